import { expect, test } from "@playwright/test";
import { headerNav } from "../../app/features/shell/nav-items";
import { formatAmount } from "../../app/lib/format";
import { baseOrigin, createPlayer, locales, localized, signIn, t, visit } from "./support";

/**
 * Issue 29 item 6: a signed-in player's desktop header keeps every navigation link whole and in reach at every
 * width from 992 px up, with a nine-digit balance and a session clock of two-digit hours (the widest the wallet
 * gets). Measured in the browser: each link is inside the viewport and the header, its text is not cut, and the
 * point at its centre is the link itself (nothing covers it). The same without JavaScript (phone-nojs project,
 * resized to the desktop widths).
 */
const widths = [992, 1280, 1366, 1440, 1600, 1919];
const BALANCE = 123_456_789;

for (const { locale, prefix } of locales) {
  test(`every header link is whole and in reach from 992 to 1919 px with a long balance and the clock (${locale})`, async ({ page }) => {
    test.skip(test.info().project.name === "phone", "a desktop header: the desktop and phone-nojs projects resize to it");
    test.setTimeout(120_000);
    const player = await createPlayer(page.request, { locale, balance: BALANCE });
    await signIn(page.request, player);
    // The session clock shows 99:59 or more (the sandbox ages the session by that much).
    const aged = await page.request.post(`/sandbox/players/${encodeURIComponent(player.login)}/session-age`, {
      headers: { Origin: baseOrigin() },
      data: { back: 99 * 3600 + 59 * 60 + 30 },
    });
    expect(aged.status()).toBe(200);

    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, localized(prefix, "/"));
      const header = page.locator("header.header");
      await expect(header.getByTestId("session-meter-header")).toContainText(/(?:99:59|1\d\d:\d\d)/);
      await expect(header.locator(".header__balance")).toContainText(formatAmount(BALANCE, { currency: "UZS", locale }));

      const nav = header.getByRole("navigation", { name: t(locale, "nav.label") });
      const links = nav.getByRole("link");
      await expect(links).toHaveText(headerNav.map((item) => t(locale, `nav.${item.key}`)));
      const problems = await links.evaluateAll((elements) => {
        const bar = document.querySelector("header.header")!.getBoundingClientRect();
        return elements.flatMap((link) => {
          const box = link.getBoundingClientRect();
          const text = (link as HTMLElement).innerText;
          const found: string[] = [];
          if (box.width < 1 || box.height < 1) found.push(`${text}: not shown`);
          if (box.left < 0 || box.right > window.innerWidth + 0.5) found.push(`${text}: outside the viewport (${box.left}–${box.right})`);
          if (box.left < bar.left || box.right > bar.right + 0.5 || box.top < bar.top || box.bottom > bar.bottom + 0.5) found.push(`${text}: outside the header (${box.top}–${box.bottom} in ${bar.top}–${bar.bottom})`);
          if (link.scrollWidth > link.clientWidth + 1) found.push(`${text}: text cut`);
          for (let parent = link.parentElement; parent && parent.tagName !== "HEADER"; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX === "visible") continue;
            const clip = parent.getBoundingClientRect();
            if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) found.push(`${text}: clipped by ${parent.className}`);
          }
          // Nothing of the header lies over it (an after-login dialog may cover the page, not this question).
          const hit = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2).find((element) => element.closest("header.header"));
          if (!hit || !link.contains(hit)) found.push(`${text}: covered by ${hit?.className ?? "nothing of the header"}`);
          return found;
        });
      });
      expect(problems, `${width} px`).toEqual([]);
    }
  });
}

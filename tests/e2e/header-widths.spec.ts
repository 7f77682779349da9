import { type Page, expect, test } from "@playwright/test";
import { createPlayer, localized, locales, signIn, t, visit } from "./support";
import { headerNav } from "../../app/features/shell/nav-items";

/**
 * Issue 38 item 5: the desktop header from 992 to 1440 px, guest and player, both languages. Every link of the
 * header's navigation is whole and in sight at every width (992–1056 px cut a guest's last link by 64–71 px), the
 * wordmark is always shown, and the header's balance link is a target at least 24 px high (WCAG 2.5.8), with the
 * side menu open too.
 */
test.describe("the desktop header at every width", () => {
  test.skip(() => test.info().project.name !== "desktop", "the desktop header (992 px and up)");
  test.describe.configure({ timeout: 90_000 });

  /** The links cut or out of sight, and whether the wordmark shows, at the page's current width. */
  async function header(page: Page) {
    return page.getByRole("banner").evaluate((banner) => {
      const nav = banner.querySelector(".header__nav")!.getBoundingClientRect();
      const cut = [...banner.querySelectorAll<HTMLElement>(".header__link")]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width === 0 || box.left < nav.left - 0.5 || box.right > nav.right + 0.5 || box.right > window.innerWidth || link.scrollWidth > link.clientWidth;
        })
        .map((link) => link.innerText.trim());
      const word = banner.querySelector<HTMLElement>(".header__logo .logo__word");
      const shown = Boolean(word && word.checkVisibility() && word.getBoundingClientRect().width > 20);
      return { links: banner.querySelectorAll(".header__link").length, cut, word: shown, scroll: document.documentElement.scrollWidth };
    });
  }

  for (const { locale, prefix } of locales) {
    for (const who of ["guest", "player"] as const) {
      test(`every link whole and the wordmark shown from 992 to 1440 px (${who}, ${locale})`, async ({ page }) => {
        if (who === "player") {
          await signIn(page.request, await createPlayer(page.request, { locale, balance: 2_710_000 }));
          await page.request.get(localized(prefix, "/providers"));
        }
        await page.setViewportSize({ width: 992, height: 800 });
        await visit(page, localized(prefix, "/promotions"));
        await expect(page.getByRole("banner").getByRole("navigation", { name: t(locale, "nav.label") }).getByRole("link")).toHaveText(headerNav.map((item) => t(locale, `nav.${item.key}`)));
        for (let width = 992; width <= 1440; width += 8) {
          await page.setViewportSize({ width, height: 800 });
          expect(await header(page), `${width} px`).toEqual({ links: headerNav.length, cut: [], word: true, scroll: width });
        }
      });
    }

    test(`the header's balance is a target at least 24 px high, with the side menu open too (${locale})`, async ({ page }) => {
      await signIn(page.request, await createPlayer(page.request, { locale, balance: 2_710_000 }));
      await page.request.get(localized(prefix, "/providers"));
      await visit(page, localized(prefix, "/promotions"));
      const balance = page.locator(".header__balance");
      const height = async () => (await balance.boundingBox())!.height;
      expect(await height()).toBeGreaterThanOrEqual(24);
      await page.getByRole("banner").locator(".header__menu").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await height()).toBeGreaterThanOrEqual(24);
      expect((await balance.boundingBox())!.width).toBeGreaterThanOrEqual(24);
    });
  }
});

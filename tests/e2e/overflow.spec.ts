import { expect, test, type Page } from "@playwright/test";
import { batches, guestPaths, playerPaths } from "./page-sweep";
import { locales, localized, signIn, t, visit } from "./support";

/**
 * Issue 11.4: reflow (WCAG 1.4.10). At 320 px no page scrolls sideways, as a guest or as a player, in either
 * language; what is wider than the screen (banners, tab rows) scrolls inside its own box. The sweep is the same
 * in every project, so it runs once, in the phone project, at a test-level 320 × 640 viewport.
 */
async function overflowAt320(page: Page, url: string): Promise<string | null> {
  await visit(page, url);
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= 320) return null;
    // Name what sticks out, so a failure says where to look.
    const culprits = [...document.querySelectorAll<HTMLElement>("main *, header *, footer *")]
      .filter((element) => element.checkVisibility() && (element.getBoundingClientRect().right > 320.5 || element.scrollWidth > element.clientWidth + 1))
      .filter((element) => getComputedStyle(element).overflowX === "visible")
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
    return `${location.pathname}${location.search} is ${width} px wide (${culprits.join(", ")})`;
  });
}

test.describe("no page scrolls sideways at 320 px", () => {
  test.skip(() => test.info().project.name !== "phone", "one project is enough: the layout at 320 px is the same in each");
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ timeout: 90_000 });

  for (const { locale, prefix } of locales) {
    for (const [index, paths] of batches(guestPaths, 20).entries()) {
      test(`guest pages in ${locale}, part ${index + 1}`, async ({ page }) => {
        const wide: string[] = [];
        for (const path of paths) {
          const problem = await overflowAt320(page, localized(prefix, path));
          if (problem) wide.push(problem);
        }
        expect(wide).toEqual([]);
      });
    }

    for (const [index, paths] of batches(playerPaths, 14).entries()) {
    test(`player pages in ${locale}, part ${index + 1}`, async ({ page }) => {
      await signIn(page.request);
      const wide: string[] = [];
      for (const path of paths) {
        const problem = await overflowAt320(page, localized(prefix, path));
        if (problem) wide.push(problem);
      }
      expect(wide).toEqual([]);
    });
    }
  }
});

/** Issue 11.4 and 11.5 at the phone's own width (360 px): labels fit their controls, tab rows show there is more. */
test.describe("labels and tab rows on a phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "phone layout");

  for (const { locale, prefix } of locales) {
    test(`the social sign-in and sign-up buttons hold their labels (${locale})`, async ({ page }) => {
      for (const path of ["/?show_popup_auth=1", "/?show_popup_reg=1"]) {
        await visit(page, localized(prefix, path));
        const buttons = page.getByRole("dialog").locator(".button--social");
        expect(await buttons.count(), path).toBeGreaterThan(0);
        const spilled = await buttons.evaluateAll((links) =>
          links
            .filter((link) => {
              const box = link.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(link);
              const text = range.getBoundingClientRect();
              return text.left < box.left - 0.5 || text.right > box.right + 0.5 || link.scrollWidth > link.clientWidth;
            })
            .map((link) => (link as HTMLElement).innerText),
        );
        expect(spilled, `${path}: labels that spill out of their button`).toEqual([]);
      }
    });

    test(`the bottom bar's labels are at least 12 px and whole (${locale})`, async ({ page }) => {
      await visit(page, localized(prefix, "/gamehall"));
      const labels = await page.locator(".bottom-nav__label").evaluateAll((spans) =>
        spans.map((span) => ({
          text: (span as HTMLElement).innerText,
          size: Number.parseFloat(getComputedStyle(span).fontSize),
          clipped: span.scrollWidth > span.clientWidth + 0.5,
        })),
      );
      expect(labels.map((label) => label.text)).toEqual([
        t(locale, "nav.home"),
        t(locale, "nav.gamehall"),
        t(locale, "nav.betting"),
        t(locale, "nav.promotions"),
        t(locale, "auth.signIn"),
      ]);
      for (const label of labels) {
        expect(label.size, label.text).toBeGreaterThanOrEqual(12);
        expect(label.clipped, label.text).toBe(false);
      }
    });

    test(`the cashier tabs show that more wait off screen, and the last one scrolls into full view (${locale})`, async ({ page }) => {
      await signIn(page.request);
      await visit(page, localized(prefix, "/cashier/deposit"));
      const row = page.getByRole("navigation", { name: t(locale, "pages.cashier.title") });
      const shown = await row.evaluate((nav) => {
        const style = getComputedStyle(nav);
        return {
          overflows: nav.scrollWidth > nav.clientWidth,
          mask: style.maskImage || style.getPropertyValue("-webkit-mask-image"),
          snap: style.scrollSnapType,
        };
      });
      // At 360 px the row is wider than the screen, and its right edge fades out: the cue that it scrolls.
      expect(shown.overflows).toBe(true);
      expect(shown.mask).toContain("linear-gradient");
      expect(shown.snap).toContain("x");
      const lastTab = row.getByRole("link").last();
      await row.evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth, behavior: "instant" }));
      const [rowBox, tabBox] = [await row.boundingBox(), await lastTab.boundingBox()];
      // Scrolled to the end, the last tab is clear of the 40 px fade.
      expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0)).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0) - 40 + 1);
    });
  }
});

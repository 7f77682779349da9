import { expect, test } from "@playwright/test";
import { locales, localized, signIn, t } from "./support";

/**
 * Phones (360 px) get the bottom navigation and no header navigation; the desktop (1440 px) the reverse.
 * No page scrolls sideways at the project's width.
 */
for (const { locale, prefix } of locales) {
  test.describe(`layout at the device's width in ${locale}`, () => {
    test("the navigation that fits the screen is the one shown", async ({ page, viewport }) => {
      await page.goto(localized(prefix, "/gamehall"));
      const width = viewport?.width ?? 0;
      const header = page.locator("header nav.header__nav");
      const bottom = page.locator("nav.bottom-nav");
      await expect(header).toHaveCount(1);
      await expect(bottom).toHaveCount(1);
      if (width < 768) {
        await expect(bottom).toBeVisible();
        await expect(header).toBeHidden();
        // Within thumb's reach: the bar sits at the bottom edge of the screen.
        const box = await bottom.boundingBox();
        expect(box).not.toBeNull();
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
        await expect(bottom.getByRole("link", { name: t(locale, "nav.gamehall") })).toBeVisible();
        await expect(bottom.getByRole("link", { name: t(locale, "auth.signIn") })).toBeVisible();
      } else {
        await expect(header).toBeVisible();
        await expect(bottom).toBeHidden();
        await expect(header.getByRole("link", { name: t(locale, "nav.gamehall") })).toBeVisible();
      }
      // The language switch and the sign-in link are reachable on every screen.
      await expect(page.getByRole("form", { name: t(locale, "lang.switch") })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: t(locale, "auth.signIn"), exact: true })).toBeVisible();
    });

    test("no page scrolls sideways", async ({ page, viewport }) => {
      const sweep = async (paths: string[]) => {
        for (const path of paths) {
          const url = localized(prefix, path);
          await page.goto(url);
          const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
          expect.soft(scrollWidth, `${url} is ${scrollWidth} px wide`).toBeGreaterThan(0);
          expect.soft(scrollWidth, `${url} is ${scrollWidth} px wide`).toBeLessThanOrEqual(viewport?.width ?? 0);
        }
      };
      await sweep(["/", "/gamehall", "/_system/payment-pending", "/forms/sign_in", "/forms/sign_up", "/?show_popup_reg=1", "/no-such-page/here"]);
      // A player's header carries the balance and the deposit button: it must still fit.
      await signIn(page.request);
      await sweep(["/", "/cashier/deposit", "/profile/settings"]);
    });
  });
}

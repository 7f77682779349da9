import { expect, test } from "@playwright/test";
import { createPlayer, localized, locales, signIn, t, visit } from "./support";

/**
 * Spec §2: "show_popup_reg is also kept in local storage". A guest who came by a link with the flag and left
 * the registration dialog open meets it again on the next page they open, until they close it; a player
 * who signed in never does. Local storage needs JavaScript: without it the dialog lives in the address only.
 */
for (const { locale, prefix } of locales) {
  test.describe(`the kept registration flag (${locale})`, () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "local storage needs JavaScript");
    test.describe.configure({ timeout: 60_000 });

    test("reopens the registration dialog on the next page until the guest closes it", async ({ page }) => {
      const signUp = page.getByRole("dialog", { name: t(locale, "auth.signUp") });
      await visit(page, `${localized(prefix, "/")}?show_popup_reg=1`);
      await expect(signUp).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem("show_popup_reg"))).toBe("1");

      // A new visit, as from a bookmark or another tab: the kept flag opens the dialog there too.
      await visit(page, localized(prefix, "/providers?x=1"));
      // The dialog opens once the page has hydrated and read the flag: navigations wait longer on a busy machine.
      await expect(signUp).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(`${localized(prefix, "/providers")}?x=1&show_popup_reg=1`);

      await signUp.getByRole("link", { name: t(locale, "close") }).click();
      await expect(signUp).toBeHidden();
      await expect(page).toHaveURL(`${localized(prefix, "/providers")}?x=1`);
      expect(await page.evaluate(() => window.localStorage.getItem("show_popup_reg"))).toBeNull();

      await visit(page, localized(prefix, "/winners"));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).toHaveURL(localized(prefix, "/winners"));
    });

    test("is forgotten once the player is signed in", async ({ page }) => {
      await visit(page, `${localized(prefix, "/")}?show_popup_reg=1`);
      await expect(page.getByRole("dialog", { name: t(locale, "auth.signUp") })).toBeVisible();
      await signIn(page.request, await createPlayer(page.request, { locale }));
      await visit(page, localized(prefix, "/providers"));
      await expect(page.locator(".header__balance")).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem("show_popup_reg"))).toBeNull();
      // (The after-login queue may greet the player with a dialog of its own: the registration one stays shut.)
      await expect(page.getByRole("dialog", { name: t(locale, "auth.signUp") })).toHaveCount(0);
      await expect(page).toHaveURL(localized(prefix, "/providers"));
    });
  });
}

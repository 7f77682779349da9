import { expect, test } from "@playwright/test";
import { expectPage, locales, localized, t } from "./support";

/**
 * The sandbox's QA scenario cookie makes every platform call fail one way; the site must answer with the
 * system page and the real status spec §2/§8 give that failure.
 */
function scenario(value: string, baseURL: string | undefined) {
  return [{ name: "sandbox_scenario", value, domain: new URL(baseURL ?? "http://localhost").hostname, path: "/" }];
}

for (const { locale, prefix } of locales) {
  test.describe(`platform failures in ${locale}`, () => {
    test("maintenance: 503 with the maintenance page in the empty layout", async ({ page, context, baseURL }) => {
      await context.addCookies(scenario("maintenance", baseURL));
      for (const path of ["/", "/gamehall?category=2"]) {
        const response = await page.goto(localized(prefix, path));
        expect(response?.status()).toBe(503);
        await expectPage(page, { locale, layout: "empty", heading: t(locale, "system.maintenance.header") });
        await expect(page.getByText(t(locale, "system.maintenance.description"))).toBeVisible();
        await expect(page.locator(".shell--default")).toHaveCount(0);
        await expect(page.locator("[data-system-page]").getByRole("link")).toHaveCount(0);
      }
    });

    test("banned: 403 with the user-blocked page and a way to support", async ({ page, context, baseURL }) => {
      await context.addCookies(scenario("banned", baseURL));
      const response = await page.goto(localized(prefix, "/promotions"));
      expect(response?.status()).toBe(403);
      await expectPage(page, { locale, layout: "default", heading: t(locale, "system.userBlocked.header") });
      await expect(page.getByText(t(locale, "system.userBlocked.description"))).toBeVisible();
      const support = page.locator("[data-system-page=user-blocked]").getByRole("link", { name: t(locale, "system.buttons.support") });
      await expect(support).toBeVisible();
      await expect(support).toHaveAttribute("href", localized(prefix, "/support"));
    });

    test("forbidden: 403 with the forbidden page in the empty layout", async ({ page, context, baseURL }) => {
      await context.addCookies(scenario("forbidden", baseURL));
      const response = await page.goto(localized(prefix, "/tournaments"));
      expect(response?.status()).toBe(403);
      await expectPage(page, { locale, layout: "empty", heading: t(locale, "system.forbidden.header") });
      await expect(page.getByText(t(locale, "system.forbidden.description"))).toBeVisible();
      await expect(page.locator("[data-system-page]").getByRole("link")).toHaveCount(0);
    });

    test("without a scenario the same page is served normally", async ({ page }) => {
      const response = await page.goto(localized(prefix, "/tournaments"));
      expect(response?.status()).toBe(200);
      await expectPage(page, { locale, layout: "default", heading: t(locale, "pages.tournaments.title") });
    });
  });
}

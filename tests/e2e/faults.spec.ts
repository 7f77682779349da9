import { expect, test } from "@playwright/test";
import { expectPage, locales, localized, readSystemPage, t } from "./support";

/** The sandbox's QA scenario cookie, for this browser only. */
function scenario(value: string, baseURL: string | undefined) {
  return [{ name: "sandbox_scenario", value, domain: new URL(baseURL ?? "http://localhost").hostname, path: "/" }];
}

for (const { locale, prefix } of locales) {
  test.describe(`platform faults and our own crashes in ${locale} (issue 11)`, () => {
    test("a crash of our own is a 500 with its own translated page and a retry link, not 'page not found'", async ({ page }) => {
      const url = localized(prefix, "/_system/crash");
      const response = await page.goto(url);
      expect(response?.status()).toBe(500);
      await expectPage(page, { locale, layout: "default", heading: t(locale, "system.serverError.header") });
      const shown = await readSystemPage(page);
      expect(shown?.kind).toBe("server-error");
      expect(shown?.picture).toBe(true);
      expect(shown?.text).toContain(t(locale, "system.serverError.description"));
      expect(shown?.text).not.toContain(t(locale, "system.notFound.header"));
      // A plain link to the same address: it asks for the page again with or without JavaScript.
      expect(shown?.links).toEqual([{ text: t(locale, "system.buttons.retry"), href: url, visible: true }]);
      const again = page.waitForResponse((answer) => new URL(answer.url()).pathname === url && answer.request().resourceType() === "document");
      await page.locator("[data-system-page]").getByRole("link", { name: t(locale, "system.buttons.retry") }).click();
      expect((await again).status()).toBe(500);
      await expectPage(page, { locale, layout: "default", heading: t(locale, "system.serverError.header") });
    });

    test("home with a failing games read still shows its header and the other rows", async ({ page, context, baseURL }) => {
      const home = localized(prefix, "/");
      await page.goto(home);
      const rows = page.locator(".home-row");
      const before = await rows.count();
      expect(before).toBeGreaterThan(1);

      // The next games.get of this browser fails once with InvalidParameter: one row's games cannot be read.
      await context.addCookies(scenario(`fail:InvalidParameter:games.get:${test.info().project.name}-${locale}-${Date.now()}`, baseURL));
      const response = await page.goto(home);
      expect(response?.status()).toBe(200);
      await expectPage(page, { locale, layout: "default", heading: t(locale, "pages.home.title") });
      await expect(page.getByRole("banner").first()).toBeVisible();
      await expect(page.getByRole("banner").first().getByRole("link", { name: t(locale, "auth.signIn") })).toBeVisible();
      await expect(rows).toHaveCount(before - 1);
      await expect(page.locator("[data-system-page]")).toHaveCount(0);
    });
  });
}

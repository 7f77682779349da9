import { expect, test } from "@playwright/test";
import { resets } from "./route-table";
import { locales, localized, readShownPage, readSystemPage, t } from "./support";

for (const { locale, prefix } of locales) {
  test(`unknown ${locale} paths are real 404s that name the path`, async ({ page }) => {
    for (const path of ["/no-such-page/at/all?from=test", "/definitely-not-a-page", "/cashier/nope"]) {
      const url = localized(prefix, path);
      const response = await page.goto(url);
      expect.soft(response?.status(), url).toBe(404);
      const shown = await readShownPage(page);
      expect.soft(shown, url).toEqual({
        url,
        lang: locale,
        layouts: ["default"],
        h1: [t(locale, "system.notFound.header")],
        title: `${t(locale, "system.notFound.header")} — ${t(locale, "brand")}`,
      });
      const system = await readSystemPage(page);
      expect.soft(system?.kind, url).toBe("not-found");
      expect.soft(system?.text, url).toContain(t(locale, "system.notFound.description"));
      expect.soft(system?.links, url).toEqual([]);
      // The player sees the address that was not found, in full.
      await expect.soft(page.locator("[data-system-page=not-found]").getByText(url, { exact: true })).toBeVisible();
    }
  });
}


test("a locale-looking prefix is reset to the page in that locale", async ({ page }) => {
  for (const { from, to, locale } of resets) {
    const response = await page.goto(from);
    expect.soft(response?.status(), from).toBe(200);
    const heading = to.replace(/^\/ru/, "").startsWith("/gamehall") ? "pages.gamehall.title" : "pages.home.title";
    const shown = await readShownPage(page);
    expect.soft(shown, from).toEqual({
      url: to,
      lang: locale,
      layouts: ["default"],
      h1: [t(locale, heading)],
      title: expect.any(String),
    });
  }
});

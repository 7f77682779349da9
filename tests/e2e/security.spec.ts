import { expect, test } from "@playwright/test";
import { expectPage, locales, localized, t } from "./support";

for (const { locale, prefix } of locales) {
  test(`the ${locale} home page runs without console errors or CSP violations`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "console errors and CSP violations come from scripts; this project runs none");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /Content.Security.Policy/i.test(message.text())) {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));

    await page.goto(localized(prefix, "/"));
    await expectPage(page, { locale, layout: "default", heading: t(locale, "pages.home.title") });
    // Hydrated: the client took over (a link click is a client-side navigation, without a new document).
    await page.waitForLoadState("networkidle");
    const documentsBefore = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.getByRole("main").getByRole("link", { name: t(locale, "nav.gamehall") }).first().click();
    await expect(page).toHaveURL(localized(prefix, "/gamehall"));
    await expectPage(page, { locale, layout: "default", heading: t(locale, "pages.gamehall.title") });
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(documentsBefore);
    await page.waitForLoadState("networkidle");

    expect(problems).toEqual([]);
  });
}

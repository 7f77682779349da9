import { expect, test } from "@playwright/test";
import { expectPage, t } from "./support";

// Spec §9's locale cookies are read back: the site's root sends a returning visitor to the language they chose.
// Crawlers are never redirected, and `isbot` counts headless Chromium's default user agent as one: browse as a
// real phone's browser.
test.use({ userAgent: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36" });

test("a visitor who chose Russian and comes back to / lands on /ru", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("form", { name: t("uz", "lang.switch") }).getByRole("button", { name: t("uz", "lang.ru") }).click();
  await expect(page).toHaveURL("/ru");

  // Coming back later by typing the address.
  await page.goto("/");
  await expect(page).toHaveURL("/ru");
  await expectPage(page, { locale: "ru", layout: "default", heading: t("ru", "pages.home.title") });
});

test("switching back to Uzbek sticks: / stays Uzbek", async ({ page, context, baseURL }) => {
  await context.addCookies(["i18n_redirected", "i18n_locale"].map((name) => ({ name, value: "ru", url: baseURL ?? "http://localhost" })));
  await page.goto("/ru");
  await page.getByRole("form", { name: t("ru", "lang.switch") }).getByRole("button", { name: t("ru", "lang.uz") }).click();
  await expect(page).toHaveURL("/");
  await expectPage(page, { locale: "uz", layout: "default", heading: t("uz", "pages.home.title") });

  await page.goto("/");
  await expect(page).toHaveURL("/");
  await expectPage(page, { locale: "uz", layout: "default", heading: t("uz", "pages.home.title") });
});

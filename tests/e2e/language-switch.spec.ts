import { type BrowserContext, expect, test } from "@playwright/test";
import { expectPage, type Locale, t } from "./support";

const YEAR_S = 365 * 24 * 60 * 60;

/** Both locale cookies of spec §9 carry the locale for a year, SameSite Lax. */
async function expectLocaleCookies(context: BrowserContext, locale: Locale) {
  const now = Date.now() / 1000;
  const cookies = await context.cookies();
  for (const name of ["i18n_locale", "i18n_redirected"]) {
    const cookie = cookies.find((item) => item.name === name);
    expect(cookie, `cookie ${name}`).toBeDefined();
    expect(cookie?.value).toBe(locale);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    // A year from now, give or take a minute for the test itself.
    expect(cookie?.expires).toBeGreaterThan(now + YEAR_S - 60);
    expect(cookie?.expires).toBeLessThan(now + YEAR_S + 60);
  }
}

// With JS on (desktop, phone) and off (phone-nojs): the switch is a plain form and must work in both.
test("the language switch keeps the page and its query, and sets the locale cookies", async ({ page, context }) => {
  await page.goto("/gamehall?category=2");
  await expectPage(page, { locale: "uz", layout: "default", heading: t("uz", "pages.gamehall.title") });
  expect((await context.cookies()).filter((cookie) => cookie.name.startsWith("i18n_"))).toEqual([]);

  const switchUz = page.getByRole("form", { name: t("uz", "lang.switch") });
  await expect(switchUz.getByRole("button", { name: t("uz", "lang.uz") })).toBeDisabled();
  await switchUz.getByRole("button", { name: t("uz", "lang.ru") }).click();

  await expect(page).toHaveURL("/ru/gamehall?category=2");
  await expectPage(page, { locale: "ru", layout: "default", heading: t("ru", "pages.gamehall.title") });
  await expectLocaleCookies(context, "ru");

  const switchRu = page.getByRole("form", { name: t("ru", "lang.switch") });
  await expect(switchRu.getByRole("button", { name: t("ru", "lang.ru") })).toBeDisabled();
  await switchRu.getByRole("button", { name: t("ru", "lang.uz") }).click();

  await expect(page).toHaveURL("/gamehall?category=2");
  await expectPage(page, { locale: "uz", layout: "default", heading: t("uz", "pages.gamehall.title") });
  await expectLocaleCookies(context, "uz");
});

test("the language switch works from the home page and from a system page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: t("uz", "lang.ru") }).click();
  await expect(page).toHaveURL("/ru");
  await expectPage(page, { locale: "ru", layout: "default", heading: t("ru", "pages.home.title") });

  await page.goto("/ru/_system/payment-fail");
  await page.getByRole("button", { name: t("ru", "lang.uz") }).click();
  await expect(page).toHaveURL("/_system/payment-fail");
  await expectPage(page, { locale: "uz", layout: "default", heading: t("uz", "system.paymentFail.header") });
});

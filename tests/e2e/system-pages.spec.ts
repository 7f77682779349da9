import { expect, test } from "@playwright/test";
import { systemPageKinds } from "../../app/features/system/pages";
import { type Layout, locales, localized, readShownPage, readSystemPage, t } from "./support";

/**
 * The system page table of spec §2, written out here (not read from the app) so the app's table is checked
 * against the spec: the translation key of each page, its layout, and its one button.
 */
const spec: Record<string, { key: string; layout: Layout; button?: { key: string; to: string }; spinner?: boolean }> = {
  maintenance: { key: "maintenance", layout: "empty" },
  "not-found": { key: "notFound", layout: "default" },
  forbidden: { key: "forbidden", layout: "empty" },
  "user-blocked": { key: "userBlocked", layout: "default", button: { key: "support", to: "/support" } },
  "slot-error": { key: "slotError", layout: "default", button: { key: "gamehall", to: "/gamehall" } },
  "payment-cancel": { key: "paymentCancel", layout: "default", button: { key: "deposit", to: "/cashier/deposit" } },
  "payment-fail": { key: "paymentFail", layout: "default", button: { key: "deposit", to: "/cashier/deposit" } },
  "payment-new-window": { key: "paymentNewWindow", layout: "default", button: { key: "deposit", to: "/cashier/deposit" } },
  "payment-success": { key: "paymentSuccess", layout: "default", button: { key: "gamehall", to: "/gamehall" } },
  "payment-pending": { key: "paymentPending", layout: "default", spinner: true },
  "payment-mobile": { key: "paymentMobile", layout: "default" },
  unsubscribe: { key: "unsubscribe", layout: "default" },
};

test("the spec's twelve system pages are the app's", () => {
  expect([...systemPageKinds].sort()).toEqual(Object.keys(spec).sort());
});

for (const { locale, prefix } of locales) {
  test.describe(`system pages in ${locale}`, () => {
    // One visit per page in a single test: twelve page loads, one browser context (soft checks report every page).
    test(`each of the twelve previews at ${localized(prefix, "/_system/{kind}")}`, async ({ page }) => {
      for (const [kind, expected] of Object.entries(spec)) {
        const url = localized(prefix, `/_system/${kind}`);
        const response = await page.goto(url);
        expect.soft(response?.status(), url).toBe(200);
        const shown = await readShownPage(page);
        const system = await readSystemPage(page);
        expect.soft(shown.lang, url).toBe(locale);
        expect.soft(shown.layouts, url).toEqual([expected.layout]);
        expect.soft(shown.h1, url).toEqual([t(locale, `system.${expected.key}.header`)]);
        expect.soft(shown.title, url).toContain(t(locale, `system.${expected.key}.header`));
        expect.soft(system?.kind, url).toBe(kind);
        expect.soft(system?.text, url).toContain(t(locale, `system.${expected.key}.description`));
        expect.soft(system?.buttons, `${url}: no form buttons`).toBe(0);
        if (expected.button) {
          expect.soft(system?.links, url).toEqual([
            { text: t(locale, `system.buttons.${expected.button.key}`), href: localized(prefix, expected.button.to), visible: true },
          ]);
        } else {
          expect.soft(system?.links, `${url}: no button`).toEqual([]);
        }
        if (expected.spinner) {
          expect.soft(system?.spinner, `${url}: a spinner instead of the picture`).toEqual({ visible: true, label: t(locale, "loading") });
          expect.soft(system?.picture, url).toBe(false);
        } else {
          expect.soft(system?.spinner, `${url}: no spinner`).toBeNull();
          expect.soft(system?.picture, `${url}: a picture`).toBe(true);
        }
      }
    });

    test(`the button of a ${locale} system page leads to its target`, async ({ page }) => {
      await page.goto(localized(prefix, "/_system/payment-success"));
      await page.getByRole("link", { name: t(locale, "system.buttons.gamehall") }).click();
      await expect(page).toHaveURL(localized(prefix, "/gamehall"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.gamehall.title"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });
  });
}

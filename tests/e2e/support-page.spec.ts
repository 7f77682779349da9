import { expect, test } from "@playwright/test";
import { locales, localized, t, tf, visit } from "./support";

for (const { locale, prefix } of locales) {
  test.describe(`support (${locale})`, () => {
    test("the contacts show, a wrong feedback is explained and a right one is sent", async ({ page }) => {
      await visit(page, localized(prefix, "/support"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.support.title"));
      const contacts = page.getByRole("region", { name: t(locale, "support.contacts.title") });
      await expect(contacts.getByRole("link", { name: "support@omad.example" })).toHaveAttribute("href", "mailto:support@omad.example");
      await expect(contacts.getByRole("link", { name: "+998 71 200 00 00" })).toHaveAttribute("href", "tel:+998712000000");

      const form = page.locator("#feedback");
      await form.getByLabel(t(locale, "support.form.email")).fill("player@");
      await form.getByLabel(t(locale, "support.form.message")).fill("help");
      await form.getByRole("button", { name: t(locale, "support.form.send") }).click();
      await expect(form.getByRole("alert").filter({ hasText: t(locale, "validation.wrongEmailAddress") })).toHaveText(t(locale, "validation.wrongEmailAddress"));
      await expect(form.getByRole("alert").filter({ hasText: tf(locale, "validation.minLength", { min: 10 }) })).toHaveText(tf(locale, "validation.minLength", { min: 10 }));
      await expect(form.getByLabel(t(locale, "support.form.message"))).toHaveValue("help");

      await form.getByLabel(t(locale, "support.form.email")).fill("player@omad.test");
      await form.getByLabel(t(locale, "support.form.message")).fill("My deposit from yesterday has not arrived.");
      await form.getByRole("button", { name: t(locale, "support.form.send") }).click();
      await expect(page).toHaveURL(`${localized(prefix, "/support")}?sent=1`, { timeout: 15_000 });
      await expect(page.getByRole("status").filter({ hasText: t(locale, "support.sent") })).toHaveText(t(locale, "support.sent"));
      await expect(form.getByLabel(t(locale, "support.form.message"))).toHaveValue("");
    });
  });
}

import { type Page, expect, test } from "@playwright/test";
import { type Locale, baseOrigin, locales, localized, t, tf, visit } from "./support";
import { contactMail, textWithNumber } from "./support-contacts";

/** A platform round trip on the shared 2-core machine can take longer than the default 5 s. */
const slow = { timeout: 15_000 };
/** The seconds a count may show when read: a loaded machine lets real time run between the answer and the read. */
const between = (low: number, high: number) => Array.from({ length: high - low + 1 }, (_, index) => String(high - index)).join("|");
const money = (locale: Locale, digits: string) => `${digits} ${locale === "ru" ? "сум" : "so‘m"}`;

/** Signs up through the form, as a new player would. */
async function signUp(page: Page, prefix: string, locale: Locale, login: string) {
  await visit(page, localized(prefix, "/forms/sign_up"));
  const form = page.locator("#sign-up");
  await form.getByLabel(t(locale, "auth.fields.login")).fill(login);
  await form.getByLabel(t(locale, "auth.fields.password")).fill("Secret123");
  const terms = form.getByLabel(t(locale, "auth.fields.terms"));
  if (!(await terms.isChecked())) await terms.check();
  await form.getByRole("button", { name: t(locale, "auth.signUp"), exact: true }).click();
  await expect(page).toHaveURL(`${localized(prefix, "/")}?register=success`, slow);
}

/** Deposits through the cashier and the sandbox's payment page. */
async function deposit(page: Page, prefix: string, locale: Locale, amount: string) {
  await visit(page, localized(prefix, "/cashier/deposit/payme"));
  await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill(amount);
  await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, slow);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.locator("[data-system-page] h1")).toHaveText(t(locale, "system.paymentSuccess.header"), slow);
}

for (const { locale, prefix } of locales) {
  test.describe(`contacts (${locale})`, () => {
    // One journey through many pages and platform round trips, on a small machine.
    test.describe.configure({ timeout: 60_000 });

    test("a new player is refused a withdrawal, confirms the e-mail from the refusal, comes back with the amount and withdraws; then unsubscribes from the e-mail's link", async ({ page, javaScriptEnabled }) => {
      const login = `contacts-${test.info().project.name}-${locale}-${Date.now()}@omad.test`;
      await signUp(page, prefix, locale, login);
      await deposit(page, prefix, locale, "50000");

      // The withdrawal is refused: the contact is not confirmed; the refusal's button leads to the fix.
      await visit(page, localized(prefix, "/cashier/withdraw?method=click"));
      const withdraw = page.locator("form#withdraw-click");
      await withdraw.getByLabel(t(locale, "withdraw.amount")).fill("25000");
      await withdraw.getByRole("button", { name: t(locale, "withdraw.submit") }).click();
      await expect(withdraw.getByRole("alert").filter({ hasText: t(locale, "cashierErrors.UserNeedConfirmContact") })).toHaveText(t(locale, "cashierErrors.UserNeedConfirmContact"), slow);
      await withdraw.getByRole("link", { name: t(locale, "cashierErrors.next.confirmContact") }).click();

      const back = `${localized(prefix, "/cashier/withdraw")}?method=click&amount=25000`;
      await expect(page).toHaveURL(`${localized(prefix, "/confirmation")}?from=${encodeURIComponent(back)}`, slow);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.confirmation.title"));
      if (javaScriptEnabled) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.clock.install();
      }
      const confirm = page.locator(".confirm-contact");
      await expect(confirm.locator(".confirm-contact__intro")).toHaveText(tf(locale, "profile.contacts.confirmation.sendIntro", { contact: login }));
      await confirm.getByRole("button", { name: t(locale, "profile.contacts.confirmation.send") }).click();
      await expect(confirm.getByRole("status")).toHaveText(tf(locale, "profile.contacts.confirmation.sentEmail", { contact: login }), slow);
      const countdown = confirm.getByTestId("resend-countdown");
      const resend = confirm.getByRole("button", { name: t(locale, "profile.contacts.confirmation.resend") });
      if (javaScriptEnabled) {
        // The button waits out the platform's resend time, counting down each second.
        await expect(countdown).toHaveText(textWithNumber(locale, "profile.contacts.confirmation.resendIn", "seconds", between(45, 60)));
        await expect(resend).toBeDisabled();
        await page.clock.fastForward(30_000);
        await expect(countdown).toHaveText(textWithNumber(locale, "profile.contacts.confirmation.resendIn", "seconds", between(15, 30)));
        await page.clock.fastForward(31_000);
        await expect(countdown).toBeHidden();
        await expect(resend).toBeEnabled();
      } else {
        // Without JavaScript the page says the wait; asked too early, the platform refuses and the page says how long.
        await expect(countdown).toHaveText(tf(locale, "profile.contacts.confirmation.resendIn", { seconds: 60 }));
        await resend.click();
        await expect(confirm.getByRole("alert")).toHaveText(textWithNumber(locale, "profile.contacts.confirmation.resendWait", "seconds", between(40, 60)), slow);
      }

      const mail = await contactMail(page.request, login);
      const code = confirm.getByLabel(tf(locale, "profile.contacts.confirmation.codeFor", { contact: login }));
      await code.fill(mail.code === "000000" ? "111111" : "000000");
      await confirm.getByRole("button", { name: t(locale, "profile.contacts.confirmation.submit") }).click();
      await expect(confirm.locator(".field__error")).toHaveText(t(locale, "auth.errors.wrongCode"), slow);
      await code.fill(mail.code);
      await confirm.getByRole("button", { name: t(locale, "profile.contacts.confirmation.submit") }).click();

      // Back at the withdraw form, the amount kept; the withdrawal now goes through.
      await expect(page).toHaveURL(back, slow);
      await expect(page.getByRole("status").filter({ hasText: tf(locale, "profile.contacts.confirmation.confirmedToast", { contact: login }) })).toBeVisible();
      const again = page.locator("form#withdraw-click");
      await expect(again.getByLabel(t(locale, "withdraw.amount"))).toHaveValue("25000");
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await again.getByRole("button", { name: t(locale, "withdraw.submit") }).click();
      const pending = page.locator(".pending-withdrawals .history-item");
      await expect(pending).toHaveCount(1, slow);
      await expect(pending.first().locator(".history-item__amount")).toHaveText(money(locale, "25,000"));
      await expect(page.getByTestId("withdraw-available")).toHaveText(money(locale, "25,000"));

      // The e-mail's unsubscribe link: one question, then the unsubscribe page; the contact is off the list.
      expect(mail.unsubscribe_link).toMatch(new RegExp(`^${localized(prefix, "/unsubscribe").replace(/\//g, "\\/")}\\?contact=`));
      await visit(page, mail.unsubscribe_link!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.unsubscribe.title"));
      await expect(page.locator(".unsubscribe-form p")).toHaveText(tf(locale, "profile.contacts.unsubscribe.linkIntro", { contact: login }));
      await page.getByRole("button", { name: t(locale, "profile.contacts.unsubscribe.submit") }).click();
      await expect(page.locator("[data-system-page] h1")).toHaveText(t(locale, "system.unsubscribe.header"), slow);
      await expect(page.locator("[data-system-page] .system-page__description")).toHaveText(t(locale, "system.unsubscribe.description"));
      await visit(page, localized(prefix, "/profile/notification"));
      await expect(page.locator(`.contact[data-contact="${login}"] .contact__state`)).toHaveText(t(locale, "profile.contacts.subscribedNo"));
      expect(new URL(page.url()).origin).toBe(baseOrigin());
    });
  });
}

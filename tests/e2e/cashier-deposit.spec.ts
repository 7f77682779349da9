import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { baseOrigin, createPlayer, locales, localized, signIn, t, tf, visit, type Locale } from "./support";

/**
 * Deposits end to end (issue 6 items 1, 2, 5): the method list, the form, the sandbox payment provider, the
 * payment result pages, and one transaction per submitted form however often it is sent.
 */

interface StoredTransaction {
  id: number;
  method: string;
  amount: number;
  status: string;
  idempotency_key: string;
  campaign_offer_id: number;
}

/** What the sandbox calls the bonus of a deposit offer (mocks/handlers/campaigns.ts, grantDepositOffer). */
const depositBonus = { uz: "Depozit bonusi", ru: "Бонус на депозит" } as const;

async function transactionsOf(request: APIRequestContext, login: string): Promise<StoredTransaction[]> {
  const response = await request.get(`/sandbox/transactions.json?login=${encodeURIComponent(login)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as StoredTransaction[]).filter((row) => (row as { type?: string }).type === "deposit");
}

/** A fresh player, signed in inside the browser's own cookie jar. */
async function player(page: Page, locale: Locale) {
  const account = await createPlayer(page.request, { locale });
  await signIn(page.request, account);
  // Not the after-login queue (an unseen-cashback popup): these tests are about the cashier.
  await page.context().clearCookies({ name: "flash" });
  return account;
}

/** Navigations wait longer: the machine is small and shared. */
const NAV = { timeout: 15_000 };

const sum = (locale: Locale, amount: string) => `${amount} ${locale === "ru" ? "сум" : "so‘m"}`;

/** From the game hall: the header's deposit button, a method, an amount, submit → the sandbox provider's page. */
async function depositFromGamehall(page: Page, prefix: string, locale: Locale, amount = "50000") {
  await visit(page, localized(prefix, "/gamehall"));
  await page.locator("a.header__deposit").click();
  await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/cashier/deposit")}(\\?|$)`), NAV);
  await page.locator('[data-testid="deposit-method"][data-sysname="payme"]').click();
  await expect(page).toHaveURL(/\/cashier\/deposit\/payme/, NAV);
  await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill(amount);
  await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
  return Number(page.url().split("/").pop());
}

async function systemHeader(page: Page) {
  return page.locator("[data-system-page] h1");
}

for (const { locale, prefix } of locales) {
  test.describe(`deposit (${locale})`, () => {
    test.describe.configure({ timeout: 60_000 });
    test("approved: success page with the transaction, balance up, back to where the player was", async ({ page }) => {
      const account = await player(page, locale);
      const id = await depositFromGamehall(page, prefix, locale);
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/paysuccess/${id}`)}`, NAV);
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentSuccess.header"));
      await expect(page.getByTestId("transaction-amount")).toHaveText(sum(locale, "50,000"));
      await expect(page.getByTestId("transaction-status")).toHaveText(t(locale, "payment.status.success"));
      await expect(page.getByTestId("transaction-id")).toHaveText(String(id));
      await expect(page.locator(".header__balance").first()).toHaveText(`${t(locale, "auth.balance")}: ${sum(locale, "50,000")}`);
      // The spec's button (game hall) and the way back.
      await expect(page.locator(".system-page__button")).toHaveText(t(locale, "system.buttons.gamehall"));
      const stored = await transactionsOf(page.request, account.login);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id, method: "payme", amount: 50_000, status: "success" });
      await page.getByTestId("pay-back").click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, "/gamehall")}`, NAV);
    });

    test("declined: the failure page sends the player back to the deposit", async ({ page }) => {
      const account = await player(page, locale);
      const id = await depositFromGamehall(page, prefix, locale, "30000");
      await page.getByRole("button", { name: "Decline" }).click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/payfail/${id}`)}`, NAV);
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentFail.header"));
      await expect(page.getByTestId("transaction-status")).toHaveText(t(locale, "payment.status.fail"));
      await expect(page.locator(".header__balance").first()).toHaveText(`${t(locale, "auth.balance")}: ${sum(locale, "0")}`);
      expect((await transactionsOf(page.request, account.login))[0]).toMatchObject({ id, status: "fail" });
      await page.locator(".system-page__button").click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, "/cashier/deposit")}`, NAV);
    });

    test("cancelled: the cancel page, nothing credited", async ({ page }) => {
      const account = await player(page, locale);
      const id = await depositFromGamehall(page, prefix, locale, "20000");
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/paycancel/${id}`)}`, NAV);
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentCancel.header"));
      await expect(page.getByTestId("transaction-status")).toHaveText(t(locale, "payment.status.cancel"));
      expect((await transactionsOf(page.request, account.login))[0]).toMatchObject({ id, status: "cancel" });
    });

    test("pending, then settled: the pending page moves on to the success page", async ({ page, javaScriptEnabled }) => {
      await player(page, locale);
      const id = await depositFromGamehall(page, prefix, locale, "100000");
      await page.getByRole("button", { name: "Leave pending" }).click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/paypending/${id}`)}`, NAV);
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentPending.header"));
      await expect(page.getByTestId("transaction-status")).toHaveText(t(locale, "payment.status.pending"));
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // The provider settles it (its callback to the platform).
      const settled = await page.request.post(`/sandbox/pay/${id}`, { headers: { Origin: baseOrigin() }, form: { outcome: "success" }, maxRedirects: 0 });
      expect(settled.status()).toBe(303);
      // With JavaScript the page checks again by itself; without, the player follows the refresh link.
      if (!javaScriptEnabled) await page.getByTestId("pay-refresh").click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/paysuccess/${id}`)}`, { timeout: 15_000 });
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentSuccess.header"));
      await expect(page.locator(".header__balance").first()).toHaveText(`${t(locale, "auth.balance")}: ${sum(locale, "100,000")}`);
    });

    test("a deposit sent twice — two tabs, a double click — is one transaction; the same form sent with another amount is refused with a fresh form", async ({ page, context }) => {
      test.slow(); // Three tabs and three payments on a shared two-core machine.
      const account = await player(page, locale);
      const form = localized(prefix, "/cashier/deposit/payme");
      const second = await context.newPage();
      const third = await context.newPage();
      await visit(page, form);
      await visit(second, form);
      await visit(third, form);
      for (const tab of [page, second]) await tab.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("40000");
      const submit = (tab: Page) => tab.getByRole("button", { name: t(locale, "deposit.submit") });
      await submit(page).dblclick();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      const id = Number(page.url().split("/").pop());
      await submit(second).click();
      await expect(second).toHaveURL(`${baseOrigin()}/sandbox/pay/${id}`, NAV);
      // The third tab rendered the same form (the same key) and sends another amount: nothing new is made.
      const thirdAmount = third.getByLabel(t(locale, "deposit.amount"), { exact: true });
      await thirdAmount.fill("45000");
      await submit(third).click();
      await expect(third.locator("[data-problem=IdempotencyKeyReused]")).toHaveText(t(locale, "cashierErrors.keyReused"), NAV);
      // Above the form (decision 007), not by the pay button: the form's first element.
      await expect(third.locator(".deposit__form > :first-child")).toHaveAttribute("data-problem", "IdempotencyKeyReused");
      await expect(thirdAmount).toHaveValue("");
      const stored = await transactionsOf(page.request, account.login);
      expect(stored.map((row) => ({ id: row.id, amount: row.amount }))).toEqual([{ id, amount: 40_000 }]);
      // The fresh form is a new deposit.
      await thirdAmount.fill("45000");
      await submit(third).click();
      await expect(third).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      expect(Number(third.url().split("/").pop())).not.toBe(id);
      await third.close();
      // After it settles, the same page makes a new deposit.
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page).toHaveURL(new RegExp(`/cashier/paysuccess/${id}$`), NAV);
      await visit(page, form);
      await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("40000");
      await submit(page).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      expect(Number(page.url().split("/").pop())).not.toBe(id);
      expect(await transactionsOf(page.request, account.login)).toHaveLength(3);
    });

    test("Back from the provider and the same amount again: the form shows the pending deposit and asks before a second one", async ({ page }) => {
      test.slow(); // Five documents, two payments, two steps back on a shared two-core machine.
      const account = await player(page, locale);
      const form = localized(prefix, "/cashier/deposit/payme");
      await visit(page, form);
      const amount = page.getByLabel(t(locale, "deposit.amount"), { exact: true });
      const submit = page.getByRole("button", { name: t(locale, "deposit.submit"), exact: true });
      await amount.fill("40000");
      await submit.click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      const first = Number(page.url().split("/").pop());
      // Back: a fresh form (a new key), which lists the deposit still waiting for its provider.
      await page.goBack(NAV);
      await expect(page).toHaveURL(`${baseOrigin()}${form}`, NAV);
      const pending = page.getByTestId("deposit-pending");
      await expect(pending.getByRole("heading")).toHaveText(t(locale, "deposit.pending.title"));
      await expect(pending.locator("li")).toHaveCount(1);
      await expect(pending.locator("li strong")).toHaveText(sum(locale, "40,000"));
      await expect(pending.locator(`li[data-pending="${first}"]`)).toContainText(`${sum(locale, "40,000")} · Payme · `);
      await expect(pending.getByRole("link")).toHaveText(t(locale, "deposit.pending.status"));
      await expect(amount).toHaveValue("");
      // The same amount again: nothing is sent; the question, above the form, with the amount kept.
      await amount.fill("40000");
      await submit.click();
      const question = page.locator("[data-problem=PendingDepositRepeat]");
      await expect(question.locator("p")).toHaveText(tf(locale, "deposit.repeat.text", { amount: sum(locale, "40,000") }), NAV);
      await expect(page.locator(".deposit__form > :first-child")).toHaveAttribute("data-problem", "PendingDepositRepeat");
      await expect(amount).toHaveValue("40000");
      expect(await transactionsOf(page.request, account.login)).toHaveLength(1);
      // Pressing pay again asks again; the player's yes makes the second deposit.
      await submit.click();
      await expect(question).toBeVisible(NAV);
      expect(await transactionsOf(page.request, account.login)).toHaveLength(1);
      await question.getByRole("button", { name: tf(locale, "deposit.repeat.confirm", { amount: sum(locale, "40,000") }), exact: true }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      const second = Number(page.url().split("/").pop());
      expect(second).not.toBe(first);
      const stored = await transactionsOf(page.request, account.login);
      expect(stored.map((row) => ({ id: row.id, amount: row.amount, status: row.status }))).toEqual([
        { id: second, amount: 40_000, status: "pending" },
        { id: first, amount: 40_000, status: "pending" },
      ]);
      // Another amount is not a repeat: sent at once. (Back here would be the answered post itself: the form is opened.)
      await visit(page, form);
      await expect(pending.locator("li")).toHaveCount(2, NAV);
      await amount.fill("30000");
      await submit.click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      expect(await transactionsOf(page.request, account.login)).toHaveLength(3);
    });

    test("a refused deposit: the sum rule and a billing error shown beside the form, typed values kept", async ({ page }) => {
      const account = await player(page, locale);
      await visit(page, localized(prefix, "/cashier/deposit/payme"));
      const amount = page.getByLabel(t(locale, "deposit.amount"), { exact: true });
      await amount.fill("100");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page.locator(".field__error").first()).toContainText("5,000");
      await expect(page.locator(".field__error").first()).toContainText("10,000,000");
      await expect(amount).toHaveValue("100");
      // The platform refuses the next one (sandbox scenario): its message, the typed amount kept.
      await context(page).addCookies([{ name: "sandbox_scenario", value: encodeURIComponent(`fail:BillingTransactionDeclined:cashier.makedeposit:${Date.now()}${Math.floor(Math.random() * 1e6)}`), url: baseOrigin() }]);
      await amount.fill("45000");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page.locator(".form-errors")).toHaveText(t(locale, "cashierErrors.BillingTransactionDeclined"));
      await expect(amount).toHaveValue("45000");
      expect(await transactionsOf(page.request, account.login)).toHaveLength(0);
    });

    test("a method paid in a new window: the provider opens there, this window says so", async ({ page, javaScriptEnabled }) => {
      const account = await player(page, locale);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await visit(page, localized(prefix, "/cashier/deposit/visa"));
      await expect(page.getByText(t(locale, "deposit.newWindowNote"))).toBeVisible();
      await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("60000");
      await page.getByLabel(t(locale, "deposit.requisites.card"), { exact: true }).fill("4111 1111 1111 1111");
      await page.getByLabel(t(locale, "deposit.requisites.card_holder"), { exact: true }).fill("ALISHER NAVOIY");
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      const provider = await popup;
      await expect(provider).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      const id = Number(provider.url().split("/").pop());
      expect(await transactionsOf(page.request, account.login)).toMatchObject([{ id, method: "visa", amount: 60_000 }]);
      // With JavaScript this window shows the "opened in a new window" page; without, it keeps the form.
      if (javaScriptEnabled) {
        await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, "/cashier/paynewwindow")}`, NAV);
        await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentNewWindow.header"));
      }
      await provider.getByRole("button", { name: "Approve" }).click();
      await expect(provider).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/paysuccess/${id}`)}`, NAV);
      expect(errors).toEqual([]);
    });

    test("a method confirmed on the phone: the mobile page waits, then shows the outcome", async ({ page, javaScriptEnabled }) => {
      await player(page, locale);
      await visit(page, localized(prefix, "/cashier/deposit/click"));
      await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("15000");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/cashier/paymobile/")}\\d+$`), NAV);
      const id = Number(page.url().split("/").pop());
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentMobile.header"));
      await expect(page.getByTestId("transaction-amount")).toHaveText(sum(locale, "15,000"));
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const settled = await page.request.post(`/sandbox/pay/${id}`, { headers: { Origin: baseOrigin() }, form: { outcome: "fail" }, maxRedirects: 0 });
      expect(settled.status()).toBe(303);
      if (!javaScriptEnabled) await page.getByTestId("pay-refresh").click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/payfail/${id}`)}`, { timeout: 15_000 });
      await expect(await systemHeader(page)).toHaveText(t(locale, "system.paymentFail.header"));
    });

    test("a promo code takes its offer: 40,000 with WELCOME100, approved — the 100% bonus is on the bonuses page", async ({ page }) => {
      test.slow(); // Two payments and four documents on a shared two-core machine.
      const account = await player(page, locale);
      await visit(page, localized(prefix, "/cashier/deposit/payme"));
      await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("40000");
      await page.getByLabel(t(locale, "deposit.promoCode"), { exact: true }).fill("WELCOME100");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      const id = Number(page.url().split("/").pop());
      // The platform received the code's offer with the deposit.
      expect((await transactionsOf(page.request, account.login))[0]).toMatchObject({ id, amount: 40_000, campaign_offer_id: 101, status: "pending" });
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page).toHaveURL(`${baseOrigin()}${localized(prefix, `/cashier/paysuccess/${id}`)}`, NAV);
      await visit(page, localized(prefix, "/profile/bonuses"));
      const bonus = page.locator("#casino-bonuses .bonus-card").filter({ has: page.locator(".bonus-card__title", { hasText: depositBonus[locale] }) });
      await expect(bonus.locator(".bonus-card__title")).toHaveText(depositBonus[locale]);
      await expect(bonus.locator(".bonus-card__amount")).toHaveText(sum(locale, "40,000"));
      // The code is the player's once: the next deposit with it is refused beside the field, nothing made.
      await visit(page, localized(prefix, "/cashier/deposit/payme"));
      await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("30000");
      const code = page.getByLabel(t(locale, "deposit.promoCode"), { exact: true });
      await code.fill("WELCOME100");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page.locator(".field", { has: code }).locator(".field__error")).toHaveText(t(locale, "promoCode.errors.ALREADY_USED"), NAV);
      await expect(code).toHaveValue("WELCOME100");
      expect(await transactionsOf(page.request, account.login)).toHaveLength(1);
    });

    test("the method list with its content, a preset fills the amount, the offer defaults to no bonus", async ({ page }) => {
      const account = await player(page, locale);
      await visit(page, localized(prefix, "/cashier/deposit"));
      const methods = page.getByTestId("deposit-method");
      await expect(methods).toHaveCount(5);
      await expect(methods.first().locator("img")).toHaveAttribute("width", "48");
      await methods.filter({ hasText: "Uzcard" }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/cashier/deposit/uzcard")}`), NAV);
      await page.getByTestId("deposit-preset").filter({ hasText: "100,000" }).click();
      await expect(page.getByLabel(t(locale, "deposit.amount"), { exact: true })).toHaveValue("100000");
      await expect(page.getByLabel(t(locale, "deposit.noOffer"))).toBeChecked();
      // Each offer radio has its own id (its label and the page's ids stay unique).
      const radioIds = await page.locator(".deposit__offers input[type=radio]").evaluateAll((inputs) => inputs.map((input) => input.id));
      expect(radioIds.length).toBeGreaterThan(1);
      expect(new Set(radioIds).size).toBe(radioIds.length);
      const allIds = await page.locator("[id]").evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(allIds.filter((value, index) => allIds.indexOf(value) !== index)).toEqual([]);
      await page.getByLabel(t(locale, "deposit.requisites.card")).fill("8600 1234 5678 9012");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/\d+$/, NAV);
      expect((await transactionsOf(page.request, account.login))[0]).toMatchObject({ method: "uzcard", amount: 100_000 });
    });
  });
}

function context(page: Page) {
  return page.context();
}

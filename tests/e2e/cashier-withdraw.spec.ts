import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { baseOrigin, type Locale, locales, localized, signIn, t, visit } from "./support";

/** A fresh player for the cashier: a confirmed contact (withdrawals need one), money and history to page through. */
async function cashierPlayer(request: APIRequestContext, options: { confirmed?: boolean; balance?: number; deposits?: number; bonuses?: number; cashbacks?: number; locale: Locale }) {
  const response = await request.post("/sandbox/players", {
    headers: { Origin: baseOrigin() },
    form: {
      locale: options.locale,
      confirmed: options.confirmed === false ? "0" : "1",
      balance: String(options.balance ?? 0),
      deposits: String(options.deposits ?? 0),
      bonuses: String(options.bonuses ?? 0),
      cashbacks: String(options.cashbacks ?? 0),
    },
  });
  expect(response.status()).toBe(201);
  const { login } = (await response.json()) as { login: string };
  const player = { login, password: "demo1234" };
  await signIn(request, player);
  // The first page after a sign-in reads its flash (and runs the after-login popups); this one is not under test.
  await request.get(options.locale === "ru" ? "/ru/providers" : "/providers");
  return player;
}

const money = (locale: Locale, digits: string) => `${digits} ${locale === "ru" ? "сум" : "so‘m"}`;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** The withdraw form of a method (its id names the method, so a form of the method shown before never matches). */
function withdrawForm(page: Page, method: string) {
  return page.locator(`form#withdraw-${method}`);
}

/** A platform round trip on the shared 2-core machine can take longer than the default 5 s. */
const slowServer = 15_000;

/** Console errors of the page (a hydration mismatch shows up here). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const { locale, prefix } of locales) {
  test.describe(`cashier withdraw and history (${locale})`, () => {
    test("withdraw: the form's errors first, then a pending withdrawal, balance down; cancel it, balance back", async ({ page }) => {
      // Many round trips; the machine running the suite is small.
      test.setTimeout(60_000);
      const errors = consoleErrors(page);
      await cashierPlayer(page.request, { balance: 100_000, locale });
      await visit(page, localized(prefix, "/cashier/withdraw"));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "pages.withdraw.title") })).toBeVisible();
      const available = page.getByTestId("withdraw-available");
      await expect(available).toHaveText(money(locale, "100,000"));

      await page.getByRole("link", { name: "Humo" }).click();
      await expect(page).toHaveURL(/method=humo/);
      const form = withdrawForm(page, "humo");
      await expect(form).toBeVisible();
      // The card hint says the rule the form applies: 13 to 19 digits.
      await expect(form.locator(".field__hint").filter({ hasText: fill(t(locale, "withdraw.cardHint"), { min: "13", max: "19" }) })).toHaveText(
        locale === "ru" ? "От 13 до 19 цифр, как на карте" : "Kartadagi 13 tadan 19 tagacha raqam",
      );
      await form.getByLabel(t(locale, "withdraw.amount")).fill("500");
      await form.getByLabel(t(locale, "withdraw.requisites.card")).fill("8600 12");
      await form.getByRole("button", { name: t(locale, "withdraw.submit") }).click();
      await expect(form.getByText(fill(t(locale, "validation.sumError"), { min: money(locale, "20,000"), max: money(locale, "20,000,000") }))).toBeVisible();
      await expect(form.getByText(t(locale, "validation.wrongField"))).toBeVisible();
      await expect(form.getByLabel(t(locale, "withdraw.amount"))).toHaveValue("500");

      await form.getByLabel(t(locale, "withdraw.amount")).fill("150000");
      await form.getByLabel(t(locale, "withdraw.requisites.card")).fill("8600 1234 5678 9012");
      await form.getByRole("button", { name: t(locale, "withdraw.submit") }).click();
      await expect(form.getByText(fill(t(locale, "withdraw.notEnough"), { available: money(locale, "100,000") }))).toBeVisible();

      await form.getByLabel(t(locale, "withdraw.amount")).fill("30000");
      await form.getByRole("button", { name: t(locale, "withdraw.submit") }).click();
      const pending = page.locator(".pending-withdrawals .history-item");
      await expect(pending).toHaveCount(1, { timeout: slowServer });
      await expect(pending.first()).toContainText(money(locale, "30,000"));
      const id = await pending.first().getAttribute("data-id");
      // The method by its proper name, not its sysname.
      await expect(pending.first().locator(".history-item__title")).toHaveText(`${t(locale, "history.kind.withdrawal")} #${id} · Humo`);
      await expect(page.getByRole("status").filter({ hasText: fill(t(locale, "withdraw.requested"), { id: id! }) })).toBeVisible();
      await expect(available).toHaveText(money(locale, "70,000"));
      await expect(page).toHaveURL(new RegExp(`${localized(prefix, "/cashier/withdraw")}\\?method=humo$`));

      await pending.first().getByRole("link", { name: t(locale, "withdraw.cancel") }).click();
      await expect(page.getByText(fill(t(locale, "withdraw.cancelConfirm"), { id: id!, amount: money(locale, "30,000") }))).toBeVisible();
      await page.getByRole("button", { name: t(locale, "withdraw.cancelYes") }).click();
      await expect(page.getByRole("status").filter({ hasText: fill(t(locale, "withdraw.cancelled"), { id: id! }) })).toBeVisible();
      await expect(page.getByText(t(locale, "withdraw.pendingEmpty"))).toBeVisible();
      await expect(available).toHaveText(money(locale, "100,000"));

      await visit(page, localized(prefix, "/cashier/history?tab=withdrawal"));
      const row = page.locator(`.history-panel .history-item[data-id="${id}"]`);
      await expect(row).toContainText(`-${money(locale, "30,000")}`);
      await expect(row.locator(".history-item__title")).toHaveText(`${t(locale, "history.kind.withdrawal")} #${id} · Humo`);
      await expect(row).toContainText(t(locale, "history.status.cancel"));
      // 400 answers of the refused submits are expected console noise of the browser; nothing else.
      expect(errors.filter((text) => !/status of 400/.test(text))).toEqual([]);
    });

    test("with JavaScript, a second click after an accepted withdrawal makes no second one: the form is fresh and empty", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the remount is JavaScript's; without it the accepted post reloads a fresh form, and repeated posts of one form are covered in cashier-money-keys.test.ts");
      const player = await cashierPlayer(page.request, { balance: 100_000, locale });
      await visit(page, localized(prefix, "/cashier/withdraw?method=humo"));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const form = withdrawForm(page, "humo");
      const amount = form.getByLabel(t(locale, "withdraw.amount"));
      const card = form.getByLabel(t(locale, "withdraw.requisites.card"));
      const submit = form.getByRole("button", { name: t(locale, "withdraw.submit") });
      const keyBefore = await form.locator("input[name=idempotencyKey]").inputValue();
      await amount.fill("30000");
      await card.fill("8600 1234 5678 9012");
      await submit.click();
      const pending = page.locator(".pending-withdrawals .history-item");
      await expect(pending).toHaveCount(1, { timeout: slowServer });
      await expect(page.getByTestId("withdraw-available")).toHaveText(money(locale, "70,000"));
      // A new, empty form with a new key.
      await expect(amount).toHaveValue("");
      await expect(card).toHaveValue("");
      await expect(form.locator("input[name=idempotencyKey]")).not.toHaveValue(keyBefore);
      // The second click sends nothing the platform could take: the form asks for the amount again.
      await submit.click();
      await expect(form.locator(".field__error").first()).toHaveText(t(locale, "validation.requiredField"));
      const stored = await page.request.get(`/sandbox/transactions.json?login=${encodeURIComponent(player.login)}`);
      const rows = ((await stored.json()) as Array<{ type: string; amount: number }>).filter((row) => row.type === "withdrawal");
      expect(rows.map((row) => row.amount)).toEqual([30_000]);
      await expect(pending).toHaveCount(1);
      await expect(page.getByTestId("withdraw-available")).toHaveText(money(locale, "70,000"));
    });

    test("an unconfirmed contact: the platform's refusal beside the form, with its button, what was typed kept", async ({ page }) => {
      await cashierPlayer(page.request, { confirmed: false, balance: 50_000, locale });
      await visit(page, localized(prefix, "/cashier/withdraw?method=click"));
      const form = withdrawForm(page, "click");
      await form.getByLabel(t(locale, "withdraw.amount")).fill("25000");
      await form.getByRole("button", { name: t(locale, "withdraw.submit") }).click();
      await expect(form.getByRole("alert").filter({ hasText: t(locale, "cashierErrors.UserNeedConfirmContact") })).toBeVisible({ timeout: slowServer });
      const button = form.getByRole("link", { name: t(locale, "cashierErrors.next.confirmContact") });
      await expect(button).toHaveAttribute("href", `${localized(prefix, "/confirmation")}?from=${encodeURIComponent(`${localized(prefix, "/cashier/withdraw")}?method=click&amount=25000`)}`);
      await expect(form.getByLabel(t(locale, "withdraw.amount"))).toHaveValue("25000");
      await expect(page.getByTestId("withdraw-available")).toHaveText(money(locale, "50,000"));
      await expect(page.getByText(t(locale, "withdraw.pendingEmpty"))).toBeVisible();
    });

    test("history: every tab pages 4 at a time, with links that work without JavaScript", async ({ page }) => {
      test.setTimeout(60_000);
      const errors = consoleErrors(page);
      // 5 deposits, 1 + 5 casino bonuses and the welcome betting bonus (the bonuses tab lists both kinds), 1 + 4
      // cashbacks, and 5 withdrawals made below.
      await cashierPlayer(page.request, { balance: 500_000, deposits: 5, bonuses: 5, cashbacks: 4, locale });
      for (let i = 1; i <= 5; i++) {
        const made = await page.request.post(localized(prefix, "/cashier/withdraw?method=click"), {
          headers: { Origin: baseOrigin() },
          form: { intent: "withdraw", idempotencyKey: randomUUID(), method: "click", amount: String(20_000 + i * 1_000) },
          maxRedirects: 0,
        });
        expect(made.status()).toBe(303);
      }
      await visit(page, localized(prefix, "/cashier/history"));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "pages.history.title") })).toBeVisible();
      const recent = page.locator(".recent-transactions .history-item");
      await expect(recent).toHaveCount(4);

      const panel = page.locator(".history-panel");
      const tabs = page.getByRole("navigation", { name: t(locale, "history.tabsLabel") });
      const cases = [
        { tab: "deposit", first: ["5", "4", "3", "2"].map((n) => money(locale, `${n}0,000`)), rest: 1 },
        { tab: "withdrawal", first: ["25", "24", "23", "22"].map((n) => `-${money(locale, `${n},000`)}`), rest: 1 },
        { tab: "bonuses", first: null, rest: 3 },
        { tab: "cashbacks", first: null, rest: 1 },
      ] as const;
      for (const { tab, first, rest } of cases) {
        if (tab !== "deposit") await tabs.getByRole("link", { name: t(locale, `history.tabs.${tab}`) }).click();
        // The default tab is deposit.
        if (tab !== "deposit") await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
        await expect(tabs.getByRole("link", { name: t(locale, `history.tabs.${tab}`) })).toHaveAttribute("aria-current", "page");
        await expect(panel.getByRole("heading", { name: t(locale, `history.tabs.${tab}`) })).toBeVisible();
        const items = panel.locator(".history-item");
        await expect(items).toHaveCount(4);
        if (first) expect(await items.locator(".history-item__amount").allInnerTexts()).toEqual(first);
        await expect(panel.getByText(fill(t(locale, "history.pageOf"), { page: "1", pages: "2" }))).toBeVisible();
        await panel.getByRole("link", { name: t(locale, "history.next") }).click();
        await expect(page).toHaveURL(new RegExp(`tab=${tab}&page=2`));
        await expect(items).toHaveCount(rest);
        await expect(panel.getByText(fill(t(locale, "history.pageOf"), { page: "2", pages: "2" }))).toBeVisible();
        await expect(panel.getByRole("link", { name: t(locale, "history.next") })).toHaveCount(0);
        await panel.getByRole("link", { name: t(locale, "history.previous") }).click();
        await expect(page).not.toHaveURL(/page=2/);
        await expect(items).toHaveCount(4);
      }
      expect(errors).toEqual([]);
    });

    test("switching a tab clears it and shows it loading, then its lines", async ({ page, context, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the pending state of a client-side tab switch needs JavaScript");
      await cashierPlayer(page.request, { balance: 0, deposits: 2, locale });
      await visit(page, localized(prefix, "/cashier/history?tab=deposit"));
      const panel = page.locator(".history-panel");
      await expect(panel.locator(".history-item")).toHaveCount(2);
      await context.addCookies([{ name: "sandbox_scenario", value: "slow:700", url: baseOrigin() }]);
      await page.getByRole("navigation", { name: t(locale, "history.tabsLabel") }).getByRole("link", { name: t(locale, "history.tabs.withdrawal") }).click();
      await expect(panel.getByRole("status")).toHaveText(t(locale, "history.loading"));
      await expect(panel.locator(".history-item")).toHaveCount(0);
      await expect(panel.getByText(t(locale, "history.empty.withdrawal"))).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/tab=withdrawal/);
    });
  });
}

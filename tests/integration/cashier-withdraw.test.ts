import { describe, expect, it } from "vitest";
import type { WithdrawActionData } from "~/features/cashier/withdraw.server";
import { loader as historyLoader } from "~/routes/cashier.history";
import { action, loader } from "~/routes/cashier.withdraw";
import { getDb, ledgerMismatches, toMinor } from "../../mocks/db/store";
import { settleWithdrawal } from "../../mocks/handlers/cashier";
import { formPost, mainBalance, routeArgs, sandboxPlayer, settle, withCookies, withdrawals } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

const site = sandboxSite();
recordingPlatform({ site });

const card = { intent: "withdraw", method: "uzcard", amount: "50000", "requisites.card": "8600 1234 5678 9012" };

async function formKey(cookie: string) {
  const page = await settle(() => loader(routeArgs("/cashier/withdraw?method=uzcard", { headers: { cookie } })));
  expect(page.status).toBe(200);
  const key = (page.body as { moneyKey: string }).moneyKey;
  return { key, cookie: withCookies(cookie, page.headers) };
}

describe("withdraw: the form, the platform's one withdrawal, cancel", () => {
  it("refuses a bad amount and card with 400, keeping what was typed, and withdraws nothing", async () => {
    const player = sandboxPlayer({ balance: 100_000 });
    const answer = await settle(() => action(formPost("/ru/cashier/withdraw?method=uzcard", player.cookie, { ...card, amount: "0500", "requisites.card": "12ab" })));
    expect(answer.status).toBe(400);
    const body = answer.body as Extract<WithdrawActionData, { intent: "withdraw" }>;
    expect(body.result.error?.amount).toEqual(["wrongField"]);
    expect(body.result.error?.["requisites.card"]).toEqual(["wrongField"]);
    expect(body.result.initialValue).toMatchObject({ amount: "0500", requisites: { card: "12ab" } });
    expect(withdrawals(player.uid)).toEqual([]);
  });

  it("refuses more than the main balance and outside the method's bounds, with the formatted bounds", async () => {
    const player = sandboxPlayer({ balance: 30_000 });
    const over = await settle(() => action(formPost("/cashier/withdraw?method=uzcard", player.cookie, { ...card, amount: "40000" })));
    expect(over.status).toBe(400);
    expect((over.body as { result: { error: Record<string, string[]> } }).result.error.amount?.[0]).toMatch(/^withdraw\.notEnough\|.*30,000 so‘m/);
    const under = await settle(() => action(formPost("/cashier/withdraw?method=uzcard", player.cookie, { ...card, amount: "100" })));
    expect((under.body as { result: { error: Record<string, string[]> } }).result.error.amount?.[0]).toMatch(/^sumError\|.*20,000.*20,000,000/);
  });

  it("makes one withdrawal for a double submit of the same form, debits once, then cancels it and credits back", async () => {
    const player = sandboxPlayer({ balance: 100_000 });
    const { key, cookie } = await formKey(player.cookie);
    const fields = { ...card, idempotencyKey: key };
    const [first, second] = await Promise.all([
      settle(() => action(formPost("/cashier/withdraw?method=uzcard", cookie, fields))),
      settle(() => action(formPost("/cashier/withdraw?method=uzcard", cookie, fields))),
    ]);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(first.location).toBe("/cashier/withdraw?method=uzcard");
    // Back, then the same POST again: still the same withdrawal.
    const again = await settle(() => action(formPost("/cashier/withdraw?method=uzcard", withCookies(cookie, first.headers), fields)));
    expect(again.status).toBe(303);
    const made = withdrawals(player.uid);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "pending", amount: toMinor(50_000), idempotency_key: key });
    expect(mainBalance(player.uid)).toBe(toMinor(50_000));

    // The next form is a new withdrawal: another key.
    const next = await formKey(withCookies(cookie, first.headers));
    expect(next.key).not.toBe(key);

    const page = await settle(() => loader(routeArgs(`/cashier/withdraw?cancel=${made[0]!.id}`, { headers: { cookie: player.cookie } })));
    expect(page.body).toMatchObject({ cancelId: String(made[0]!.id), pending: [{ id: String(made[0]!.id), amount: "50,000 so‘m" }] });

    const cancel = await settle(() => action(formPost("/cashier/withdraw", player.cookie, { intent: "cancel", id: String(made[0]!.id) })));
    expect(cancel.status).toBe(303);
    expect(withdrawals(player.uid)[0]?.status).toBe("cancel");
    expect(mainBalance(player.uid)).toBe(toMinor(100_000));
    // Cancelling twice does not credit twice: the second is refused with a message.
    const twice = await settle(() => action(formPost("/cashier/withdraw", player.cookie, { intent: "cancel", id: String(made[0]!.id) })));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ intent: "cancel", messageKey: "withdraw.cancelTooLate" });
    expect(mainBalance(player.uid)).toBe(toMinor(100_000));
    expect(ledgerMismatches(getDb(), player.uid)).toEqual([]);
  });
});

describe("the sandbox operator: approve or decline a pending withdrawal, exactly once", () => {
  async function pendingWithdrawal(amount: string) {
    const player = sandboxPlayer({ balance: 200_000 });
    const { key, cookie } = await formKey(player.cookie);
    const made = await settle(() => action(formPost("/cashier/withdraw?method=uzcard", cookie, { ...card, amount, idempotencyKey: key })));
    expect(made.status).toBe(303);
    return { player, tx: withdrawals(player.uid)[0]! };
  }

  it("approve → success, the money stays out; a later decline or cancel changes nothing", async () => {
    const { player, tx } = await pendingWithdrawal("70000");
    const response = await fetch(`${site.url}/sandbox/withdrawals/${tx.id}/approve`, { method: "POST", headers: { accept: "application/json" } });
    expect(await response.json()).toMatchObject({ id: tx.id, status: "success" });
    expect(settleWithdrawal(getDb(), tx.id, "fail").status).toBe("success");
    const cancel = await settle(() => action(formPost("/cashier/withdraw", player.cookie, { intent: "cancel", id: String(tx.id) })));
    expect(cancel.status).toBe(409);
    expect(mainBalance(player.uid)).toBe(toMinor(130_000));
    expect(ledgerMismatches(getDb(), player.uid)).toEqual([]);
  });

  it("decline → fail and the money credited back once, even when declined twice; the panel form comes back to the panel", async () => {
    const { player, tx } = await pendingWithdrawal("80000");
    expect(mainBalance(player.uid)).toBe(toMinor(120_000));
    const panel = await fetch(`${site.url}/sandbox/withdrawals/${tx.id}/decline`, { method: "POST", redirect: "manual" });
    expect(panel.status).toBe(303);
    expect(panel.headers.get("location")).toBe("/sandbox");
    const twice = await fetch(`${site.url}/sandbox/withdrawals/${tx.id}/decline`, { method: "POST", headers: { accept: "application/json" } });
    expect(await twice.json()).toMatchObject({ status: "fail" });
    expect(mainBalance(player.uid)).toBe(toMinor(200_000));
    const credits = getDb().prepare("SELECT COUNT(*) AS n FROM ledger WHERE uid = ? AND reason = 'withdrawal.decline'").get(player.uid) as { n: number };
    expect(credits.n).toBe(1);
    expect(ledgerMismatches(getDb(), player.uid)).toEqual([]);
    expect((await fetch(`${site.url}/sandbox/withdrawals/999999/approve`, { method: "POST" })).status).toBe(404);
  });

  it("lists pending withdrawals on the QA panel with approve and decline forms", async () => {
    const { tx } = await pendingWithdrawal("25000");
    const html = await (await fetch(`${site.url}/sandbox`)).text();
    expect(html).toContain(`action="/sandbox/withdrawals/${tx.id}/approve"`);
    expect(html).toContain(`action="/sandbox/withdrawals/${tx.id}/decline"`);
  });
});

describe("history: 4 per page per tab, recent transactions merged", () => {
  it("pages withdrawals 4 at a time, newest first, and merges recent cashier and bonus lines", async () => {
    const player = sandboxPlayer({ balance: 500_000 });
    for (let i = 1; i <= 5; i++) {
      const { key, cookie } = await formKey(player.cookie);
      const made = await settle(() => action(formPost("/cashier/withdraw?method=uzcard", cookie, { ...card, amount: String(20_000 + i * 1000), idempotencyKey: key })));
      expect(made.status).toBe(303);
    }
    const first = await settle(() => historyLoader(routeArgs("/ru/cashier/history?tab=withdrawal", { headers: { cookie: player.cookie } })));
    const body = first.body as { rows: Array<{ amount: string; status: string; title: string }>; pages: number; total: number; recent: Array<{ kind: string; title: string }> };
    // Lines name the method by its proper name, never its sysname.
    expect(new Set([...body.rows, ...body.recent.filter((row) => row.kind === "withdrawal")].map((row) => row.title))).toEqual(new Set(["Uzcard"]));
    expect(body.total).toBe(5);
    expect(body.pages).toBe(2);
    expect(body.rows.map((row) => row.amount)).toEqual(["-25,000 сум", "-24,000 сум", "-23,000 сум", "-22,000 сум"]);
    const second = await settle(() => historyLoader(routeArgs("/ru/cashier/history?tab=withdrawal&page=2", { headers: { cookie: player.cookie } })));
    expect((second.body as { rows: Array<{ amount: string }> }).rows.map((row) => row.amount)).toEqual(["-21,000 сум"]);
    expect(body.recent).toHaveLength(4);
    const past = await settle(() => historyLoader(routeArgs("/cashier/history?tab=withdrawal&page=9", { headers: { cookie: player.cookie } })));
    expect(past).toMatchObject({ status: 302, location: "/cashier/history?tab=withdrawal&page=2" });
    const bonuses = await settle(() => historyLoader(routeArgs("/cashier/history?tab=bonuses", { headers: { cookie: player.cookie } })));
    // Casino and betting bonuses together (decision 029): a new player's welcome bonus and first-bet bonus.
    expect((bonuses.body as { rows: Array<{ kind: string }> }).rows).toEqual([expect.objectContaining({ kind: "bonus" }), expect.objectContaining({ kind: "bonus" })]);
    const cashbacks = await settle(() => historyLoader(routeArgs("/cashier/history?tab=cashbacks", { headers: { cookie: player.cookie } })));
    expect((cashbacks.body as { rows: Array<{ kind: string; status: string }> }).rows).toEqual([expect.objectContaining({ kind: "cashback", status: "active" })]);
  });
});

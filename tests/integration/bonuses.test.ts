import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { action as bonusesAction, loader as bonusesLoader } from "~/routes/profile.bonuses";
import { action as cashbackAction, loader as cashbackLoader } from "~/routes/profile.cashback";
import { loader as historyLoader } from "~/routes/cashier.history";
import { getDb, toMinor } from "../../mocks/db/store";
import { createHandlers } from "../../mocks/handlers";
import { CookieJar, apiFor } from "./journey";
import { formPost, routeArgs, sandboxPlayer, settle } from "./cashier-support";

/**
 * Issue 16 items 6–10 (docs/decisions/029): the bonuses and cashback pages against the sandbox platform; every
 * money-like action (activate, deactivate, remove, payout) posted twice — one after the other and at once — makes
 * one change in the platform's records.
 */
const msw = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
beforeAll(() => msw.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => msw.close());

type BonusPage = {
  bonuses: Array<{ id: string; kind: string; title: string | null; status: string; amount: string | null; progress: { done: string; required: string; percent: number } | null; actions: string[] }>;
  freespins: Array<{ game: string; remaining: number }>;
  isolation: boolean;
  isolationBlocks: boolean;
  confirm: { intent: string; bonus: { id: string } } | null;
};
type CashbackPage = { cashbacks: Array<{ id: string; status: string; amount: string | null; actions: string[] }>; confirm: { intent: string } | null; status: string; sort: string };

async function bonusPage(cookie: string, query = "", locale = "") {
  const page = await settle(() => bonusesLoader(routeArgs(`${locale}/profile/bonuses${query}`, { headers: { cookie } })));
  expect(page.status).toBe(200);
  return page.body as BonusPage;
}

async function cashbackPage(cookie: string, query = "") {
  const page = await settle(() => cashbackLoader(routeArgs(`/profile/cashback${query}`, { headers: { cookie } })));
  expect(page.status).toBe(200);
  return page.body as CashbackPage;
}

const ledger = (uid: number, reason: string) => getDb().prepare("SELECT wallet, delta, ref FROM ledger WHERE uid = ? AND reason = ? ORDER BY id").all(uid, reason) as Array<{ wallet: string; delta: number; ref: string }>;
const balances = (uid: number) => getDb().prepare("SELECT balance_main AS main, balance_bonus AS bonus, balance_betting_bonus AS betting FROM players WHERE uid = ?").get(uid) as { main: number; bonus: number; betting: number };
const bonusRow = (id: string) => getDb().prepare("SELECT status, wagered FROM bonuses WHERE id = ?").get(Number(id)) as { status: string; wagered: number };

function post(path: string, cookie: string, fields: Record<string, string>) {
  return settle(() => (path.includes("cashback") ? cashbackAction : bonusesAction)(formPost(path, cookie, fields)));
}

describe("/profile/bonuses", () => {
  it("lists casino and betting bonuses with their wagering, the free spins, and a guest is sent home", async () => {
    const { cookie } = sandboxPlayer();
    const page = await bonusPage(cookie);
    const casino = page.bonuses.find((bonus) => bonus.kind === "casino")!;
    const betting = page.bonuses.find((bonus) => bonus.kind === "betting")!;
    expect(casino).toMatchObject({ title: "Xush kelibsiz bonusi", status: "available", amount: "50,000 so‘m", actions: ["activate", "remove"] });
    expect(casino.progress).toEqual({ done: "0 so‘m", required: "1,500,000 so‘m", percent: 0 });
    expect(betting).toMatchObject({ title: "Birinchi tikish uchun bonus", status: "available", actions: ["activate", "remove"] });
    expect(page.freespins).toEqual([expect.objectContaining({ remaining: 10 })]);
    expect(page.isolation).toBe(false);
    expect(page.confirm).toBeNull();

    const ru = await bonusPage(cookie, "", "/ru");
    expect(ru.bonuses.map((bonus) => bonus.title)).toEqual(["Приветственный бонус", "Бонус на первую ставку"]);
    const guest = await settle(() => bonusesLoader(routeArgs("/profile/bonuses")));
    expect(guest.status).toBe(302);
    expect(guest.location).toBe("/?redirectUrl=%2Fprofile%2Fbonuses");
  });

  it("filters by status (bonuses.get status) and opens the confirm step only for an action the bonus allows", async () => {
    const { cookie } = sandboxPlayer();
    const { bonuses } = await bonusPage(cookie);
    const casino = bonuses.find((bonus) => bonus.kind === "casino")!;
    expect((await bonusPage(cookie, "?status=active")).bonuses).toEqual([]);
    expect((await bonusPage(cookie, "?status=available")).bonuses).toHaveLength(2);
    expect((await bonusPage(cookie, `?confirm=activate&kind=casino&id=${casino.id}`)).confirm).toMatchObject({ intent: "activate", bonus: { id: casino.id } });
    expect((await bonusPage(cookie, `?confirm=deactivate&kind=casino&id=${casino.id}`)).confirm).toBeNull();
    expect((await bonusPage(cookie, `?confirm=activate&kind=betting&id=${casino.id}`)).confirm).toBeNull();
    expect((await bonusPage(cookie, "?confirm=activate&kind=casino&id=999999")).confirm).toBeNull();
  });

  it("activates once under a double submit and concurrent posts, shows the progress, deactivates and removes once", async () => {
    const { cookie, uid } = sandboxPlayer();
    const casino = (await bonusPage(cookie)).bonuses.find((bonus) => bonus.kind === "casino")!;
    const fields = { intent: "activate", kind: "casino", bonus_id: casino.id, status: "all" };
    const answers = [await post("/profile/bonuses", cookie, fields), ...(await Promise.all(Array.from({ length: 5 }, () => post("/profile/bonuses", cookie, fields))))];
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/profile/bonuses");
    }
    expect(ledger(uid, "bonus.activate")).toEqual([{ wallet: "bonus", delta: toMinor(50_000), ref: casino.id }]);
    expect(balances(uid).bonus).toBe(toMinor(50_000));

    // A stake made while it is active counts towards its wagering.
    getDb().prepare("UPDATE bonuses SET wagered = ? WHERE id = ?").run(toMinor(375_000), Number(casino.id));
    const active = (await bonusPage(cookie, "?status=active")).bonuses;
    expect(active).toEqual([expect.objectContaining({ id: casino.id, status: "active", actions: ["deactivate", "remove"], progress: { done: "375,000 so‘m", required: "1,500,000 so‘m", percent: 25 } })]);

    const off = { intent: "deactivate", kind: "casino", bonus_id: casino.id, status: "active" };
    for (const answer of [await post("/profile/bonuses", cookie, off), await post("/profile/bonuses", cookie, off)]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/profile/bonuses?status=active");
    }
    expect(ledger(uid, "bonus.deactivate")).toHaveLength(1);
    expect(balances(uid).bonus).toBe(0);

    const remove = { intent: "remove", kind: "casino", bonus_id: casino.id, status: "all" };
    const removals = await Promise.all([post("/profile/bonuses", cookie, remove), post("/profile/bonuses", cookie, remove), post("/profile/bonuses", cookie, remove)]);
    expect(removals.map((answer) => answer.status)).toEqual([302, 302, 302]);
    expect(bonusRow(casino.id).status).toBe("removed");
    expect((await bonusPage(cookie)).bonuses.map((bonus) => bonus.kind)).toEqual(["betting"]);
    // Removing the removed bonus again moves nothing.
    expect(ledger(uid, "bonus.remove")).toEqual([]);
    expect(balances(uid).bonus).toBe(0);
  });

  it("activates and removes a betting bonus once; a betting bonus has no deactivate; a forged post is a translated 400", async () => {
    const { cookie, uid } = sandboxPlayer();
    const betting = (await bonusPage(cookie)).bonuses.find((bonus) => bonus.kind === "betting")!;
    await Promise.all([1, 2].map(() => post("/profile/bonuses", cookie, { intent: "activate", kind: "betting", bonus_id: betting.id })));
    expect(ledger(uid, "bonus.activate")).toEqual([{ wallet: "betting_bonus", delta: toMinor(20_000), ref: betting.id }]);
    const refused = await post("/profile/bonuses", cookie, { intent: "deactivate", kind: "betting", bonus_id: betting.id });
    expect(refused).toMatchObject({ status: 400, body: { error: "bonuses.errors.invalid" } });
    expect((await post("/profile/bonuses", cookie, { intent: "steal", kind: "casino", bonus_id: "1" })).status).toBe(400);
    await Promise.all([1, 2].map(() => post("/profile/bonuses", cookie, { intent: "remove", kind: "betting", bonus_id: betting.id })));
    expect(ledger(uid, "bonus.remove")).toEqual([{ wallet: "betting_bonus", delta: -toMinor(20_000), ref: betting.id }]);
    expect(balances(uid).betting).toBe(0);
  });

  it("under bonus isolation explains the rule and refuses a second active bonus with its message", async () => {
    const { cookie: session } = sandboxPlayer();
    const cookie = `${session}; sandbox_scenario=isolation`;
    const page = await bonusPage(cookie);
    expect(page.isolation).toBe(true);
    expect(page.isolationBlocks).toBe(false);
    const [casino, betting] = [page.bonuses.find((b) => b.kind === "casino")!, page.bonuses.find((b) => b.kind === "betting")!];
    expect((await post("/profile/bonuses", cookie, { intent: "activate", kind: "casino", bonus_id: casino.id })).status).toBe(302);
    expect((await bonusPage(cookie)).isolationBlocks).toBe(true);
    expect(await post("/profile/bonuses", cookie, { intent: "activate", kind: "betting", bonus_id: betting.id })).toMatchObject({ status: 409, body: { error: "bonuses.errors.isolation" } });
    expect(bonusRow(betting.id).status).toBe("available");
  });

  it("a promo code given at sign-up gives the new player its offer's bonus (decision 029)", async () => {
    const jar = new CookieJar();
    const api = apiFor(SANDBOX_PLATFORM_URL, jar, "ru");
    await api.auth.register({ login: `promo${Date.now()}@omad.test`, password: "secret12", currency: "UZS", terms: 1, promo_code: "betboost" });
    const page = await bonusPage(jar.header()!, "", "/ru");
    expect(page.bonuses.filter((bonus) => bonus.kind === "betting").map((bonus) => [bonus.title, bonus.amount])).toEqual([
      ["Бонус 50,000 сум на ставки", "50,000 сум"],
      ["Бонус на первую ставку", "20,000 сум"],
    ]);
  });
});

describe("/profile/cashback", () => {
  it("lists with statuses and sort, pays out exactly once under concurrent posts, removes once", async () => {
    const { cookie, uid } = sandboxPlayer();
    const now = Date.now();
    getDb().prepare("INSERT INTO cashbacks (uid, status, amount, end_date, receiving_expired_at, paid_out_at, created_at) VALUES (?, 'paid_out', ?, ?, NULL, ?, ?)").run(uid, toMinor(40_000), now - 86_400_000, now - 3_600_000, now - 2 * 86_400_000);
    const all = await cashbackPage(cookie);
    expect(all.cashbacks.map((item) => [item.status, item.amount])).toEqual([
      ["active", "15,000 so‘m"],
      ["paid_out", "40,000 so‘m"],
    ]);
    expect((await cashbackPage(cookie, "?sort=-amount")).cashbacks.map((item) => item.amount)).toEqual(["40,000 so‘m", "15,000 so‘m"]);
    expect((await cashbackPage(cookie, "?status=paid_out")).cashbacks.map((item) => item.actions)).toEqual([["remove"]]);
    const active = all.cashbacks[0]!;
    expect((await cashbackPage(cookie, `?confirm=payout&id=${active.id}`)).confirm).toMatchObject({ intent: "payout" });

    const before = balances(uid).main;
    const fields = { intent: "payout", cashback_id: active.id, status: "all", sort: "-amount" };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post("/profile/cashback", cookie, fields)));
    answers.push(await post("/profile/cashback", cookie, fields));
    for (const answer of answers) expect(answer).toMatchObject({ status: 302, location: "/profile/cashback?sort=-amount" });
    expect(ledger(uid, "cashback")).toEqual([{ wallet: "main", delta: toMinor(15_000), ref: active.id }]);
    expect(balances(uid).main - before).toBe(toMinor(15_000));
    expect((await cashbackPage(cookie, "?status=active")).cashbacks).toEqual([]);

    const remove = { intent: "remove", cashback_id: active.id };
    expect((await Promise.all([post("/profile/cashback", cookie, remove), post("/profile/cashback", cookie, remove)])).map((answer) => answer.status)).toEqual([302, 302]);
    expect((await cashbackPage(cookie)).cashbacks).toHaveLength(1);
    expect(balances(uid).main - before).toBe(toMinor(15_000));
    expect((await post("/profile/cashback", cookie, { intent: "payout", cashback_id: "x y" })).status).toBe(400);
  });

  it("refuses a cashback whose time to receive is over with its message", async () => {
    const { cookie, uid } = sandboxPlayer();
    getDb().prepare("UPDATE cashbacks SET receiving_expired_at = ? WHERE uid = ?").run(Date.now() - 1000, uid);
    const [item] = (await cashbackPage(cookie)).cashbacks;
    expect(await post("/profile/cashback", cookie, { intent: "payout", cashback_id: item!.id })).toMatchObject({ status: 409, body: { error: "cashback.errors.expired" } });
    expect(ledger(uid, "cashback")).toEqual([]);
  });
});

describe("/cashier/history?tab=bonuses", () => {
  it("holds casino and betting bonuses, newest first, 4 a page", async () => {
    const { cookie, uid } = sandboxPlayer();
    const now = Date.now();
    for (let i = 1; i <= 3; i++) {
      getDb()
        .prepare("INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, 'betting', 'available', ?, 5, ?, ?, ?)")
        .run(uid, toMinor(1000 * i), JSON.stringify({ uz: `Tikish ${i}`, ru: `Ставка ${i}` }), now + 86_400_000, now + i * 1000);
    }
    const first = await settle(() => historyLoader(routeArgs("/cashier/history?tab=bonuses", { headers: { cookie } })));
    const body = first.body as { total: number; pages: number; rows: Array<{ title: string }> };
    expect(body.total).toBe(5);
    expect(body.pages).toBe(2);
    expect(body.rows.map((row) => row.title)).toEqual(["Tikish 3", "Tikish 2", "Tikish 1", "Xush kelibsiz bonusi"]);
    const second = await settle(() => historyLoader(routeArgs("/cashier/history?tab=bonuses&page=2", { headers: { cookie } })));
    expect((second.body as { rows: Array<{ title: string }> }).rows.map((row) => row.title)).toEqual(["Birinchi tikish uchun bonus"]);
  });
});

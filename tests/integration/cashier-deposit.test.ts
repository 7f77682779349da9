import type { AppLoadContext } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { createLoadContext } from "~/load-context";
import { action as depositAction, loader as depositLoader } from "~/routes/cashier.deposit.$sysname";
import { loader as paySuccessLoader } from "~/routes/cashier.paysuccess";
import { loader as payPendingLoader } from "~/routes/cashier.paypending";
import { getDb } from "../../mocks/db/store";
import { createHandlers } from "../../mocks/handlers";
import { settleDeposit } from "../../mocks/handlers/cashier";
import { CookieJar, apiFor } from "./journey";
import ruMessages from "~/i18n/locales/ru/common.json";
import uzMessages from "~/i18n/locales/uz/common.json";

const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));

beforeAll(() => {
  vi.stubEnv("SANDBOX", "1");
  platform.listen({ onUnhandledRequest: "error" });
});
afterAll(() => {
  platform.close();
  vi.unstubAllEnvs();
});

interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body?: { result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; problem?: { type: string; messageKey: string } | null; moneyKey?: string; moneyKeyValue?: string } & Record<string, unknown>;
}

async function answer(run: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), headers: result.headers };
  const single = result as { type?: string; init?: { status?: number; headers?: HeadersInit }; data?: Answer["body"] };
  if (single?.type === "DataWithResponseInit") {
    return { status: single.init?.status ?? 200, location: null, headers: new Headers(single.init?.headers), body: single.data };
  }
  throw new Error(`unexpected answer ${JSON.stringify(result)}`);
}

/** A signed-in player of one's own, with a browser-like cookie jar shared by the site and the platform. */
async function newPlayer() {
  const jar = new CookieJar();
  const api = apiFor(SANDBOX_PLATFORM_URL, jar);
  const login = `deposit${Date.now()}${Math.floor(Math.random() * 1e6)}@omad.test`;
  await api.auth.register({ login, password: "secret12", currency: "UZS", terms: 1 });
  const uid = (await api.account.getInfo()).uid;
  return { jar, api, uid, login };
}

function keep(jar: CookieJar, headers: Headers) {
  for (const cookie of headers.getSetCookie()) jar.store(cookie);
}

function request(jar: CookieJar, url: string, init: RequestInit = {}, extraCookie?: string) {
  const cookie = [jar.header(), extraCookie].filter(Boolean).join("; ");
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  return new Request(new URL(url, "http://localhost"), { ...init, headers });
}

function args(jar: CookieJar, url: string, params: Record<string, string>, init?: RequestInit, extraCookie?: string) {
  return { request: request(jar, url, init, extraCookie), params, context: createLoadContext("test-nonce") as unknown as AppLoadContext };
}

async function openForm(jar: CookieJar, sysname = "payme", query = "") {
  const loaded = await answer(() => depositLoader(args(jar, `/cashier/deposit/${sysname}${query}`, { sysname })));
  expect(loaded.status).toBe(200);
  keep(jar, loaded.headers);
  return loaded.body as unknown as { moneyKey: string; offers: Array<{ id: number }>; presets: number[]; initial: Record<string, string> };
}

/** Posts the form as a browser would, keeping the cookies the answer sets. */
async function submit(jar: CookieJar, fields: Record<string, string>, sysname = "payme", extraCookie?: string, path = `/cashier/deposit/${sysname}`) {
  const sent = await answer(() =>
    depositAction(
      args(jar, path, { sysname }, { method: "POST", body: new URLSearchParams(fields), headers: { origin: "http://localhost" } }, extraCookie),
    ),
  );
  keep(jar, sent.headers);
  return sent;
}

function transactionsOf(uid: number) {
  return getDb().prepare("SELECT * FROM transactions WHERE uid = ? AND type = 'deposit' ORDER BY id").all(uid) as Array<{
    id: number;
    method: string;
    amount: number;
    status: string;
    idempotency_key: string;
    campaign_offer_id: number;
    return_url: string;
    locale: string;
  }>;
}

function lookup(messages: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe("the deposit action", () => {
  it("sends the platform the amount, method, offer and the form's idempotency key, then the provider's page", async () => {
    const { jar, uid } = await newPlayer();
    const form = await openForm(jar, "payme", "?back=%2Fgamehall%3Fcategory%3D2");
    expect(form.offers.map((offer) => offer.id)).toEqual([101]);
    expect(form.presets).toEqual([20_000, 50_000, 100_000, 200_000, 500_000]);
    const sent = await submit(jar, { idempotencyKey: form.moneyKey, amount: "50000", campaign_offer_id: "101", back: "/gamehall?category=2" });
    expect(sent.status).toBe(302);
    // A document redirect: the provider's page is not a route of the app.
    expect(sent.headers.get("x-remix-reload-document")).toBe("true");
    const [tx, ...more] = transactionsOf(uid);
    expect(more).toHaveLength(0);
    expect(sent.location).toBe(`/sandbox/pay/${tx!.id}`);
    expect(tx).toMatchObject({ method: "payme", amount: 50_000 * 100, status: "pending", idempotency_key: form.moneyKey, campaign_offer_id: 101, locale: "uz" });
    expect(tx!.return_url).toBe("http://localhost");
    // The page to go back to after success travels in a short HttpOnly cookie (works without JavaScript).
    expect(sent.headers.getSetCookie().find((cookie) => cookie.startsWith("pay_back="))).toMatch(/HttpOnly/i);
  });

  it("a double submit, the same form from two tabs, and a resubmit after Back make one transaction", async () => {
    const { jar, uid } = await newPlayer();
    const tabA = await openForm(jar);
    const tabB = await openForm(jar);
    expect(tabB.moneyKey).toBe(tabA.moneyKey);
    const fields = { idempotencyKey: tabA.moneyKey, amount: "70000", campaign_offer_id: "-1" };
    const [first, second] = await Promise.all([submit(jar, fields), submit(jar, { ...fields, idempotencyKey: tabB.moneyKey })]);
    const again = await submit(jar, fields);
    expect(transactionsOf(uid)).toHaveLength(1);
    const id = transactionsOf(uid)[0]!.id;
    for (const sent of [first, second, again]) expect(sent.location).toBe(`/sandbox/pay/${id}`);

    // Settled: the old form resubmitted makes nothing and comes back empty, with its message and a new key.
    settleDeposit(getDb(), id, "success");
    const replay = await submit(jar, fields);
    expect(replay.status).toBe(409);
    expect(replay.body?.problem).toMatchObject({ type: "IdempotencyKeySettled", messageKey: `cashierErrors.keySettled|{"id":"${id}"}`, freshForm: true });
    expect(replay.body?.result).toEqual({ initialValue: null });
    expect(transactionsOf(uid)).toHaveLength(1);
    const next = await openForm(jar);
    expect(next.moneyKey).not.toBe(tabA.moneyKey);
    expect(replay.body?.moneyKey).toBe(next.moneyKey);
    await submit(jar, { ...fields, idempotencyKey: next.moneyKey });
    expect(transactionsOf(uid)).toHaveLength(2);
  });

  it("a changed amount under a used key is refused with a fresh form, never a new deposit", async () => {
    const { jar, uid } = await newPlayer();
    const form = await openForm(jar);
    const first = await submit(jar, { idempotencyKey: form.moneyKey, amount: "30000" });
    const changed = await submit(jar, { idempotencyKey: form.moneyKey, amount: "40000" });
    expect(changed.status).toBe(409);
    expect(changed.body?.problem).toMatchObject({ type: "IdempotencyKeyReused", messageKey: "cashierErrors.keyReused" });
    expect(changed.body?.moneyKey).toEqual(expect.stringMatching(/^[\w-]{8,80}$/));
    expect(changed.body?.moneyKey).not.toBe(form.moneyKey);
    expect(transactionsOf(uid).map((tx) => tx.amount / 100)).toEqual([30_000]);
    // The old form (30,000) resubmitted is still the first deposit, still on its way to the provider.
    const old = await submit(jar, { idempotencyKey: form.moneyKey, amount: "30000" });
    expect(old.location).toBe(first.location);
    expect(old.location).toBe(`/sandbox/pay/${transactionsOf(uid)[0]!.id}`);
    expect(transactionsOf(uid)).toHaveLength(1);
  });

  it("a post without a key makes nothing: 409 and a fresh form", async () => {
    const { jar, uid } = await newPlayer();
    await openForm(jar);
    const sent = await submit(jar, { amount: "30000" });
    expect(sent.status).toBe(409);
    expect(sent.body?.problem).toMatchObject({ type: "IdempotencyKeyMissing", messageKey: "cashierErrors.keyMissing" });
    expect(transactionsOf(uid)).toHaveLength(0);
    for (const messages of [uzMessages, ruMessages]) {
      for (const key of ["keyMissing", "keyReused", "keySettled"]) expect(lookup(messages, `cashierErrors.${key}`)).toEqual(expect.stringMatching(/\S{3}/));
    }
  });

  it("the mobile flow goes to the mobile page, which waits and then moves to the outcome; Russian keeps its prefix", async () => {
    const { jar, uid } = await newPlayer();
    const form = await openForm(jar, "click");
    const sent = await submit(jar, { idempotencyKey: form.moneyKey, amount: "25000" }, "click", undefined, "/ru/cashier/deposit/click");
    const id = transactionsOf(uid)[0]!.id;
    expect(sent.location).toBe(`/ru/cashier/paymobile/${id}`);
    // The accepted deposit moved the player to a new key: the next form is a new deposit.
    expect((await openForm(jar, "click")).moneyKey).not.toBe(form.moneyKey);
    const pending = await answer(() => payPendingLoader(args(jar, `/ru/cashier/paypending/${id}`, { transaction: String(id) })));
    expect(pending.status).toBe(200);
    expect(pending.body?.transaction).toMatchObject({ id: String(id), amount: 25_000, outcome: "pending" });
    settleDeposit(getDb(), id, "success");
    const moved = await answer(() => payPendingLoader(args(jar, `/ru/cashier/paypending/${id}`, { transaction: String(id) })));
    expect(moved.location).toBe(`/ru/cashier/paysuccess/${id}`);
    const success = await answer(() => paySuccessLoader(args(jar, `/ru/cashier/paysuccess/${id}`, { transaction: String(id) })));
    expect(success.body?.transaction).toMatchObject({ outcome: "success", amount: 25_000, method: "Click" });
  });

  it("refuses a sum outside the method's bounds with the formatted bounds, keeping what was typed", async () => {
    const { jar, uid } = await newPlayer();
    const form = await openForm(jar);
    const sent = await submit(jar, { idempotencyKey: form.moneyKey, amount: "4000", promo_code: "" });
    expect(sent.status).toBe(400);
    expect(sent.body?.result?.error?.amount).toEqual([`sumError|${JSON.stringify({ min: "5,000 so‘m", max: "10,000,000 so‘m" })}`]);
    expect(sent.body?.result?.initialValue?.amount).toBe("4000");
    expect(transactionsOf(uid)).toHaveLength(0);
  });

  it("refuses an unknown promo code beside its field", async () => {
    const { jar, uid } = await newPlayer();
    const form = await openForm(jar);
    const sent = await submit(jar, { idempotencyKey: form.moneyKey, amount: "50000", promo_code: "NOPE" });
    expect(sent.status).toBe(400);
    expect(sent.body?.result?.error?.promo_code).toEqual(["promoCode.errors.NOT_FOUND"]);
    expect(transactionsOf(uid)).toHaveLength(0);
    // Spec §7: the platform hears of it (decision 017), stamped at UTC+3.
    const events = getDb().prepare("SELECT params FROM events WHERE name = 'promocode_not_found' AND uid = ?").all(uid) as Array<{ params: string }>;
    expect(events.map((event) => JSON.parse(event.params) as Record<string, string>)).toEqual([{ promo_code: "NOPE", timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+03:00$/) }]);
  });

  it.each([
    ["BillingServiceError", null],
    ["BillingTransactionDeclined", null],
    ["BillingUnavailable", null],
    ["BillingDepositLimitExceeded", "amount"],
    ["InvalidParameter", null],
  ] as const)("%s: a translated message beside the form, a 4xx, the typed values and the key kept", async (type, field) => {
    const { jar, uid } = await newPlayer();
    const form = await openForm(jar);
    const sent = await submit(jar, { idempotencyKey: form.moneyKey, amount: "60000", promo_code: "" }, "payme", `sandbox_scenario=${encodeURIComponent(`fail:${type}:cashier.makedeposit:${uid}`)}`);
    expect(sent.status).toBe(400);
    expect(sent.body?.problem?.type).toBe(type);
    const key = `cashierErrors.${type}`;
    expect(sent.body?.result?.error?.[field ?? ""]).toEqual([key]);
    for (const messages of [uzMessages, ruMessages]) expect(typeof lookup(messages, key)).toBe("string");
    expect(sent.body?.result?.initialValue?.amount).toBe("60000");
    // Nothing was made, so the key is unspent: the corrected form goes through with it (decision 007).
    expect(sent.body?.moneyKey).toBeUndefined();
    expect(sent.headers.getSetCookie().filter((cookie) => cookie.startsWith("money_deposit="))).toEqual([]);
    expect(transactionsOf(uid)).toHaveLength(0);
    const again = await submit(jar, { idempotencyKey: form.moneyKey, amount: "50000", promo_code: "" });
    expect(again.location).toBe(`/sandbox/pay/${transactionsOf(uid)[0]!.id}`);
    expect(transactionsOf(uid)).toEqual([expect.objectContaining({ amount: 50_000 * 100, idempotency_key: form.moneyKey })]);
  });

  it("the platform's own deposit limit refusal is shown on the amount", async () => {
    const { jar, uid, api } = await newPlayer();
    await api.account.setDepositLimit({ limit_amount: 100_000, period: "day" });
    const form = await openForm(jar);
    const loaded = (await answer(() => depositLoader(args(jar, "/cashier/deposit/payme", { sysname: "payme" })))).body as unknown as { limit: { available_amount: number; period: string } };
    expect(loaded.limit).toMatchObject({ available_amount: 100_000, period: "day" });
    const sent = await submit(jar, { idempotencyKey: form.moneyKey, amount: "150000" });
    expect(sent.status).toBe(400);
    // Decision 026: the refusal names what is left and when the limit renews (the end of the sandbox's day, UTC+5).
    const [refusal] = (sent.body?.result?.error?.amount ?? []) as string[];
    expect(refusal).toMatch(/^cashierErrors\.BillingDepositLimitExceededUntil\|/);
    expect(JSON.parse(refusal!.slice(refusal!.indexOf("|") + 1))).toEqual({ available: "100,000 so‘m", date: expect.stringMatching(/^\d\d\.\d\d\.\d{4} soat \d{1,2}:00$/) });
    expect(transactionsOf(uid)).toHaveLength(0);
  });

  it("an unknown method is a 404", async () => {
    const { jar } = await newPlayer();
    const loaded = await answer(() => depositLoader(args(jar, "/cashier/deposit/nope", { sysname: "nope" })));
    expect(loaded.status).toBe(404);
  });
});

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { isIdempotencyKeyReused } from "~/platform/api/cashier.server";
import { PlatformError } from "~/platform/errors";
import { action as depositAction, loader as depositLoader } from "~/routes/cashier.deposit.$sysname";
import { action as withdrawAction, loader as withdrawLoader } from "~/routes/cashier.withdraw";
import { getDb, ledgerMismatches, toMinor } from "../../mocks/db/store";
import { settleDeposit, settleWithdrawal } from "../../mocks/handlers/cashier";
import { createHandlers } from "../../mocks/handlers";
import { sandboxPages } from "../../mocks/pages/router";
import { CookieJar, apiFor } from "./journey";
import { formPost, mainBalance, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";

/**
 * Issue 10.3 / decision 007: any number of concurrent posts of one rendered money form make at most one
 * transaction, whatever they carry; a key already spent is refused with a fresh form.
 */
const msw = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: "bypass" });
  const app = express();
  app.use("/sandbox", sandboxPages());
  site = await new Promise<Server>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
  // Idle sockets stay open longer than a test: a reused keep-alive socket closed under it reads ECONNRESET.
  site.keepAliveTimeout = 120_000;
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  msw.close();
  site.close();
});

const POSTS = 50;
/** 50 posts, each a few platform round trips, on a small shared machine. */
const SLOW = { timeout: 60_000 };

/** What the sandbox platform holds for the player (the QA endpoint a tester would read). */
async function platformTransactions(login: string, type: "deposit" | "withdrawal") {
  const response = await fetch(`${siteUrl}/sandbox/transactions.json?login=${encodeURIComponent(login)}`);
  expect(response.status).toBe(200);
  const rows = (await response.json()) as Array<{ id: number; type: string; amount: number; status: string; idempotency_key: string }>;
  return rows.filter((row) => row.type === type);
}

async function renderedDepositForm(cookie: string, sysname = "payme") {
  const page = await settle(() => depositLoader({ ...routeArgs(`/cashier/deposit/${sysname}`, { headers: { cookie } }), params: { sysname } }));
  expect(page.status).toBe(200);
  return { key: (page.body as { moneyKey: string }).moneyKey, cookie: withCookies(cookie, page.headers) };
}

async function renderedWithdrawForm(cookie: string) {
  const page = await settle(() => withdrawLoader(routeArgs("/cashier/withdraw?method=uzcard", { headers: { cookie } })));
  expect(page.status).toBe(200);
  return { key: (page.body as { moneyKey: string }).moneyKey, cookie: withCookies(cookie, page.headers) };
}

function postDeposit(cookie: string, fields: Record<string, string>, sysname = "payme") {
  return settle(() => depositAction({ ...formPost(`/cashier/deposit/${sysname}`, cookie, fields), params: { sysname } }));
}

function postWithdrawal(cookie: string, fields: Record<string, string>) {
  return settle(() => withdrawAction(formPost("/cashier/withdraw?method=uzcard", cookie, { intent: "withdraw", method: "uzcard", ...fields })));
}

const problemOf = (answer: { body: unknown }) => (answer.body as { problem?: { type: string } } | null)?.problem?.type;

describe(`${POSTS} concurrent posts of one rendered deposit form`, SLOW, () => {
  it("the same values: one deposit, every answer goes to its payment page", async () => {
    const player = sandboxPlayer();
    const form = await renderedDepositForm(player.cookie);
    const answers = await Promise.all(Array.from({ length: POSTS }, () => postDeposit(form.cookie, { idempotencyKey: form.key, amount: "50000" })));
    const made = await platformTransactions(player.login, "deposit");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 50_000, status: "pending", idempotency_key: form.key });
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.location}`))).toEqual(new Set([`302 /sandbox/pay/${made[0]!.id}`]));
  });

  it("changed amounts and offers: still at most one deposit; the others are refused with a fresh form", async () => {
    const player = sandboxPlayer();
    const form = await renderedDepositForm(player.cookie);
    const answers = await Promise.all(
      Array.from({ length: POSTS }, (_, i) => postDeposit(form.cookie, { idempotencyKey: form.key, amount: String(20_000 + (i % 10) * 1_000), campaign_offer_id: i % 2 ? "101" : "-1" })),
    );
    const made = await platformTransactions(player.login, "deposit");
    expect(made).toHaveLength(1);
    const accepted = answers.filter((answer) => answer.status === 302);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(accepted.length + refused.length).toBe(POSTS);
    for (const answer of accepted) expect(answer.location).toBe(`/sandbox/pay/${made[0]!.id}`);
    for (const answer of refused) {
      expect(problemOf(answer)).toBe("IdempotencyKeyReused");
      expect((answer.body as { moneyKey: string }).moneyKey).not.toBe(form.key);
    }
    // The first post that reached the platform decides; the same values as it (every 20th post) are its repeats.
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(POSTS - 5);
  });

  it("after the deposit settled, the old form makes nothing, with its own values or others", async () => {
    const player = sandboxPlayer();
    const form = await renderedDepositForm(player.cookie);
    const first = await postDeposit(form.cookie, { idempotencyKey: form.key, amount: "60000" });
    const id = Number(first.location?.split("/").pop());
    settleDeposit(getDb(), id, "success");
    const answers = await Promise.all(
      Array.from({ length: POSTS }, (_, i) => postDeposit(form.cookie, { idempotencyKey: form.key, amount: i % 2 ? "60000" : "70000" })),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([409]));
    expect(new Set(answers.map(problemOf))).toEqual(new Set(["IdempotencyKeySettled", "IdempotencyKeyReused"]));
    expect(await platformTransactions(player.login, "deposit")).toHaveLength(1);
    expect(mainBalance(player.uid)).toBe(toMinor(60_000));
  });
});

describe(`${POSTS} concurrent posts of one rendered withdraw form`, SLOW, () => {
  const card = { "requisites.card": "8600 1234 5678 9012" };

  it("the same values: one withdrawal, debited once", async () => {
    const player = sandboxPlayer({ balance: 1_000_000 });
    const form = await renderedWithdrawForm(player.cookie);
    const answers = await Promise.all(Array.from({ length: POSTS }, () => postWithdrawal(form.cookie, { idempotencyKey: form.key, amount: "30000", ...card })));
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.location}`))).toEqual(new Set(["303 /cashier/withdraw?method=uzcard"]));
    const made = await platformTransactions(player.login, "withdrawal");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 30_000, status: "pending", idempotency_key: form.key });
    expect(mainBalance(player.uid)).toBe(toMinor(970_000));
    expect(ledgerMismatches(getDb(), player.uid)).toEqual([]);
  });

  it("changed amounts and cards: one withdrawal, debited once; the others refused with a fresh form", async () => {
    const player = sandboxPlayer({ balance: 1_000_000 });
    const form = await renderedWithdrawForm(player.cookie);
    const answers = await Promise.all(
      Array.from({ length: POSTS }, (_, i) =>
        postWithdrawal(form.cookie, { idempotencyKey: form.key, amount: String(30_000 + i * 1_000), "requisites.card": i % 2 ? "8600 1234 5678 9012" : "9860 0000 1111 2222" }),
      ),
    );
    const made = await platformTransactions(player.login, "withdrawal");
    expect(made).toHaveLength(1);
    expect(mainBalance(player.uid)).toBe(toMinor(1_000_000 - made[0]!.amount));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(POSTS - 1);
    for (const answer of refused) expect(answer.body).toMatchObject({ intent: "withdraw", problem: { type: "IdempotencyKeyReused", freshForm: true }, result: { initialValue: null } });
    expect(ledgerMismatches(getDb(), player.uid)).toEqual([]);
  });

  it("after the withdrawal was approved, the old form makes nothing, with its own values or others", async () => {
    const player = sandboxPlayer({ balance: 200_000 });
    const form = await renderedWithdrawForm(player.cookie);
    const first = await postWithdrawal(form.cookie, { idempotencyKey: form.key, amount: "50000", ...card });
    expect(first.status).toBe(303);
    const [tx] = await platformTransactions(player.login, "withdrawal");
    settleWithdrawal(getDb(), tx!.id, "success");
    const same = await postWithdrawal(withCookies(form.cookie, first.headers), { idempotencyKey: form.key, amount: "50000", ...card });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ problem: { type: "IdempotencyKeySettled", messageKey: `cashierErrors.keySettled|{"id":"${tx!.id}"}` } });
    const other = await postWithdrawal(form.cookie, { idempotencyKey: form.key, amount: "60000", ...card });
    expect(other.body).toMatchObject({ problem: { type: "IdempotencyKeyReused" } });
    expect(await platformTransactions(player.login, "withdrawal")).toHaveLength(1);
    expect(mainBalance(player.uid)).toBe(toMinor(150_000));
    // The fresh form that came back is a new withdrawal.
    const fresh = await postWithdrawal(withCookies(form.cookie, other.headers), { idempotencyKey: (other.body as { moneyKey: string }).moneyKey, amount: "60000", ...card });
    expect(fresh.status).toBe(303);
    expect(await platformTransactions(player.login, "withdrawal")).toHaveLength(2);
  });

  it("a refusal that made nothing keeps the key: the corrected form goes through with it", async () => {
    const player = sandboxPlayer({ balance: 6_000_000 });
    const form = await renderedWithdrawForm(player.cookie);
    const unverified = await postWithdrawal(form.cookie, { idempotencyKey: form.key, amount: "5500000", ...card });
    expect(unverified.status).toBe(400);
    expect(problemOf(unverified)).toBe("KycWithdrawal");
    expect(unverified.headers.getSetCookie()).toEqual([]);
    const corrected = await postWithdrawal(form.cookie, { idempotencyKey: form.key, amount: "100000", ...card });
    expect(corrected.status).toBe(303);
    const made = await platformTransactions(player.login, "withdrawal");
    expect(made).toEqual([expect.objectContaining({ amount: 100_000, idempotency_key: form.key })]);
  });
});

describe("the sandbox platform honours the key exactly (the contract of decision 007)", () => {
  async function signedIn() {
    const jar = new CookieJar();
    const api = apiFor(SANDBOX_PLATFORM_URL, jar);
    const login = `keys${Date.now()}${Math.floor(Math.random() * 1e6)}@omad.test`;
    await api.auth.register({ login, password: "secret12", currency: "UZS", terms: 1 });
    return api;
  }

  it("same key and parameters: the same transaction, marked replayed; other parameters: 409 on idempotency_key, nothing made", async () => {
    const api = await signedIn();
    const first = await api.cashier.makeDeposit({ method: "uzcard", amount: 30_000, idempotencyKey: "contract-1", requisites: { card: "8600123412341234" } });
    expect(first.idempotent_replayed).toBe(false);
    const again = await api.cashier.makeDeposit({ method: "uzcard", amount: 30_000, idempotencyKey: "contract-1", requisites: { card: "8600123412341234" } });
    expect(again).toMatchObject({ id: first.id, idempotent_replayed: true });
    for (const changed of [
      { amount: 31_000, requisites: { card: "8600123412341234" } },
      { amount: 30_000, requisites: { card: "9860123412341234" } },
      { amount: 30_000, requisites: { card: "8600123412341234" }, promoCode: "BONUS" },
    ]) {
      const refused = await api.cashier.makeDeposit({ method: "uzcard", idempotencyKey: "contract-1", ...changed }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PlatformError);
      expect(refused).toMatchObject({ type: "InvalidParameter", status: 409, details: { errors: { idempotency_key: ["KEY_REUSED"] }, transaction_id: first.id } });
      expect(isIdempotencyKeyReused(refused)).toBe(true);
    }
    // Nothing more was made.
    expect((await api.cashier.getHistory({ type: "all" })).total).toBe(1);
  });

  it("the key is required; a refusal binds nothing", async () => {
    const api = await signedIn();
    await expect(api.cashier.makeDeposit({ method: "payme", amount: 30_000, idempotencyKey: "" })).rejects.toMatchObject({ type: "InvalidParameter", details: { errors: { idempotency_key: ["REQUIRED"] } } });
    await expect(api.cashier.makeDeposit({ method: "payme", amount: 1, idempotencyKey: "contract-2" })).rejects.toMatchObject({ details: { errors: { amount: ["OUT_OF_RANGE"] } } });
    const made = await api.cashier.makeDeposit({ method: "payme", amount: 30_000, idempotencyKey: "contract-2" });
    expect(made).toMatchObject({ status: "pending", idempotent_replayed: false });
  });
});

import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { PlatformError } from "~/platform/errors";
import type { MoneyOrder } from "~/platform/api/cashier.server";
import { sendMoneyForm } from "./money-action.server";
import { MONEY_KEY_PATTERN, issueMoneyKey, nextMoneyKey, readMoneyKeyState, stateForPlayer, submittedMoneyKey } from "./money-key.server";

/** A request carrying the cookie of a previous answer (name=value part of its Set-Cookie). */
function withCookie(setCookie: string | null, url = "http://localhost/cashier/deposit/uzcard") {
  return new Request(url, { headers: setCookie ? { cookie: setCookie.split(";")[0]! } : {} });
}

const order = (fields: Partial<MoneyOrder> = {}): MoneyOrder => ({ id: 41, status: "pending", idempotent_replayed: false, ...fields });
const reused = () =>
  new PlatformError({ type: "InvalidParameter", status: 409, method: "cashier.makedeposit", details: { errors: { idempotency_key: ["KEY_REUSED"] } } });

describe("money key cookies", () => {
  it("a form load issues a key once; the next load (another tab) renders the same key; kinds and players are apart", async () => {
    const first = await issueMoneyKey(withCookie(null), "deposit", 7);
    expect(first.setCookie).toMatch(/^money_deposit=.*HttpOnly/i);
    expect(first.key).toMatch(MONEY_KEY_PATTERN);
    const second = await issueMoneyKey(withCookie(first.setCookie), "deposit", 7);
    expect(second).toEqual({ key: first.key, setCookie: null });
    const withdrawal = await issueMoneyKey(withCookie(first.setCookie), "withdrawal", 7);
    expect(withdrawal.key).not.toBe(first.key);
    const otherPlayer = await issueMoneyKey(withCookie(first.setCookie), "deposit", 8);
    expect(otherPlayer.key).not.toBe(first.key);
  });

  it("the next key replaces the current one for the next form", async () => {
    const first = await issueMoneyKey(withCookie(null), "withdrawal", 7);
    const next = await nextMoneyKey("withdrawal", 7);
    expect(next.key).not.toBe(first.key);
    expect(await readMoneyKeyState(withCookie(next.setCookie), "withdrawal")).toEqual({ uid: 7, key: next.key });
    expect((await issueMoneyKey(withCookie(next.setCookie), "withdrawal", 7)).key).toBe(next.key);
  });

  it("a cookie of another player or a broken one is not used", () => {
    expect(stateForPlayer({ uid: 8, key: "k".repeat(36) }, 7, () => "fresh-key-1").key).toBe("fresh-key-1");
  });
});

describe("the key a posted form carries", () => {
  it("is the form's field exactly, or nothing: never a key made up for the post", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.uuid(), fc.constant(null)), (value) => {
        const key = submittedMoneyKey(value);
        expect(key === null || key === value).toBe(true);
        if (key !== null) expect(key).toMatch(MONEY_KEY_PATTERN);
      }),
    );
    expect(submittedMoneyKey(null)).toBeNull();
    expect(submittedMoneyKey("short")).toBeNull();
    expect(submittedMoneyKey("a".repeat(81))).toBeNull();
    expect(submittedMoneyKey("5b7c…/../x")).toBeNull();
  });
});

describe("sending a money form (decision 007)", () => {
  const key = "0f8fad5b-d9cb-469f-a165-70867728950e";

  it("sends exactly the form's key, and moves the cookie to a new key once the platform made the transaction", async () => {
    const send = vi.fn(async () => order());
    const attempt = await sendMoneyForm("deposit", 7, key, send);
    expect(send).toHaveBeenCalledWith(key);
    expect(attempt.outcome).toBe("made");
    const next = await readMoneyKeyState(withCookie(attempt.outcome === "made" ? attempt.setCookie : null), "deposit");
    expect(next?.key).not.toBe(key);
  });

  it("a repeat of the same post while its transaction is pending is the same answer", async () => {
    const attempt = await sendMoneyForm("withdrawal", 7, key, async () => order({ idempotent_replayed: true }));
    expect(attempt).toMatchObject({ outcome: "made", order: { id: 41 } });
  });

  it("a form without a key sends nothing: a fresh form with a new key", async () => {
    const send = vi.fn(async () => order());
    const attempt = await sendMoneyForm("deposit", 7, null, send);
    expect(send).not.toHaveBeenCalled();
    expect(attempt).toMatchObject({ outcome: "stale", problem: { type: "IdempotencyKeyMissing", messageKey: "cashierErrors.keyMissing", freshForm: true } });
  });

  it("a key used with other values, or whose transaction is over, is refused with a fresh form", async () => {
    const other = await sendMoneyForm("deposit", 7, key, async () => {
      throw reused();
    });
    expect(other).toMatchObject({ outcome: "stale", problem: { type: "IdempotencyKeyReused", messageKey: "cashierErrors.keyReused" } });
    expect(other.outcome === "stale" && other.key).not.toBe(key);
    for (const status of ["success", "fail", "cancel"]) {
      const settled = await sendMoneyForm("deposit", 7, key, async () => order({ status, idempotent_replayed: true }));
      expect(settled).toMatchObject({ outcome: "stale", problem: { type: "IdempotencyKeySettled", messageKey: 'cashierErrors.keySettled|{"id":"41"}' } });
    }
  });

  it("any other refusal made nothing and keeps the key (no cookie change)", async () => {
    const declined = new PlatformError({ type: "WithdrawalDeclined", status: 400, method: "cashier.makewithdrawal" });
    const attempt = await sendMoneyForm("withdrawal", 7, key, async () => {
      throw declined;
    });
    expect(attempt).toEqual({ outcome: "refused", error: declined });
  });
});

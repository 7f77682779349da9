import { describe, expect, it } from "vitest";
import {
  claimMoneyKey,
  issueMoneyKey,
  keyForSubmission,
  moneyFingerprint,
  readMoneyKeyState,
  recordTransaction,
  rotateMoneyKey,
  settleState,
  stateForPlayer,
} from "./money-key.server";

function counter() {
  let n = 0;
  return () => `key-${String(++n).padStart(4, "0")}`;
}

const fp50 = moneyFingerprint({ method: "uzcard", amount: 50_000, offer: -1 });
const fp100 = moneyFingerprint({ method: "uzcard", amount: 100_000, offer: -1 });

/** A request carrying the cookie of a previous answer (name=value part of its Set-Cookie). */
function withCookie(setCookie: string | null, url = "http://localhost/cashier/deposit/uzcard") {
  return new Request(url, { headers: setCookie ? { cookie: setCookie.split(";")[0]! } : {} });
}

describe("money key rules", () => {
  it("keeps one key per player until it is rotated; another player gets their own", () => {
    const make = counter();
    const first = stateForPlayer(null, 7, make);
    expect(first.key).toBe("key-0001");
    expect(stateForPlayer(first, 7, make)).toBe(first);
    expect(stateForPlayer(first, 8, make).key).toBe("key-0002");
  });

  it("the same deposit sent twice (double click, two tabs, resubmit) uses the same key", () => {
    const make = counter();
    const state = stateForPlayer(null, 7, make);
    const a = keyForSubmission(state, state.key, fp50, make);
    const b = keyForSubmission(recordTransaction(a.state, a.key, 31), state.key, fp50, make);
    expect(a.key).toBe("key-0001");
    expect(b.key).toBe("key-0001");
  });

  it("a key that made a deposit of another amount or method is not reused", () => {
    const make = counter();
    const state = stateForPlayer(null, 7, make);
    const a = keyForSubmission(state, state.key, fp50, make);
    const changed = keyForSubmission(recordTransaction(a.state, a.key, 31), state.key, fp100, make);
    expect(changed.key).not.toBe(a.key);
    expect(changed.state.key).toBe(changed.key);
    // The old key is remembered with what it made: the old form resubmitted still means that deposit.
    const old = keyForSubmission(changed.state, a.key, fp50, make);
    expect(old.key).toBe(a.key);
    const oldChanged = keyForSubmission(changed.state, a.key, fp100, make);
    expect(oldChanged.key).not.toBe(a.key);
  });

  it("the form's field wins over the cookie, and a malformed field falls back to the cookie", () => {
    const make = counter();
    const state = stateForPlayer(null, 7, make);
    expect(keyForSubmission(state, "form-key-123", fp50, make).key).toBe("form-key-123");
    expect(keyForSubmission(state, "bad key!", fp50, make).key).toBe(state.key);
    expect(keyForSubmission(state, null, fp50, make).key).toBe(state.key);
  });

  it("rotates after the transaction the current key made is settled, not after another one", () => {
    const make = counter();
    const used = recordTransaction(keyForSubmission(stateForPlayer(null, 7, make), null, fp50, make).state, "key-0001", 31);
    expect(settleState(used, 99, make)).toBe(used);
    const rotated = settleState(used, "31", make);
    expect(rotated.key).toBe("key-0002");
    expect(rotated.prev[0]).toEqual({ key: "key-0001", fp: fp50, tx: 31 });
  });

  it("fingerprints do not depend on the order of the parts", () => {
    expect(moneyFingerprint({ a: 1, b: "x" })).toBe(moneyFingerprint({ b: "x", a: 1 }));
    expect(moneyFingerprint({ a: 1 })).not.toBe(moneyFingerprint({ a: 2 }));
  });
});

describe("money key cookies", () => {
  it("a form load issues a key once; the next load (another tab) renders the same key", async () => {
    const first = await issueMoneyKey(withCookie(null), "deposit", 7);
    expect(first.setCookie).toMatch(/^money_deposit=.*HttpOnly/i);
    const second = await issueMoneyKey(withCookie(first.setCookie), "deposit", 7);
    expect(second.key).toBe(first.key);
    expect(second.setCookie).toBeNull();
    // Withdrawal keys are separate.
    const withdrawal = await issueMoneyKey(withCookie(first.setCookie), "withdrawal", 7);
    expect(withdrawal.key).not.toBe(first.key);
  });

  it("a settled transaction rotates the key at the next form load; a pending one does not", async () => {
    const issued = await issueMoneyKey(withCookie(null), "deposit", 7);
    const claim = await claimMoneyKey(withCookie(issued.setCookie), "deposit", 7, issued.key, fp50);
    expect(claim.key).toBe(issued.key);
    const committed = await claim.commit(41);
    expect((await readMoneyKeyState(withCookie(committed), "deposit"))?.tx).toBe(41);
    const pending = await issueMoneyKey(withCookie(committed), "deposit", 7, async () => false);
    expect(pending.key).toBe(issued.key);
    const settled = await issueMoneyKey(withCookie(committed), "deposit", 7, async (tx) => tx === 41);
    expect(settled.key).not.toBe(issued.key);
    expect(await rotateMoneyKey(withCookie(committed), "deposit", 7, 40)).toBeNull();
    const rotated = await rotateMoneyKey(withCookie(committed), "deposit", 7, 41);
    expect((await readMoneyKeyState(withCookie(rotated), "deposit"))?.key).not.toBe(issued.key);
  });
});

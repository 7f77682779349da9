import { describe, expect, it } from "vitest";
import { REPEAT_WINDOW_MS, recentPendingDeposits, repeatedDeposit, seenPendingIds, timeOf } from "./pending-deposits";

const now = Date.parse("2026-11-27T21:00:00Z");
const item = (id: number, minutesAgo: number, amount = 40_000, status = "pending") => ({
  id,
  status,
  type: "deposit",
  method: "payme",
  created_at: new Date(now - minutesAgo * 60_000).toISOString(),
  amount: { amount, currency: "UZS" },
});

describe("pending deposits of the last minutes", () => {
  it("keeps pending deposits within the window, newest first", () => {
    const list = recentPendingDeposits([item(1, 29), item(2, 2), item(3, 31), item(4, 1, 40_000, "success")], now);
    expect(list.map((deposit) => deposit.id)).toEqual(["2", "1"]);
    expect(list[0]).toEqual({ id: "2", amount: 40_000, currency: "UZS", method: "payme", createdAt: now - 120_000 });
  });

  it("the window ends exactly at its length", () => {
    expect(recentPendingDeposits([item(1, REPEAT_WINDOW_MS / 60_000)], now)).toHaveLength(1);
    expect(recentPendingDeposits([{ ...item(1, 0), created_at: new Date(now - REPEAT_WINDOW_MS - 1).toISOString() }], now)).toHaveLength(0);
  });

  it("reads the platform's times: ISO, Unix seconds, milliseconds", () => {
    expect(timeOf("2026-11-27T21:00:00Z")).toBe(now);
    expect(timeOf(now / 1000)).toBe(now);
    expect(timeOf(now)).toBe(now);
    expect(timeOf("yesterday")).toBeNull();
    expect(timeOf(null)).toBeNull();
  });
});

describe("the repeat question", () => {
  const pending = recentPendingDeposits([item(7, 3), item(8, 1, 50_000)], now);

  it("asks for a same-amount deposit the form showed", () => {
    expect(repeatedDeposit(pending, ["7", "8"], 40_000, "UZS")?.id).toBe("7");
  });

  it("does not ask for another amount or currency, nor for a deposit the form did not show (its own)", () => {
    expect(repeatedDeposit(pending, ["7", "8"], 45_000, "UZS")).toBeNull();
    expect(repeatedDeposit(pending, ["7"], 40_000, "USD")).toBeNull();
    expect(repeatedDeposit(pending, ["8"], 40_000, "UZS")).toBeNull();
    expect(repeatedDeposit(pending, [], 40_000, "UZS")).toBeNull();
  });

  it("reads the form's list of shown ids, dropping anything else", () => {
    expect(seenPendingIds("7, 8,,<x>")).toEqual(["7", "8"]);
    expect(seenPendingIds(null)).toEqual([]);
    expect(seenPendingIds(Array.from({ length: 30 }, (_, i) => i).join(","))).toHaveLength(20);
  });
});

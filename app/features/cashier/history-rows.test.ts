import { describe, expect, it } from "vitest";
import { historyPageOf, historyTabOf, mergeRecent, timeOf, toRow } from "./history-rows";

const row = (kind: "deposit" | "withdrawal" | "bonus", id: number, date: string | number | null) =>
  toRow({ id, kind, status: "success", date, amount: { amount: 1234.5, currency: "UZS" } }, "ru", "в");

describe("history rows", () => {
  it("reads the tab and page of the query, defaulting to deposit and 1", () => {
    expect(historyTabOf(null)).toBe("deposit");
    expect(historyTabOf("cashbacks")).toBe("cashbacks");
    expect(historyTabOf("nope")).toBe("deposit");
    expect(historyPageOf("3")).toBe(3);
    expect(historyPageOf("0")).toBe(1);
    expect(historyPageOf("2.5")).toBe(1);
    expect(historyPageOf("x")).toBe(1);
  });

  it("formats amounts (withdrawals negative, two decimals for fractions) and reads every date shape", () => {
    expect(row("deposit", 1, null)).toMatchObject({ amount: "1,234.50 сум", when: null, time: 0 });
    expect(row("withdrawal", 2, null).amount).toBe("-1,234.50 сум");
    expect(timeOf(1_700_000_000)).toBe(1_700_000_000_000);
    expect(timeOf("1700000000")).toBe(1_700_000_000_000);
    expect(timeOf("2026-01-02T03:04:05Z")).toBe(Date.parse("2026-01-02T03:04:05Z"));
    expect(row("deposit", 3, "2026-01-02T03:04:05Z").when).toMatch(/^02\.01\.2026 в \d{1,2}:04$/);
  });

  it("merges cashier and bonus lines, newest first, 4 of them", () => {
    const cashier = [row("deposit", 1, "2026-01-05T00:00:00Z"), row("withdrawal", 2, "2026-01-03T00:00:00Z"), row("deposit", 3, "2026-01-01T00:00:00Z")];
    const bonuses = [row("bonus", 7, "2026-01-04T00:00:00Z"), row("bonus", 8, "2026-01-02T00:00:00Z")];
    expect(mergeRecent([cashier, bonuses]).map((item) => `${item.kind}-${item.id}`)).toEqual(["deposit-1", "bonus-7", "withdrawal-2", "bonus-8"]);
  });
});

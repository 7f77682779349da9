import { describe, expect, it } from "vitest";
import {
  bonusesPageStateOf,
  bonusesQuery,
  cashbackQuery,
  listOffset,
  listPageOf,
  listPages,
  bonusActions,
  bonusAlreadyDone,
  bonusIntentOf,
  bonusKindOf,
  bonusRefusalKey,
  bonusStatusOf,
  cashbackAlreadyDone,
  cashbackRefusalKey,
  cashbackSortOf,
  cashbackStatusOf,
  freespinsByGame,
  wagerProgress,
} from "./rules";

describe("bonus rules (decision 029)", () => {
  it("offers the actions a status allows; betting bonuses cannot be deactivated", () => {
    expect(bonusActions("casino", "available")).toEqual(["activate", "remove"]);
    expect(bonusActions("casino", "active")).toEqual(["deactivate", "remove"]);
    expect(bonusActions("betting", "active")).toEqual(["remove"]);
    expect(bonusActions("casino", "wagered")).toEqual(["remove"]);
    expect(bonusActions("casino", "expired")).toEqual(["remove"]);
    expect(bonusActions("betting", "removed")).toEqual([]);
  });

  it("computes wagered / required from wager_amount, else amount × wager, capped at 100%", () => {
    expect(wagerProgress({ wagered: 250, wager_amount: 1000 })).toEqual({ done: 250, required: 1000, percent: 25 });
    expect(wagerProgress({ wagered: 0, wager: 30, amount: { amount: 50_000 } })).toEqual({ done: 0, required: 1_500_000, percent: 0 });
    expect(wagerProgress({ wagered: 999, wager_amount: 1000 })?.percent).toBe(99);
    expect(wagerProgress({ wagered: 5000, wager_amount: 1000 })).toEqual({ done: 1000, required: 1000, percent: 100 });
    expect(wagerProgress({ wagered: -5, wager_amount: 1000 })?.done).toBe(0);
    expect(wagerProgress({ wagered: 10 })).toBeNull();
    expect(wagerProgress({ wager: 0, amount: { amount: 100 } })).toBeNull();
  });

  it("treats a refusal that says the change is made as done, and only that", () => {
    expect(bonusAlreadyDone("activate", "ALREADY_ACTIVE")).toBe(true);
    expect(bonusAlreadyDone("activate", "ISOLATION")).toBe(false);
    expect(bonusAlreadyDone("activate", "REMOVED")).toBe(false);
    expect(bonusAlreadyDone("deactivate", "NOT_ACTIVE")).toBe(true);
    expect(bonusAlreadyDone("deactivate", "ALREADY_ACTIVE")).toBe(false);
    expect(bonusAlreadyDone("remove", "REMOVED")).toBe(true);
    expect(bonusAlreadyDone("remove", "NOT_FOUND")).toBe(true);
    expect(bonusAlreadyDone("remove", null)).toBe(false);
    expect(cashbackAlreadyDone("payout", "ALREADY_PAID_OUT")).toBe(true);
    expect(cashbackAlreadyDone("payout", "EXPIRED")).toBe(false);
    expect(cashbackAlreadyDone("payout", "REMOVED")).toBe(false);
    expect(cashbackAlreadyDone("remove", "REMOVED")).toBe(true);
  });

  it("names each other refusal's message", () => {
    expect(bonusRefusalKey("ISOLATION")).toBe("bonuses.errors.isolation");
    expect(bonusRefusalKey("EXPIRED")).toBe("bonuses.errors.expired");
    expect(bonusRefusalKey("NOT_AVAILABLE")).toBe("bonuses.errors.notAvailable");
    expect(bonusRefusalKey(null)).toBe("bonuses.errors.refused");
    expect(cashbackRefusalKey("EXPIRED")).toBe("cashback.errors.expired");
    expect(cashbackRefusalKey("SOMETHING")).toBe("cashback.errors.refused");
  });

  it("reads query and form values strictly", () => {
    expect(bonusStatusOf("active")).toBe("active");
    expect(bonusStatusOf("removed")).toBe("all");
    expect(bonusStatusOf(null)).toBe("all");
    expect(cashbackStatusOf("paid_out")).toBe("paid_out");
    expect(cashbackStatusOf("x")).toBe("all");
    expect(cashbackSortOf("-amount")).toBe("-amount");
    expect(cashbackSortOf("id")).toBe("-created_at");
    expect(bonusKindOf("betting")).toBe("betting");
    expect(bonusKindOf("sports")).toBeNull();
    expect(bonusIntentOf("remove")).toBe("remove");
    expect(bonusIntentOf("payout")).toBeNull();
  });

  it("sums the remaining free spins per game over active packs", () => {
    expect(
      freespinsByGame([
        { game: { sysname: "a" }, remaining_count: 10, status: "active" },
        { game: { sysname: "a" }, remaining_count: 5 },
        { game: { sysname: "b" }, remaining_count: 0, status: "active" },
        { game: { sysname: "c" }, remaining_count: 7, status: "used" },
      ]),
    ).toEqual({ a: 15 });
  });

  it("pages the lists by 50: page numbers from the query, the offset asked, the pages a total fills", () => {
    expect(listPageOf("2")).toBe(2);
    for (const bad of ["0", "-1", "1.5", "x", "", null, undefined, "9999999"]) expect(listPageOf(bad)).toBe(1);
    expect(listOffset(1)).toBe(0);
    expect(listOffset(3)).toBe(100);
    expect([0, 1, 50, 51, 100, 101].map((total) => listPages(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it("keeps each list's page in the address (the first page and the defaults are left out)", () => {
    expect(bonusesQuery({ status: "all", casinoPage: 1, bettingPage: 1 })).toBe("");
    expect(bonusesQuery({ status: "active", casinoPage: 2, bettingPage: 1 })).toBe("?status=active&casino_page=2");
    expect(bonusesQuery({ status: "all", casinoPage: 1, bettingPage: 3 })).toBe("?betting_page=3");
    expect(bonusesPageStateOf(new URLSearchParams("status=wagered&casino_page=2&betting_page=x"))).toEqual({ status: "wagered", casinoPage: 2, bettingPage: 1 });
    expect(cashbackQuery("all", "-created_at")).toBe("");
    expect(cashbackQuery("paid_out", "-amount", 2)).toBe("?status=paid_out&sort=-amount&page=2");
  });
});

import { describe, expect, it } from "vitest";
import { amountPresets, backFromRequest, backTarget, visibleDepositOffers } from "./deposit.server";
import { payOutcomeOf, payResultPath } from "./pay-outcome";

describe("backUrl (spec §4)", () => {
  it.each([
    ["/gamehall?category=2", "/gamehall?category=2"],
    ["/ru/game/sandbox-golden-samarkand", "/ru/game/sandbox-golden-samarkand"],
    ["//evil.example/x", null],
    ["https://evil.example/", null],
    ["/\\evil.example", null],
    ["/cashier/deposit", null],
    ["/ru/cashier/paysuccess/4", null],
    ["/sandbox/pay/3", null],
    [undefined, null],
  ])("%s → %s", (value, expected) => {
    expect(backTarget(value)).toBe(expected);
  });

  it("comes from ?back=, else from a same-site Referer, never another site's", () => {
    const at = (url: string, referer?: string) => new Request(`http://site.test${url}`, { headers: referer ? { referer } : {} });
    expect(backFromRequest(at("/cashier/deposit?back=%2Fpromotions"))).toBe("/promotions");
    expect(backFromRequest(at("/cashier/deposit", "http://site.test/ru/gamehall?page=2"))).toBe("/ru/gamehall?page=2");
    expect(backFromRequest(at("/cashier/deposit", "http://other.test/gamehall"))).toBeNull();
    expect(backFromRequest(at("/cashier/deposit", "http://site.test/cashier/withdraw"))).toBeNull();
  });
});

describe("deposit offers (spec §4)", () => {
  const offers = [
    { id: 1, trigger: "deposit", description: { title: "100%" } },
    { id: 2, trigger: "first_deposit", description: { title: "First" } },
    { id: 3, trigger: "register", description: { title: "Welcome" } },
    { id: 4, trigger: "deposit", description: {} },
  ];
  it("a depositing player sees deposit offers; first-deposit ones only before any deposit; untitled ones never", () => {
    expect(visibleDepositOffers(offers, { signedIn: true, hasDeposits: false }).map((offer) => offer.id)).toEqual([1, 2]);
    expect(visibleDepositOffers(offers, { signedIn: true, hasDeposits: true }).map((offer) => offer.id)).toEqual([1]);
  });
  it("an anonymous visitor sees every offer", () => {
    expect(visibleDepositOffers(offers, { signedIn: false, hasDeposits: false }).map((offer) => offer.id)).toEqual([1, 2, 3]);
  });
});

describe("amount presets and outcomes", () => {
  it("keeps the currency's presets inside the method's bounds", () => {
    const settings = { amountList: [{ currency: "UZS", list: [1_000, 20_000, 50_000, 30_000_000] }, { currency: "USD", list: [10] }] };
    expect(amountPresets(settings, "UZS", { min: 5_000, max: 10_000_000 })).toEqual([20_000, 50_000]);
    expect(amountPresets(settings, "EUR", { min: 1, max: 100 })).toEqual([]);
  });
  it("reads platform statuses as outcomes and builds the result path", () => {
    expect(["success", "fail", "cancel", "canceled", "pending", "processing", undefined].map(payOutcomeOf)).toEqual(["success", "fail", "cancel", "cancel", "pending", "pending", "pending"]);
    expect(payResultPath("cancel", 12)).toBe("/cashier/paycancel/12");
    expect(payResultPath("pending")).toBe("/cashier/paypending");
  });
});

import { describe, expect, it } from "vitest";
import { REGISTER_OFFER_DAYS, offerActionOf, offerVisibleTo } from "./offers";
import { promoCodeMessageKey, withoutPromoOutcome } from "./promo-code-params";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 25);
const player = (days: number | null, hasDeposits = false) => ({ registeredAt: days === null ? null : now - days * DAY, hasDeposits });

describe("who sees an offer (spec §4, decision 028)", () => {
  it("guests see every offer, an unknown trigger included", () => {
    for (const trigger of ["deposit", "first_deposit", "promo_code", "register", "vip", null]) expect(offerVisibleTo(trigger, null, now)).toBe(true);
  });

  it("players: deposit and promo_code always, first_deposit before any deposit, register within 30 days, unknown never", () => {
    expect(offerVisibleTo("deposit", player(400, true), now)).toBe(true);
    expect(offerVisibleTo(undefined, player(400, true), now)).toBe(true);
    expect(offerVisibleTo("promo_code", player(400, true), now)).toBe(true);
    expect(offerVisibleTo("first_deposit", player(1, false), now)).toBe(true);
    expect(offerVisibleTo("first_deposit", player(1, true), now)).toBe(false);
    expect(offerVisibleTo("register", player(REGISTER_OFFER_DAYS - 0.001), now)).toBe(true);
    expect(offerVisibleTo("register", player(REGISTER_OFFER_DAYS), now)).toBe(false);
    expect(offerVisibleTo("register", player(null), now)).toBe(false);
    expect(offerVisibleTo("vip", player(1), now)).toBe(false);
  });

  it("how each trigger is taken", () => {
    expect(["deposit", "first_deposit", "promo_code", "register", "vip"].map(offerActionOf)).toEqual(["deposit", "deposit", "promo_code", "take", null]);
  });
});

describe("the promo-code outcome in the URL", () => {
  it("a refusal's text key: its own for the four known codes, INVALID for any other", () => {
    expect(["NOT_FOUND", "EXPIRED", "ALREADY_USED", "INVALID", "LIMIT", ""].map(promoCodeMessageKey)).toEqual([
      "promoCode.errors.NOT_FOUND",
      "promoCode.errors.EXPIRED",
      "promoCode.errors.ALREADY_USED",
      "promoCode.errors.INVALID",
      "promoCode.errors.INVALID",
      "promoCode.errors.INVALID",
    ]);
  });

  it("closing the dialog keeps the page's own query", () => {
    expect(withoutPromoOutcome("/ru/offers", "?promo_activated=X&tab=2")).toBe("/ru/offers?tab=2");
    expect(withoutPromoOutcome("/offers", "?promo_error=EXPIRED")).toBe("/offers");
  });
});

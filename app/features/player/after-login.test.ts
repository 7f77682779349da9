import { describe, expect, it } from "vitest";
import { isCashbackUnseen, popupsAllowedOn, withoutPopupFlag } from "./after-login";

describe("unseen cashback", () => {
  it("shows an active cashback whose id differs from the stored one", () => {
    expect(isCashbackUnseen({ id: 7, status: "active" }, null)).toBe(true);
    expect(isCashbackUnseen({ id: 7, status: "active" }, "6")).toBe(true);
    expect(isCashbackUnseen({ id: 7, status: "active" }, "7")).toBe(false);
  });
  it("shows a paid-out cashback without a receiving deadline", () => {
    expect(isCashbackUnseen({ id: 7, status: "paid_out", receiving_expired_at: null }, "7")).toBe(true);
    expect(isCashbackUnseen({ id: 7, status: "paid_out", receiving_expired_at: "2030-01-01T00:00:00Z" }, null)).toBe(false);
  });
  it("shows nothing without a cashback or for other statuses", () => {
    expect(isCashbackUnseen(null, null)).toBe(false);
    expect(isCashbackUnseen({ id: 1, status: "expired" }, null)).toBe(false);
  });
});

describe("campaign popup routes", () => {
  it("never opens on the game item and the cashier deposit routes, in both locales", () => {
    for (const prefix of ["", "/ru"]) {
      expect(popupsAllowedOn(`${prefix}/game/book`)).toBe(false);
      expect(popupsAllowedOn(`${prefix}/cashier/deposit`)).toBe(false);
      expect(popupsAllowedOn(`${prefix}/cashier/deposit/`)).toBe(false);
      expect(popupsAllowedOn(`${prefix}/cashier/deposit/click`)).toBe(false);
      expect(popupsAllowedOn(`${prefix}/cashier/withdraw`)).toBe(true);
      expect(popupsAllowedOn(`${prefix}/gamehall`)).toBe(true);
      expect(popupsAllowedOn(prefix || "/")).toBe(true);
    }
  });
  it("drops only the popup flag on close", () => {
    expect(withoutPopupFlag("/", "?popup=weekend")).toBe("/");
    expect(withoutPopupFlag("/ru/gamehall", "?category=2&popup=weekend")).toBe("/ru/gamehall?category=2");
  });
});

import { describe, expect, it } from "vitest";
import { CONFIRM_HINT_MS, REGISTRATION_HINT_MS, hintsAt, nextHintExpiry, regTimeMs, confirmSentCookieOf } from "./hints";

const base = { registeredAt: 1_000_000, hasDeposits: false, contactConfirmed: false, confirmSent: false };

describe("hints", () => {
  it("shows both right after registration", () => {
    expect(hintsAt(base, base.registeredAt + 1)).toEqual({ registration: true, confirm: true });
  });
  it("ends the registration hint 2 h after registration", () => {
    expect(hintsAt(base, base.registeredAt + REGISTRATION_HINT_MS - 1).registration).toBe(true);
    expect(hintsAt(base, base.registeredAt + REGISTRATION_HINT_MS)).toEqual({ registration: false, confirm: true });
  });
  it("ends the confirm hint 5 days after registration", () => {
    expect(hintsAt(base, base.registeredAt + CONFIRM_HINT_MS - 1).confirm).toBe(true);
    expect(hintsAt(base, base.registeredAt + CONFIRM_HINT_MS).confirm).toBe(false);
  });
  it("hides the registration hint when deposits exist", () => {
    expect(hintsAt({ ...base, hasDeposits: true }, base.registeredAt + 10)).toEqual({ registration: false, confirm: true });
  });
  it("hides the confirm hint when the contact is confirmed", () => {
    expect(hintsAt({ ...base, contactConfirmed: true }, base.registeredAt + 10)).toEqual({ registration: true, confirm: false });
  });
  it("hides both when a confirmation was sent", () => {
    expect(hintsAt({ ...base, confirmSent: true }, base.registeredAt + 10)).toEqual({ registration: false, confirm: false });
  });
  it("schedules the next expiry", () => {
    expect(nextHintExpiry(0, { registration: true, confirm: true }, 1000)).toBe(REGISTRATION_HINT_MS - 1000);
    expect(nextHintExpiry(0, { registration: false, confirm: true }, 1000)).toBe(CONFIRM_HINT_MS - 1000);
    expect(nextHintExpiry(0, { registration: false, confirm: false }, 1000)).toBeNull();
  });
  it("reads reg_time in seconds", () => {
    expect(regTimeMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(regTimeMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(regTimeMs(null)).toBeNull();
    expect(regTimeMs(0)).toBeNull();
  });
});

describe("the server's confirm-sent marker (decision 013)", () => {
  it("is this player's only: another uid, another cookie or a prefix of the name is no marker", () => {
    expect(confirmSentCookieOf("a=1; confirm_contact_sent=42; b=2", 42)).toBe(true);
    expect(confirmSentCookieOf("confirm_contact_sent=42", "42")).toBe(true);
    expect(confirmSentCookieOf("confirm_contact_sent=43", 42)).toBe(false);
    expect(confirmSentCookieOf("confirm_contact_sent=420", 42)).toBe(false);
    expect(confirmSentCookieOf("xconfirm_contact_sent=42", 42)).toBe(false);
    expect(confirmSentCookieOf(null, 42)).toBe(false);
  });
});

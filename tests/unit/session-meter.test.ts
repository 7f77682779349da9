import { describe, expect, it } from "vitest";
import { clockDuration, formatClock, formatNet, msToNextMinute, netOf, sessionMeterOf } from "~/features/player/session-meter";
import { platformSessionSchema } from "~/platform/account.server";

describe("the session clock and net position (decision 027)", () => {
  it("writes hours and minutes since sign-in, hours not wrapped at a day", () => {
    expect([0, 59, 60, 12 * 60 + 30, 3600, 3600 + 9 * 60, 27 * 3600 + 41 * 60 + 59, -5].map(formatClock)).toEqual(["0:00", "0:00", "0:01", "0:12", "1:00", "1:09", "27:41", "0:00"]);
    expect(clockDuration(3600 + 9 * 60 + 30)).toBe("PT1H9M");
  });

  it("writes the net with its sign as a character (a real minus), never by colour alone", () => {
    expect(formatNet(1500, "UZS", "uz")).toBe("+1,500 so‘m");
    expect(formatNet(-1000, "UZS", "uz")).toBe("\u22121,000 so‘m");
    expect(formatNet(-0.5, "UZS", "ru")).toBe("\u22120.50 сум");
    expect(formatNet(0, "UZS", "ru")).toBe("0 сум");
    expect(formatNet(-0.001, "UZS", "uz")).toBe("0 so‘m");
  });

  it("reads the platform's session: seconds since sign-in as of now, won − staked to the tiyin", () => {
    const now = Date.parse("2026-11-25T10:12:30Z");
    expect(sessionMeterOf({ started_at: "2026-11-25T10:00:00Z", staked: 3000.1, won: 1500.2 }, "UZS", now)).toEqual({ elapsed: 750, net: -1499.9, currency: "UZS" });
    // Unix seconds; a sign-in "in the future" (clock skew) is 0, not negative.
    expect(sessionMeterOf({ started_at: now / 1000 + 60, staked: 0, won: 0 }, "UZS", now)).toEqual({ elapsed: 0, net: 0, currency: "UZS" });
    // Without stakes and wins the clock alone; without a session or with a bad time, nothing.
    expect(sessionMeterOf({ started_at: "2026-11-25T10:11:00Z" }, "UZS", now)).toEqual({ elapsed: 90, net: null, currency: "UZS" });
    expect(sessionMeterOf(null, "UZS", now)).toBeNull();
    expect(sessionMeterOf({ started_at: "yesterday" }, "UZS", now)).toBeNull();
    expect(netOf({ started_at: 1, staked: 10, won: null })).toBeNull();
  });

  it("the platform's field is lenient: malformed is no session, stray amounts are dropped", () => {
    expect(platformSessionSchema.parse({ started_at: "2026-11-25T10:00:00Z", staked: "1000", won: 2500 })).toMatchObject({ staked: 1000, won: 2500 });
    expect(platformSessionSchema.parse({ started_at: "2026-11-25T10:00:00Z", staked: "many" })).toMatchObject({ staked: null });
    expect(platformSessionSchema.parse({ staked: 1 })).toBeNull();
    expect(platformSessionSchema.parse("x")).toBeNull();
    expect(platformSessionSchema.parse(undefined)).toBeUndefined();
  });

  it("ticks on the minute of the rendered clock, whatever the browser's own time", () => {
    expect(msToNextMinute(0, 0)).toBe(60_000);
    expect(msToNextMinute(12 * 60 + 30, 0)).toBe(30_000);
    expect(msToNextMinute(12 * 60 + 30, 29_000)).toBe(1_000);
    expect(msToNextMinute(12 * 60 + 30, 30_000)).toBe(60_000);
  });
});

import { describe, expect, it } from "vitest";
import { PlatformError } from "~/platform/errors";
import { analyticsTimestamp, loginErrorCode } from "./events.server";

describe("analytics events", () => {
  it("stamp the time at a fixed UTC+3 (spec §9), across the date line too", () => {
    expect(analyticsTimestamp(new Date("2026-11-23T18:40:05.120Z"))).toBe("2026-11-23T21:40:05.120+03:00");
    expect(analyticsTimestamp(new Date("2026-12-31T22:30:00.000Z"))).toBe("2027-01-01T01:30:00.000+03:00");
  });

  it("report a login error with the platform's code, else its error type", () => {
    expect(loginErrorCode(new PlatformError({ type: "Authorization", status: 401, method: "auth.login", message: "bad", code: 17 }))).toBe("17");
    expect(loginErrorCode(new PlatformError({ type: "TooManyRequests", status: 429, method: "auth.login", message: "slow down" }))).toBe("TooManyRequests");
    expect(loginErrorCode(new Error("boom"))).toBe("unknown");
  });
});

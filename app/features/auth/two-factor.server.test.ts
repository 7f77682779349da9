import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TWO_FACTOR_STEP_SECONDS, openTwoFactorStep, sealTwoFactorStep, twoFactorAnswerOf } from "./two-factor.server";

// The key comes from SESSION_SECRET; on the sandbox a random one per process.
beforeAll(() => vi.stubEnv("SANDBOX", "1"));
afterAll(() => vi.unstubAllEnvs());

describe("the sealed two-factor step", () => {
  const step = { login: "player@omad.test", password: "Secret-123" };

  it("opens to what was sealed, and never shows the password in the sealed text", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 6 }), (login, password) => {
        const sealed = sealTwoFactorStep({ login, password });
        expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(Buffer.from(sealed, "base64url").includes(Buffer.from(password))).toBe(false);
        expect(openTwoFactorStep(sealed)).toEqual({ login, password });
      }),
      { numRuns: 100 },
    );
  });

  it("is refused once its five minutes are over", () => {
    const now = Date.now();
    const sealed = sealTwoFactorStep(step, now);
    expect(openTwoFactorStep(sealed, now + TWO_FACTOR_STEP_SECONDS * 1000 - 1)).toEqual(step);
    expect(openTwoFactorStep(sealed, now + TWO_FACTOR_STEP_SECONDS * 1000)).toBeNull();
  });

  it("is refused when any byte was changed", () => {
    const raw = Buffer.from(sealTwoFactorStep(step), "base64url");
    fc.assert(
      fc.property(fc.nat(raw.length - 1), fc.integer({ min: 1, max: 255 }), (index, flip) => {
        const altered = Buffer.from(raw);
        altered[index] = altered[index]! ^ flip;
        expect(openTwoFactorStep(altered.toString("base64url"))).toBeNull();
      }),
    );
    expect(openTwoFactorStep("")).toBeNull();
    expect(openTwoFactorStep("not-a-step")).toBeNull();
  });
});

describe("the five two-factor messages of spec §8", () => {
  it.each([
    ["The code must contain 6 digits", "sixDigits"],
    ["Time expired", "expired"],
    ["The code is invalid", "invalid"],
    ["Two factor auth is already enabled. Resend time: 60", "enabled"],
    ["Resend time: 42", "resendTime"],
  ])("%j reads as %s", (text, answer) => {
    expect(twoFactorAnswerOf(text)).toBe(answer);
  });
});

import { describe, expect, it } from "vitest";
import { COOLING_OFF_MS, exclusionEnd, extendedExclusion, isAtLeastAsStrict, periodWindow, planLimitChange } from "../../mocks/handlers/limit-rules";
import { limitFormSchema } from "~/features/responsible-game/rules";

const at = (text: string) => Date.parse(text);
const day = (amount: number) => ({ amount, period: "day" as const });
const week = (amount: number) => ({ amount, period: "week" as const });

describe("deposit-limit periods renew at Tashkent midnight (UTC+5, decision 026)", () => {
  it("a day runs 00:00–24:00 Tashkent: 19:00 UTC to 19:00 UTC", () => {
    expect(periodWindow("day", at("2026-11-25T12:00:00Z"))).toEqual({ start: at("2026-11-24T19:00:00Z"), end: at("2026-11-25T19:00:00Z") });
    // 20:00 UTC is already the next day in Tashkent.
    expect(periodWindow("day", at("2026-11-25T20:00:00Z"))).toEqual({ start: at("2026-11-25T19:00:00Z"), end: at("2026-11-26T19:00:00Z") });
    expect(periodWindow("day", at("2026-11-25T19:00:00Z")).start).toBe(at("2026-11-25T19:00:00Z"));
  });

  it("a week from Monday 00:00, a month from the 1st 00:00 (across the year's end too)", () => {
    // Wednesday 25 November 2026 → Monday 23rd to Monday 30th.
    expect(periodWindow("week", at("2026-11-25T12:00:00Z"))).toEqual({ start: at("2026-11-22T19:00:00Z"), end: at("2026-11-29T19:00:00Z") });
    // Sunday 29th, 23:30 Tashkent is still that week.
    expect(periodWindow("week", at("2026-11-29T18:30:00Z")).end).toBe(at("2026-11-29T19:00:00Z"));
    expect(periodWindow("month", at("2026-12-31T12:00:00Z"))).toEqual({ start: at("2026-11-30T19:00:00Z"), end: at("2026-12-31T19:00:00Z") });
    expect(periodWindow("month", at("2026-12-31T20:00:00Z"))).toEqual({ start: at("2026-12-31T19:00:00Z"), end: at("2027-01-31T19:00:00Z") });
  });
});

describe("decreases apply at once, increases and removals after 24 hours", () => {
  const now = at("2026-11-25T12:00:00Z");

  it("compares limits: a smaller amount over a period no shorter protects at least as much", () => {
    expect(isAtLeastAsStrict(null, day(100))).toBe(true);
    expect(isAtLeastAsStrict(day(100), day(50))).toBe(true);
    expect(isAtLeastAsStrict(day(100), week(100))).toBe(true);
    expect(isAtLeastAsStrict(day(100), week(500))).toBe(false);
    expect(isAtLeastAsStrict(week(100), day(100))).toBe(false);
    expect(isAtLeastAsStrict(day(100), day(101))).toBe(false);
    expect(isAtLeastAsStrict(day(100), null)).toBe(false);
  });

  it("plans each change", () => {
    expect(planLimitChange(null, null, day(100), now)).toEqual({ action: "apply" });
    expect(planLimitChange(day(100), null, day(60), now)).toEqual({ action: "apply" });
    expect(planLimitChange(day(100), null, day(200), now)).toEqual({ action: "pending", effectiveAt: now + COOLING_OFF_MS });
    expect(planLimitChange(day(100), null, null, now)).toEqual({ action: "pending", effectiveAt: now + 24 * 3_600_000 });
    expect(planLimitChange(day(100), null, week(500), now)).toEqual({ action: "pending", effectiveAt: now + COOLING_OFF_MS });
  });

  it("is idempotent: the same limit, or the same waiting change, again changes nothing (its 24 hours keep running)", () => {
    const waiting = { limit: day(200), effectiveAt: now + 1000 };
    expect(planLimitChange(day(100), null, day(100), now)).toEqual({ action: "none" });
    expect(planLimitChange(null, null, null, now)).toEqual({ action: "none" });
    expect(planLimitChange(day(100), waiting, day(200), now + 500)).toEqual({ action: "none" });
    // Another increase restarts the wait; asking for what is in force cancels the waiting one; a decrease applies.
    expect(planLimitChange(day(100), waiting, day(300), now + 500)).toEqual({ action: "pending", effectiveAt: now + 500 + COOLING_OFF_MS });
    expect(planLimitChange(day(100), waiting, day(100), now + 500)).toEqual({ action: "cancel" });
    expect(planLimitChange(day(100), waiting, day(90), now + 500)).toEqual({ action: "apply" });
  });
});

describe("time-outs and self-exclusions", () => {
  const now = at("2026-08-31T10:00:00Z");
  it("end after exact hours and days, or calendar months and years (the month's last day when the date is missing)", () => {
    expect(exclusionEnd("24h", now)).toBe(at("2026-09-01T10:00:00Z"));
    expect(exclusionEnd("7d", now)).toBe(at("2026-09-07T10:00:00Z"));
    expect(exclusionEnd("30d", now)).toBe(at("2026-09-30T10:00:00Z"));
    expect(exclusionEnd("6m", now)).toBe(at("2027-02-28T10:00:00Z"));
    expect(exclusionEnd("1y", now)).toBe(at("2027-08-31T10:00:00Z"));
    expect(exclusionEnd("5y", at("2028-02-29T10:00:00Z"))).toBe(at("2033-02-28T10:00:00Z"));
  });

  it("are never shortened", () => {
    expect(extendedExclusion(null, 100)).toBe(100);
    expect(extendedExclusion(500, 100)).toBe(500);
    expect(extendedExclusion(100, 500)).toBe(500);
  });
});

describe("the limit form", () => {
  it("takes a period and a whole amount, grouping allowed", () => {
    expect(limitFormSchema.parse({ period: "week", amount: "1 000 000" })).toEqual({ period: "week", amount: 1_000_000 });
    expect(limitFormSchema.parse({ period: "day", amount: "25,000" })).toEqual({ period: "day", amount: 25_000 });
    expect(limitFormSchema.safeParse({ period: "day", amount: "-5" }).success).toBe(false);
    expect(limitFormSchema.safeParse({ period: "hour", amount: "5" }).success).toBe(false);
  });
});

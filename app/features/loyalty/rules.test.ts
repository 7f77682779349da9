import { describe, expect, it } from "vitest";
import { levelStanding, notificationShownAs, progressPercent, showsCharacterOn } from "./rules";

const levels = [
  { id: 2, name: "Kumush", min_points: 1000, max_points: 4999 },
  { id: 1, name: "Bronza", min_points: 0, max_points: 999 },
  { id: 3, name: "Oltin", min_points: 5000, max_points: null },
];

describe("progress percent (spec §9: from min, max and the current count)", () => {
  it("is where the count stands between min and max, whole, rounded down, within 0–100", () => {
    expect(progressPercent(0, 999, 0)).toBe(0);
    expect(progressPercent(0, 999, 950)).toBe(95);
    expect(progressPercent(1000, 4999, 2999)).toBe(49);
    expect(progressPercent(0, 999, 999)).toBe(100);
    expect(progressPercent(0, 999, 5000)).toBe(100);
    expect(progressPercent(100, 200, 50)).toBe(0);
  });
  it("is 100 without a maximum, and never divides by zero", () => {
    expect(progressPercent(5000, null, 6000)).toBe(100);
    expect(progressPercent(10, 10, 10)).toBe(100);
    expect(progressPercent(10, 10, 9)).toBe(0);
  });
});

describe("the level a count is in", () => {
  it("is the highest whose minimum it reaches (the platform's order does not matter), with the next and what is missing", () => {
    expect(levelStanding(levels, 950)).toEqual({ level: levels[1], next: levels[0], percent: 95, toNext: 50 });
    expect(levelStanding(levels, 1000)).toMatchObject({ level: { name: "Kumush" }, next: { name: "Oltin" }, percent: 0, toNext: 4000 });
    expect(levelStanding(levels, 7000)).toMatchObject({ level: { name: "Oltin" }, next: null, percent: 100, toNext: null });
  });
  it("a top level without a maximum reaches up to the next one's minimum; no levels is no level", () => {
    expect(levelStanding([{ name: "A", min_points: 0 }, { name: "B", min_points: 200 }], 50)).toMatchObject({ level: { name: "A" }, percent: 25, toNext: 150 });
    expect(levelStanding([], 50)).toEqual({ level: null, next: null, percent: 0, toNext: null });
    expect(levelStanding([{ name: "B", min_points: 200 }], 50)).toEqual({ level: null, next: { name: "B", min_points: 200 }, percent: 0, toNext: 150 });
  });
});

describe("display rules", () => {
  it("the character shows per mode: profile page, loyalty page or both (spec §9)", () => {
    expect([showsCharacterOn("profile", "profile"), showsCharacterOn("profile", "loyalty")]).toEqual([true, false]);
    expect([showsCharacterOn("loyalty", "profile"), showsCharacterOn("loyalty", "loyalty")]).toEqual([false, true]);
    expect([showsCharacterOn("both", "profile"), showsCharacterOn("both", "loyalty")]).toEqual([true, true]);
  });
  it("level and quest notifications are dialogs; register, profile, confirm and product are toasts", () => {
    expect(["quest", "register", "profile", "confirm", "product", "level"].map(notificationShownAs)).toEqual(["dialog", "toast", "toast", "toast", "toast", "dialog"]);
  });
});

import { describe, expect, it } from "vitest";
import { answeredCheckpoint, checkpointAt, dueCheckpoint, parseRealityCheckChoice, secondsToNextCheck } from "./reality-check";

describe("the reality check's timing (decision 035)", () => {
  it("takes off and the six intervals, nothing else", () => {
    expect(["0", "15", "30", "60", "120", "240", "480"].map(parseRealityCheckChoice)).toEqual([0, 15, 30, 60, 120, 240, 480]);
    for (const wrong of ["", "10", "45", "-15", "15.0", "0015", "960", "abc", null, 15]) expect(parseRealityCheckChoice(wrong)).toBeNull();
  });

  it("a check falls due at each whole interval since sign-in, not before", () => {
    expect(checkpointAt(15, 0)).toBe(0);
    expect(checkpointAt(15, 899)).toBe(0);
    expect(checkpointAt(15, 900)).toBe(1);
    expect(checkpointAt(15, 1799)).toBe(1);
    expect(checkpointAt(60, 7200)).toBe(2);
    expect(dueCheckpoint(15, 899, 0)).toBe(0);
    expect(dueCheckpoint(15, 900, 0)).toBe(1);
    expect(secondsToNextCheck(15, 5, 0)).toBe(895);
    expect(secondsToNextCheck(15, 900, 0)).toBe(0);
  });

  it("an answer keeps it away until the next interval; a missed one shows once, as the latest", () => {
    const answered = answeredCheckpoint(15, 905);
    expect(answered).toBe(1);
    expect(dueCheckpoint(15, 1000, answered)).toBe(0);
    expect(secondsToNextCheck(15, 1000, answered)).toBe(800);
    expect(dueCheckpoint(15, 1800, answered)).toBe(2);
    // Away for an hour after the first answer: one check (the 5th, at 1:15), not four.
    expect(dueCheckpoint(15, 5 * 900 + 60, answered)).toBe(5);
    expect(answeredCheckpoint(15, null)).toBe(0);
    // Answered later (another tab) than this page knows: the next is after that one.
    expect(secondsToNextCheck(15, 100, 2)).toBe(2600);
  });
});

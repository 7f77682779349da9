import { describe, expect, it } from "vitest";
import { deviceClassFor } from "./breakpoints";

describe("device classes of spec §9", () => {
  it.each([
    [360, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [991, "tablet"],
    [992, "laptop"],
    [1279, "laptop"],
    [1280, "laptopLg"],
    [1365, "laptopLg"],
    [1366, "desktopSm"],
    [1439, "desktopSm"],
    [1440, "desktop"],
    [1919, "desktop"],
    [1920, "desktopLg"],
  ])("%i px is %s", (width, expected) => {
    expect(deviceClassFor(width)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS, mayReload } from "./reload-guard";

describe("mayReload (spec §9: 10 s page reload guard)", () => {
  it("reloads the first time, then not again within 10 s", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(1_000_000, null)).toBe(true);
    expect(mayReload(1_000_000 + 9_999, 1_000_000)).toBe(false);
    expect(mayReload(1_000_000 + 10_000, 1_000_000)).toBe(true);
  });

  it("is not blocked by a stored time in the future or garbage", () => {
    expect(mayReload(1_000, 50_000)).toBe(true);
    expect(mayReload(1_000, Number.NaN)).toBe(true);
  });
});

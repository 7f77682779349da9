import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FRAUD_CHECK_DELAY_MS, hitUrl, parseHit, trackIdOf } from "./hit";

describe("the tracking hit", () => {
  it("is sent 3 s after start for the fraud check (spec §9)", () => {
    expect(FRAUD_CHECK_DELAY_MS).toBe(3000);
  });

  it("reads the track id of the landing URL, refusing malformed ones", () => {
    expect(trackIdOf("?track_id=aff-42.x")).toBe("aff-42.x");
    expect(trackIdOf("?utm=1")).toBeNull();
    expect(trackIdOf("?track_id=%3Cscript%3E")).toBeNull();
    expect(trackIdOf(`?track_id=${"a".repeat(65)}`)).toBeNull();
  });

  it("property: a hit the browser builds is read back by the route unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("visit" as const, "fraud" as const),
        fc.string({ maxLength: 300 }),
        fc.stringMatching(/^[A-Za-z0-9_.-]{0,64}$/),
        fc.base64String({ maxLength: 400 }),
        (type, referer, track, seonSession) => {
          const url = new URL(hitUrl({ type, referer, track, seonSession }), "https://omad.example");
          expect(url.origin).toBe("https://omad.example");
          expect(url.pathname).toBe("/hit");
          expect(parseHit(url.searchParams)).toEqual({ type, referer, track, seonSession });
        },
      ),
    );
  });
});

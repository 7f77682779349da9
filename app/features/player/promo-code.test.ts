import { describe, expect, it } from "vitest";
import { PROMO_CODE_KEY, capturePromoCode, promoCodeOf } from "./promo-code";

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("promo code capture", () => {
  it("reads the last promo_code of the query", () => {
    expect(promoCodeOf("?promo_code=A&x=1&promo_code=B")).toBe("B");
    expect(promoCodeOf("?promo_code=")).toBeNull();
    expect(promoCodeOf("")).toBeNull();
  });
  it("stores the query's code, which wins over the stored one", () => {
    const storage = memory({ [PROMO_CODE_KEY]: "OLD" });
    expect(capturePromoCode("?promo_code=NEW", storage)).toBe("NEW");
    expect(storage.data.get(PROMO_CODE_KEY)).toBe("NEW");
  });
  it("falls back to the stored code", () => {
    expect(capturePromoCode("?other=1", memory({ [PROMO_CODE_KEY]: "OLD" }))).toBe("OLD");
    expect(capturePromoCode("", memory())).toBeNull();
  });
});

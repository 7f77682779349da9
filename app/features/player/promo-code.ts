/** Promo code capture (spec §2): the query wins (the last one when repeated), else the stored one. */
export const PROMO_CODE_KEY = "promo_code";

export function promoCodeOf(search: string): string | null {
  const values = new URLSearchParams(search).getAll("promo_code").map((value) => value.trim()).filter(Boolean);
  return values.at(-1) ?? null;
}

export function capturePromoCode(search: string, storage: Pick<Storage, "getItem" | "setItem">): string | null {
  const fromQuery = promoCodeOf(search);
  if (fromQuery) {
    storage.setItem(PROMO_CODE_KEY, fromQuery);
    return fromQuery;
  }
  return storage.getItem(PROMO_CODE_KEY);
}

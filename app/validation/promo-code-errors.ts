/** The promo-code refusals that have their own text (spec §5, `promoCode.errors.*`); any other reads INVALID. */
export const PROMO_CODE_ERRORS = ["NOT_FOUND", "EXPIRED", "ALREADY_USED", "INVALID"] as const;

/**
 * The one rule for a rejected promo code's text (spec §5): the first error code of `promo_code`, else INVALID
 * (also when the code is one without a text of its own).
 */
export function promoCodeErrorKey(errors: { promo_code?: unknown } | null | undefined, known: readonly string[] = PROMO_CODE_ERRORS): string {
  const list = errors?.promo_code;
  const first = Array.isArray(list) ? list[0] : list;
  const code = typeof first === "string" ? first.toUpperCase() : "";
  return known.includes(code) ? code : "INVALID";
}

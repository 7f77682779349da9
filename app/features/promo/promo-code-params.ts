import { PROMO_CODE_ERRORS } from "~/validation/promo-code-errors";

/** The query the promo-code action answers with (read by the form and the "activated" dialog, server and browser). */
export const PROMO_ERROR_PARAM = "promo_error";
export const PROMO_ACTIVATED_PARAM = "promo_activated";
export const PROMO_CODE_ACTION = "/_actions/promo-code";

/** The translation key of a refusal (one of PROMO_CODE_ERRORS; anything else reads INVALID). */
export function promoCodeMessageKey(refusal: string): string {
  return `promoCode.errors.${(PROMO_CODE_ERRORS as readonly string[]).includes(refusal) ? refusal : "INVALID"}`;
}

/** The page's address without the promo-code outcome (where closing the dialog leads). */
export function withoutPromoOutcome(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PROMO_ERROR_PARAM);
  params.delete(PROMO_ACTIVATED_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

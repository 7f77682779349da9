import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { PROMO_CODE_KEY, promoCodeOf } from "./promo-code";
import { localStore } from "~/lib/storage";

/** The promo code of this page's query: the sign-up form's default, rendered by the server too (no JS needed). */
export function useQueryPromoCode(): string | undefined {
  return promoCodeOf(useLocation().search) ?? undefined;
}

/**
 * Without a code in the query, the stored one (see PromoCodeCapture) fills the empty promo field once the page
 * runs, and opens the field when it sits behind the "I have a promo code" toggle.
 */
export function usePromoCodePrefill(inputId: string) {
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || input.value) return;
    const stored = localStore.getItem(PROMO_CODE_KEY);
    if (!stored) return;
    input.value = stored;
    const toggle = input.closest("details");
    if (toggle) toggle.open = true;
  }, [inputId]);
}

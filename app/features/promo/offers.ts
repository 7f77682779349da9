/**
 * Who sees an offer and what taking it asks (spec §4, docs/decisions/028). Shared by the offers pages, the
 * promotion page and the cashier's deposit offers, so the rule is written once.
 */

/** A `register` offer is for players within this many days of their registration. */
export const REGISTER_OFFER_DAYS = 30;
const DAY_MS = 86_400_000;

export type OfferTrigger = "deposit" | "first_deposit" | "promo_code" | "register";

/** The player an offer is judged for; null is a guest. */
export interface OfferAudience {
  registeredAt: number | null;
  hasDeposits: boolean;
}

/**
 * Offers are shown to guests, and to players who satisfy the trigger: `deposit` and `promo_code` hold for every
 * player, `first_deposit` before any successful deposit, `register` within REGISTER_OFFER_DAYS of registration.
 * An unknown trigger is shown to guests only.
 */
export function offerVisibleTo(trigger: string | null | undefined, player: OfferAudience | null, now = Date.now()): boolean {
  if (!player) return true;
  switch (trigger ?? "deposit") {
    case "deposit":
    case "promo_code":
      return true;
    case "first_deposit":
      return !player.hasDeposits;
    case "register":
      return player.registeredAt !== null && now - player.registeredAt >= 0 && now - player.registeredAt < REGISTER_OFFER_DAYS * DAY_MS;
    default:
      return false;
  }
}

/** How an offer is taken: through a deposit with it, with its promo code, or with one button (takepromotions). */
export type OfferAction = "deposit" | "promo_code" | "take";

export function offerActionOf(trigger: string | null | undefined): OfferAction | null {
  switch (trigger ?? "deposit") {
    case "deposit":
    case "first_deposit":
      return "deposit";
    case "promo_code":
      return "promo_code";
    case "register":
      return "take";
    default:
      return null;
  }
}

/** Whether a player needs the deposit history to judge these triggers (only `first_deposit` does). */
export function needsDepositHistory(triggers: Array<string | null | undefined>): boolean {
  return triggers.includes("first_deposit");
}

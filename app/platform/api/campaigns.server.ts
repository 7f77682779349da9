import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { promoCodeErrorKey } from "~/validation/rules";
import { PlatformError, systemPageFor } from "../errors";
import { Caller, type Fields, anything, description, id, list } from "./shared.server";

export const offerSchema = z
  .object({
    id,
    trigger: z.string().nullish(),
    description,
    promotions: z.array(z.unknown()).default([]),
  })
  .passthrough();
export type Offer = z.infer<typeof offerSchema>;

export const popupSchema = z
  .object({ sysname: z.string(), description, trigger: z.string().nullish() })
  .passthrough();
export type CampaignPopup = z.infer<typeof popupSchema>;

/**
 * Promo code state (spec §3): value, validity, message (one of PROMO_CODE_ERRORS when refused), and the offer a
 * valid code takes (`offer_id` of the answer, decision 028; null when the platform names none).
 */
export type PromoCodeState = { value: string; validity: boolean; message: string | null; offerId: number | null };

const promoCodeAnswerSchema = z
  .object({ offer_id: z.coerce.number().int().positive().nullish().catch(null) })
  .passthrough()
  .nullish()
  .catch(null);

/**
 * A platform answer that refuses a promo code (a 4xx: "not found" included), as opposed to a fault or one of the
 * spec's fatal answers (banned, maintenance, forbidden), which stay system pages.
 */
export function isPromoCodeRefusal(error: unknown): error is PlatformError {
  if (!(error instanceof PlatformError) || error.timedOut || error.status >= 500) return false;
  // An ended session is not the code's fault: the player signs in again (decision 053).
  if (error.type === "Authorization") return false;
  const page = systemPageFor(error);
  return !page || page.kind === "not-found";
}

/** `campaigns.*` and `popups.get` (spec §7). */
export function campaignsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    getOffers: ({ fields = ["description", "promotions"], offset }: { fields?: Fields; offset?: number } = {}) =>
      call.get("campaigns.getoffers", list(offerSchema), { fields, offset }),
    activateOffer: (promoCode: string, fields: Fields = ["description"]) =>
      call.post("campaigns.activateOffer", anything, { promo_code: promoCode, fields }),
    /** A refusal (a 4xx) is the code's state, its message read by the one rule of spec §5 (promoCodeErrorKey). */
    async checkPromocode(promoCode: string): Promise<PromoCodeState> {
      try {
        const answer = await call.post("campaigns.checkPromocode", promoCodeAnswerSchema, { promo_code: promoCode });
        return { value: promoCode, validity: true, message: null, offerId: answer?.offer_id ?? null };
      } catch (error) {
        if (isPromoCodeRefusal(error)) {
          return { value: promoCode, validity: false, message: promoCodeErrorKey(error.details.errors as { promo_code?: unknown } | undefined), offerId: null };
        }
        throw error;
      }
    },
    takePromotions: (offerId: string | number) => call.post("campaigns.takepromotions", anything, { offer_id: offerId }),
  };
}

export function popupsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: (sysname?: string) => call.get("popups.get", list(popupSchema), { sysname }),
  };
}

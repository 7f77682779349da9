import { z } from "zod";
import { message } from "~/validation/messages";
import { sumSchema } from "~/validation/rules";
import { type RequisiteView, requisitesSchema } from "./requisites";

/** "No bonus": the offer id a deposit carries when the player takes none (spec §3). */
export const NO_OFFER = -1;

export interface DepositFormRules {
  min: number;
  max: number;
  currency: string;
  locale: "uz" | "ru";
  requisites: RequisiteView[];
  /** Offer ids the player may choose (besides NO_OFFER). */
  offers: number[];
  currencies: string[];
}

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** The deposit form, the same on both sides: the browser validates with it, the action parses with it. */
export function depositSchema(rules: DepositFormRules) {
  return z.object({
    amount: sumSchema({ min: rules.min, max: rules.max, currency: rules.currency, locale: rules.locale }),
    campaign_offer_id: z.coerce
      .number()
      .int()
      .default(NO_OFFER)
      .refine((value) => value === NO_OFFER || rules.offers.includes(value), message("wrongField")),
    promo_code: z.preprocess(trimmed, z.string().max(32, message("wrongField")).regex(/^[\w-]*$/, message("wrongField")).optional()),
    currency: z.preprocess(
      trimmed,
      z
        .string()
        .optional()
        .refine((value) => !value || rules.currencies.includes(value), message("wrongField")),
    ),
    requisites: rules.requisites.length ? requisitesSchema(rules.requisites) : z.object({}).optional(),
    back: z.string().max(500).optional(),
    idempotencyKey: z.string().max(80).optional(),
  });
}

export type DepositSubmission = z.infer<ReturnType<typeof depositSchema>>;

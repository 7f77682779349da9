import { z } from "zod";
import type { Locale } from "~/i18n/config";
import { formatAmount } from "~/lib/format";
import { cardHolderSchema, customSchema, emailSchema, generalSchema, phoneSchema, sumSchema } from "~/validation/rules";

/** A requisite a withdraw method asks for (platform's `requisites` of the method), as the form renders it. */
export interface RequisiteView {
  name: string;
  type: "card" | "card_holder" | "phone" | "email" | "text";
  /** A platform pattern for `text` requisites. */
  pattern: string | null;
}

/** A withdraw method of `cashier.getwithdrawsettings`, ready for the page. */
export interface WithdrawMethodView {
  sysname: string;
  title: string;
  icon: string | null;
  min: number;
  max: number;
  currency: string;
  requisites: RequisiteView[];
}

/** Card numbers: 13 to 19 digits; spaces and dashes as typed on a card are tolerated and removed. */
export const CARD_PATTERN = "^\\d{13,19}$";
const stripSeparators = (value: unknown) => (typeof value === "string" ? value.replace(/[\s-]/g, "") : value);

export function requisiteSchema(requisite: RequisiteView) {
  switch (requisite.type) {
    case "card":
      return z.preprocess(stripSeparators, customSchema(CARD_PATTERN));
    case "card_holder":
      return cardHolderSchema();
    case "phone":
      return phoneSchema();
    case "email":
      return emailSchema();
    default:
      return requisite.pattern ? customSchema(requisite.pattern) : generalSchema();
  }
}

/** The amount the player may withdraw: the method's bounds, and never more than the main balance. */
export function withdrawSchema(method: WithdrawMethodView, available: number, locale: Locale = "uz") {
  const requisites = Object.fromEntries(method.requisites.map((requisite) => [requisite.name, requisiteSchema(requisite)]));
  const availableText = formatAmount(available, { currency: method.currency, locale });
  return z.object({
    method: z.literal(method.sysname),
    amount: sumSchema({ min: method.min, max: method.max, currency: method.currency, locale }).refine(
      (value) => value <= available,
      `withdraw.notEnough|${JSON.stringify({ available: availableText })}`,
    ),
    requisites: z.object(requisites),
  });
}

export type WithdrawValue = z.infer<ReturnType<typeof withdrawSchema>>;

/** The form's field that a platform problem belongs to (see errors.ts `field`). */
export function problemFieldName(field: "amount" | "method" | "requisites" | null, method: WithdrawMethodView | null): string | null {
  if (field === "amount") return "amount";
  if (field === "requisites" && method?.requisites[0]) return `requisites.${method.requisites[0].name}`;
  return null;
}

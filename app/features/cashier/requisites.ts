import { z } from "zod";
import { cardHolderSchema, customSchema, emailSchema, generalSchema, phoneSchema } from "~/validation/rules";

/** A requisite a payment method asks for (the platform's `requisites` of the method), as its form renders it. */
export interface RequisiteView {
  name: string;
  type: "card" | "card_holder" | "phone" | "email" | "text";
  /** A platform pattern for `text` requisites. */
  pattern: string | null;
}

export const requisiteTypes: ReadonlySet<string> = new Set<RequisiteView["type"]>(["card", "card_holder", "phone", "email", "text"]);

/** Card numbers: 13 to 19 digits (the hint says the same numbers); spaces and dashes as typed on a card are removed. */
export const CARD_DIGITS = { min: 13, max: 19 } as const;
export const CARD_PATTERN = `^\\d{${CARD_DIGITS.min},${CARD_DIGITS.max}}$`;
const stripSeparators = (value: unknown) => (typeof value === "string" ? value.replace(/[\s-]/g, "") : value);

/** One requisite's rule, the same on the deposit and the withdraw form. */
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

/** The `requisites` object of a money form's schema. */
export function requisitesSchema(requisites: readonly RequisiteView[]) {
  return z.object(Object.fromEntries(requisites.map((requisite) => [requisite.name, requisiteSchema(requisite)])));
}

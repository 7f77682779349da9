import { z } from "zod";
import type { Locale } from "~/i18n/config";
import { formatAmount } from "~/lib/format";
import { sumSchema } from "~/validation/rules";
import type { MethodView } from "./method-view";
import { requisitesSchema } from "./requisites";

/** A withdraw method of `cashier.getwithdrawsettings`, ready for the page. */
export type WithdrawMethodView = MethodView;

/** The amount the player may withdraw: the method's bounds, and never more than the main balance. */
export function withdrawSchema(method: WithdrawMethodView, available: number, locale: Locale = "uz") {
  const availableText = formatAmount(available, { currency: method.currency, locale });
  return z.object({
    method: z.literal(method.sysname),
    amount: sumSchema({ min: method.min, max: method.max, currency: method.currency, locale }).refine(
      (value) => value <= available,
      `withdraw.notEnough|${JSON.stringify({ available: availableText })}`,
    ),
    requisites: requisitesSchema(method.requisites),
  });
}

export type WithdrawValue = z.infer<ReturnType<typeof withdrawSchema>>;

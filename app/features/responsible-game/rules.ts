import { z } from "zod";

// The periods live apart from the schemas (no zod), for the pages that only show them (issue 14).
export { BREAK_PERIODS, EXCLUSION_PERIODS, LIMIT_PERIODS, TIMEOUT_PERIODS, isBreakPeriod } from "./periods";
export type { BreakPeriod, LimitPeriod } from "./periods";
import { LIMIT_PERIODS } from "./periods";

/** The largest limit the form takes, in the account's currency. */
export const MAX_LIMIT = 1_000_000_000;

/** The limit form: a period and a whole amount from 1 up to MAX_LIMIT (spaces and commas of grouping allowed). */
export const limitFormSchema = z.object({
  period: z.enum(LIMIT_PERIODS, { errorMap: () => ({ message: "responsibleGame.errors.period" }) }),
  amount: z
    .string()
    .transform((text) => text.replace(/[\s,]/g, ""))
    .pipe(
      z
        .string()
        .min(1, "responsibleGame.errors.amountRequired")
        .regex(/^\d{1,10}$/, "responsibleGame.errors.amount")
        .transform(Number)
        .pipe(z.number().int().min(1, "responsibleGame.errors.amount").max(MAX_LIMIT, "responsibleGame.errors.amountMax")),
    ),
});

/** The session-time limits the page offers, in minutes (decision 035); 0 removes the limit. */
export const SESSION_LIMITS = [30, 60, 120, 240, 480] as const;

export function parseSessionLimitChoice(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,3}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes === 0 || (SESSION_LIMITS as readonly number[]).includes(minutes) ? minutes : null;
}

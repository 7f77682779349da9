import { z } from "zod";

/** The deposit-limit periods the site offers (decision 026). */
export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A time-out or a self-exclusion, by its length (decision 026). */
export const BREAK_PERIODS = { "24h": "timeout", "7d": "timeout", "30d": "timeout", "6m": "exclusion", "1y": "exclusion", "5y": "exclusion" } as const;
export type BreakPeriod = keyof typeof BREAK_PERIODS;
export const TIMEOUT_PERIODS = ["24h", "7d", "30d"] as const satisfies readonly BreakPeriod[];
export const EXCLUSION_PERIODS = ["6m", "1y", "5y"] as const satisfies readonly BreakPeriod[];

export function isBreakPeriod(value: unknown): value is BreakPeriod {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(BREAK_PERIODS, value);
}

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

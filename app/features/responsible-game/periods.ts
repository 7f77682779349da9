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

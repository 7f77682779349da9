/**
 * The responsible-gaming rules the sandbox platform keeps (docs/decisions/026), as pure functions over times in
 * milliseconds and amounts in tiyin, so they are unit-tested apart from the store.
 */

export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export interface Limit {
  amount: number;
  period: LimitPeriod;
}

/** How long a looser limit (an increase, a longer-to-shorter period, a removal) waits before it applies. */
export const COOLING_OFF_MS = 24 * 3_600_000;

/** Periods are calendar periods of Tashkent time (UTC+5, no daylight saving). */
export const PLATFORM_UTC_OFFSET_MS = 5 * 3_600_000;

const DAY_MS = 86_400_000;

export function isLimitPeriod(value: unknown): value is LimitPeriod {
  return typeof value === "string" && (LIMIT_PERIODS as readonly string[]).includes(value);
}

/**
 * The period that contains `now`: a day from 00:00, a week from Monday 00:00, a month from the 1st 00:00, Tashkent
 * time. `end` is when the limit renews (the whole amount is available again).
 */
export function periodWindow(period: LimitPeriod, now: number): { start: number; end: number } {
  const local = new Date(now + PLATFORM_UTC_OFFSET_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const at = (year: number, month: number, day: number) => Date.UTC(year, month, day) - PLATFORM_UTC_OFFSET_MS;
  if (period === "day") return { start: at(y, m, d), end: at(y, m, d + 1) };
  if (period === "week") {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    return { start: at(y, m, d - sinceMonday), end: at(y, m, d - sinceMonday + 7) };
  }
  return { start: at(y, m, 1), end: at(y, m + 1, 1) };
}

/** Days in a period, to compare periods: a longer period with no larger amount is never looser. */
const periodDays: Record<LimitPeriod, number> = { day: 1, week: 7, month: 31 };

const sameLimit = (a: Limit | null, b: Limit | null) => (a === null || b === null ? a === b : a.amount === b.amount && a.period === b.period);

/**
 * Whether `wanted` protects at least as much as `current`: no limit is the loosest; a limit is at least as strict
 * when its amount is no larger over a period no shorter (day 100 → week 100 is stricter; day 100 → week 500 is not).
 */
export function isAtLeastAsStrict(current: Limit | null, wanted: Limit | null): boolean {
  if (wanted === null) return current === null;
  if (current === null) return true;
  return wanted.amount <= current.amount && periodDays[wanted.period] >= periodDays[current.period];
}

export type LimitChange =
  /** Nothing changes (the same limit again, or the same pending change again: its 24 hours keep running). */
  | { action: "none" }
  /** Applies at once; any pending change is dropped. */
  | { action: "apply" }
  /** Asking for the limit one already has while a change waits: the waiting change is cancelled. */
  | { action: "cancel" }
  /** Waits: applies at `effectiveAt`. */
  | { action: "pending"; effectiveAt: number };

/** What asking for `wanted` (null: no limit) does, given the limit in force and the change waiting, at `now`. */
export function planLimitChange(current: Limit | null, pending: { limit: Limit | null; effectiveAt: number } | null, wanted: Limit | null, now: number): LimitChange {
  if (sameLimit(current, wanted)) return pending ? { action: "cancel" } : { action: "none" };
  if (isAtLeastAsStrict(current, wanted)) return { action: "apply" };
  if (pending && sameLimit(pending.limit, wanted)) return { action: "none" };
  return { action: "pending", effectiveAt: now + COOLING_OFF_MS };
}

export const EXCLUSION_PERIODS = { "24h": "timeout", "7d": "timeout", "30d": "timeout", "6m": "exclusion", "1y": "exclusion", "5y": "exclusion" } as const;
export type ExclusionPeriod = keyof typeof EXCLUSION_PERIODS;

export function isExclusionPeriod(value: unknown): value is ExclusionPeriod {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(EXCLUSION_PERIODS, value);
}

/** When a time-out or self-exclusion asked for at `now` ends: hours and days exactly, months and years by the calendar (UTC). */
export function exclusionEnd(period: ExclusionPeriod, now: number): number {
  if (period === "24h") return now + DAY_MS;
  if (period === "7d") return now + 7 * DAY_MS;
  if (period === "30d") return now + 30 * DAY_MS;
  const date = new Date(now);
  const months = period === "6m" ? 6 : period === "1y" ? 12 : 60;
  const target = new Date(now);
  target.setUTCMonth(date.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  if (target.getUTCDate() !== date.getUTCDate()) target.setUTCDate(0);
  return target.getTime();
}

/** A break never gets shorter: a new one ends at the later of the two ends. */
export function extendedExclusion(currentUntil: number | null, wantedUntil: number): number {
  return currentUntil !== null && currentUntil > wantedUntil ? currentUntil : wantedUntil;
}

/** The reality check's intervals in minutes (decision 035); 0 turns it off. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120, 240, 480] as const;

export function isRealityCheckMinutes(value: number): boolean {
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(value);
}

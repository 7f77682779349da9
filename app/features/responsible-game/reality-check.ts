/**
 * The reality check's timing (issue 19 item 2, decision 035), apart from React so it is unit-tested. A session
 * has checks at N, 2N, 3N… minutes after sign-in; check k is due once the session is k·N old and the player has
 * not answered a check at or after that moment. All in seconds since the session's sign-in.
 */

import { type PlatformSession, toMs } from "~/features/player/session-meter";

/** The intervals the player may choose, in minutes (0 = off is the form's other choice). */
export const REALITY_CHECK_INTERVALS = [15, 30, 60, 120, 240, 480] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export function isRealityCheckInterval(value: unknown): value is RealityCheckInterval {
  return typeof value === "number" && (REALITY_CHECK_INTERVALS as readonly number[]).includes(value);
}

/** The form's value: "0" (off) or one of the intervals; anything else is null. */
export function parseRealityCheckChoice(value: unknown): RealityCheckInterval | 0 | null {
  if (typeof value !== "string" || !/^\d{1,3}$/.test(value)) return null;
  const minutes = Number(value);
  return minutes === 0 || isRealityCheckInterval(minutes) ? (minutes as RealityCheckInterval | 0) : null;
}

/** The last check reached at `elapsed` seconds (0: none yet). */
export function checkpointAt(intervalMinutes: number, elapsed: number): number {
  return Math.max(0, Math.floor(elapsed / (intervalMinutes * 60)));
}

/** The last check answered, from when (seconds since sign-in) the player last answered one; null: none. */
export function answeredCheckpoint(intervalMinutes: number, answeredElapsed: number | null): number {
  return answeredElapsed === null ? 0 : checkpointAt(intervalMinutes, answeredElapsed);
}

/** The check to show now, or 0 when none is due: the last one reached, when later than the last one answered. */
export function dueCheckpoint(intervalMinutes: number, elapsed: number, answered: number): number {
  const reached = checkpointAt(intervalMinutes, elapsed);
  return reached > answered ? reached : 0;
}

/** Seconds until the next check falls due (0 when one is due now). */
export function secondsToNextCheck(intervalMinutes: number, elapsed: number, answered: number): number {
  if (dueCheckpoint(intervalMinutes, elapsed, answered)) return 0;
  const next = Math.max(checkpointAt(intervalMinutes, elapsed), answered) + 1;
  return next * intervalMinutes * 60 - elapsed;
}

/** What the root loader hands the page: the interval, where the session stands, and its figures as of the render. */
export interface RealityCheckData {
  interval: RealityCheckInterval;
  /** The session's sign-in (ms): a new session starts counting its checks afresh. */
  startedAt: number;
  /** Seconds since sign-in as of this render. */
  elapsed: number;
  /** The last check the player answered in this session (0: none). */
  answered: number;
  /** The check due as of this render (0: none): the server renders it open, so it shows without JavaScript. */
  due: number;
  staked: number | null;
  won: number | null;
  currency: string;
}

/** The reality check of the platform's session, or null: no session, no interval (off), or unreadable. */
export function realityCheckOf(session: PlatformSession | null | undefined, currency: string, now: number): RealityCheckData | null {
  const interval = session?.reality_check?.interval;
  if (!session || !isRealityCheckInterval(interval)) return null;
  const startedAt = toMs(session.started_at);
  if (!Number.isFinite(startedAt)) return null;
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  const acknowledged = session.reality_check?.acknowledged_at;
  const acknowledgedAt = acknowledged === null || acknowledged === undefined ? NaN : toMs(acknowledged);
  const answered = answeredCheckpoint(interval, Number.isFinite(acknowledgedAt) ? Math.max(0, (acknowledgedAt - startedAt) / 1000) : null);
  const amount = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
  return { interval, startedAt, elapsed, answered, due: dueCheckpoint(interval, elapsed, answered), staked: amount(session.staked), won: amount(session.won), currency };
}

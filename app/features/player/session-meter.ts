import type { Locale } from "~/i18n/config";
import { formatAmount } from "~/lib/format";

/**
 * The session clock and net position of the header (issue 19 item 3, decision 027), apart from React so
 * they are unit-tested. No date library: the clock is hours and minutes, written by hand.
 */

/** What the root loader hands the header: seconds since sign-in as of the render, and won − staked (or null). */
export interface SessionMeterData {
  elapsed: number;
  net: number | null;
  currency: string;
}

/** The platform's session (decision 027): when it signed in, and its stakes and wins. */
export interface PlatformSession {
  started_at: string | number;
  staked?: number | null;
  won?: number | null;
  /** Decision 035: the reality check's interval in minutes (null = off) and this session's last answer. */
  reality_check?: { interval?: number | null; acknowledged_at?: string | number | null } | null;
}

export function toMs(value: string | number): number {
  // The platform sends ISO 8601; Unix seconds and milliseconds are taken as they are.
  if (typeof value === "number") return value < 1e11 ? value * 1000 : value;
  return Date.parse(value);
}

/** The header's data from the platform's session, or null when there is none or it cannot be read. */
export function sessionMeterOf(session: PlatformSession | null | undefined, currency: string, now: number): SessionMeterData | null {
  if (!session) return null;
  const started = toMs(session.started_at);
  if (!Number.isFinite(started)) return null;
  return { elapsed: Math.max(0, Math.floor((now - started) / 1000)), net: netOf(session), currency };
}

/** Won − staked, to the tiyin; null unless the platform sent both. */
export function netOf(session: PlatformSession | null | undefined): number | null {
  if (!session || typeof session.staked !== "number" || typeof session.won !== "number") return null;
  if (!Number.isFinite(session.staked) || !Number.isFinite(session.won)) return null;
  return Math.round((session.won - session.staked) * 100) / 100;
}

/** Hours and minutes since sign-in: "0:05", "1:00", "27:41" (hours are not wrapped at a day). */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The same as an ISO 8601 duration, for `<time datetime>`. */
export function clockDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}

/** A signed amount: "+1,500 so‘m", "−1,000 so‘m" (a real minus sign), "0 so‘m". The sign says it, not colour. */
export function formatNet(net: number, currency: string, locale: Locale): string {
  const amount = formatAmount(Math.abs(net), { currency, locale });
  if (Math.round(net * 100) === 0) return formatAmount(0, { currency, locale });
  return `${net > 0 ? "+" : "\u2212"}${amount}`;
}

/** Milliseconds until the shown minute changes, from the elapsed seconds as rendered plus the time since. */
export function msToNextMinute(elapsedSeconds: number, sinceMs: number): number {
  const total = elapsedSeconds * 1000 + Math.max(0, sinceMs);
  return 60_000 - (total % 60_000);
}

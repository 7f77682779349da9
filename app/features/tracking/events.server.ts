import type { AppLoadContext } from "@remix-run/node";
import { getApi } from "~/platform/api/index.server";
import { PlatformError } from "~/platform/errors";

/** Spec §9: analytics timestamps are written at a fixed UTC+3, whatever the server's zone. */
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** `2026-11-23T21:30:05.123+03:00`: the instant `date` at UTC+3. */
export function analyticsTimestamp(date: Date): string {
  return `${new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, -1)}+03:00`;
}

/** The events of spec §7/§8 the site reports (docs/decisions/017). */
export type TrackedEvent =
  | { name: "login_error"; params: { code: string } }
  | { name: "promocode_not_found"; params: { promo_code: string } }
  | { name: "registration"; params: { method: "form" } };

/** The code a login error is reported with: the platform's error code, else its error type. */
export function loginErrorCode(error: unknown): string {
  if (error instanceof PlatformError) return String(error.code ?? error.type);
  return "unknown";
}

/**
 * `events.handle` from the server, where the action runs (works without JavaScript). A lost event never fails
 * the player's action: the call is awaited (tests read what the platform got) but its failure is dropped.
 */
export async function trackEvent(request: Request, context: AppLoadContext, event: TrackedEvent, now = new Date()): Promise<void> {
  try {
    await getApi(request, context).events.handle(event.name, { ...event.params, timestamp: analyticsTimestamp(now) });
  } catch {
    // See above.
  }
}

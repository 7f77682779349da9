/**
 * Pending deposits and the repeat question (issue 29, decision 007): a deposit sent to its provider stays pending
 * until the provider answers. Back from the provider's page reloads the form (the cashier pages are `no-store`)
 * with a new key, so a same-amount repeat would be a second deposit. The form shows the player's pending deposits
 * of the last minutes and, before a deposit of the same amount as one it showed, asks first.
 */

/** How far back a pending deposit counts as "just sent" (the provider's page is open about that long). */
export const REPEAT_WINDOW_MS = 30 * 60_000;

/** The ids of the pending deposits the form was rendered with (a hidden field). */
export const PENDING_SEEN_FIELD = "pending_seen";
/** The player's answer "yes, make another" (the confirm button's name; its value is "1"). */
export const CONFIRM_REPEAT_FIELD = "confirm_repeat";

export interface PendingDeposit {
  id: string;
  amount: number;
  currency: string;
  method: string | null;
  /** ms since the epoch */
  createdAt: number;
}

interface HistoryLike {
  id: string | number;
  status: string;
  type?: string | null;
  method?: unknown;
  created_at?: string | number | null;
  amount: { amount: number; currency: string };
}

/** The platform's time: ISO 8601, Unix seconds or milliseconds; null when unreadable. */
export function timeOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const ms = typeof value === "number" ? (value < 1e11 ? value * 1000 : value) : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** The pending deposits made within the window before `now`, newest first. */
export function recentPendingDeposits(items: readonly HistoryLike[], now: number, windowMs = REPEAT_WINDOW_MS): PendingDeposit[] {
  return items
    .flatMap((item) => {
      const createdAt = timeOf(item.created_at);
      if (item.status !== "pending" || (item.type && item.type !== "deposit") || createdAt === null) return [];
      if (now - createdAt > windowMs) return [];
      return [{ id: String(item.id), amount: item.amount.amount, currency: item.amount.currency, method: typeof item.method === "string" ? item.method : null, createdAt }];
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The ids a posted form says it showed (at most 20, digits and word characters only). */
export function seenPendingIds(value: FormDataEntryValue | null | undefined): string[] {
  if (typeof value !== "string" || !value) return [];
  return value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => /^[\w-]{1,40}$/.test(id))
    .slice(0, 20);
}

/**
 * The pending deposit a post would repeat: one the form showed (so not one this very form made — the platform
 * answers a resent form with its own transaction), still pending, of the same amount and currency.
 */
export function repeatedDeposit(pending: readonly PendingDeposit[], seen: readonly string[], amount: number, currency: string): PendingDeposit | null {
  return pending.find((item) => seen.includes(item.id) && item.amount === amount && item.currency === currency) ?? null;
}

import { siteCookie } from "~/lib/cookies.server";
import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * Idempotency keys of money actions (deposit, withdrawal). The platform makes at most one transaction per
 * player and key, so the rules below decide when two submissions are "the same money action":
 *
 * - The server issues the key and keeps it in a short HttpOnly cookie, one per player and kind. Every form
 *   rendered while the cookie lives carries the same key as a hidden field: two tabs, a double click and a POST
 *   resubmitted after Back all send it, so they make one transaction and the player is shown that one.
 * - The action prefers the form's field (a page restored from history resubmits its own key) and falls back
 *   to the cookie, then to a fresh key.
 * - A key that already made a transaction for another amount/method/offer (its fingerprint) is not reused:
 *   the player changed the deposit, so it is a new one and gets a new key.
 * - The key rotates once the transaction it made is settled (success, fail, cancel): the next form is a new
 *   deposit. Withdrawals rotate when the caller says so (`rotateMoneyKey`), e.g. once accepted.
 *
 * The cookie is not signed: the platform scopes keys to the signed-in player, so a forged value can only
 * collide with the player's own transactions — the same outcome as resubmitting a form.
 */

export type MoneyKind = "deposit" | "withdrawal";

export { MONEY_KEY_FIELD } from "./money-submit";

const usedSchema = z.object({ key: z.string(), fp: z.string(), tx: z.union([z.string(), z.number()]).nullish() });
export const moneyKeyStateSchema = z.object({
  uid: z.number(),
  key: z.string().min(8).max(80),
  /** What the current key was first used for, and the transaction it made. */
  fp: z.string().nullish(),
  tx: z.union([z.string(), z.number()]).nullish(),
  /** Recently rotated keys that made a transaction: a stale form resubmitting one must not change it. */
  prev: z.array(usedSchema).max(8).default([]),
});
export type MoneyKeyState = z.infer<typeof moneyKeyStateSchema>;

const KEEP_PREVIOUS = 4;
const SETTLED = new Set(["success", "fail", "cancel", "canceled", "cancelled", "declined", "rejected", "done", "completed"]);

export function isSettledStatus(status: string | null | undefined): boolean {
  return Boolean(status && SETTLED.has(status.toLowerCase()));
}

export function newMoneyKey(): string {
  return randomUUID();
}

/** What makes two submissions the same money action (order of parts is fixed). */
export function moneyFingerprint(parts: Record<string, string | number | null | undefined>): string {
  return Object.keys(parts)
    .sort()
    .map((name) => `${name}=${parts[name] ?? ""}`)
    .join("&");
}

// ── pure rules (unit tested) ────────────────────────────────────────────────────────────────────────────

/** The state a form is rendered with: the player's current key, or a fresh one (new player, no cookie). */
export function stateForPlayer(state: MoneyKeyState | null, uid: number, make = newMoneyKey): MoneyKeyState {
  if (state && state.uid === uid) return state;
  return { uid, key: make(), fp: null, tx: null, prev: [] };
}

/** A new current key; the old one is remembered with what it made (when it made anything). */
export function rotateState(state: MoneyKeyState, make = newMoneyKey): MoneyKeyState {
  const prev = state.fp ? [{ key: state.key, fp: state.fp, tx: state.tx ?? null }, ...state.prev] : state.prev;
  return { uid: state.uid, key: make(), fp: null, tx: null, prev: prev.slice(0, KEEP_PREVIOUS) };
}

/**
 * The key a submission uses. `submitted` is the form's hidden field (preferred). A key already used for a
 * different fingerprint is replaced by a fresh one, which becomes current.
 */
export function keyForSubmission(
  state: MoneyKeyState,
  submitted: string | null | undefined,
  fingerprint: string,
  make = newMoneyKey,
): { key: string; state: MoneyKeyState } {
  const candidate = submitted && /^[\w-]{8,80}$/.test(submitted) ? submitted : state.key;
  const usedFor = candidate === state.key ? state.fp : state.prev.find((item) => item.key === candidate)?.fp;
  if (usedFor && usedFor !== fingerprint) {
    const next = rotateState(state, make);
    return { key: next.key, state: { ...next, fp: fingerprint } };
  }
  if (candidate === state.key) return { key: candidate, state: { ...state, fp: fingerprint } };
  // A form rendered before the last rotation (or in another session of the same player): it keeps its key.
  return { key: candidate, state };
}

/** Remember which transaction the current key made. */
export function recordTransaction(state: MoneyKeyState, key: string, transactionId: string | number): MoneyKeyState {
  if (key === state.key) return { ...state, tx: transactionId };
  return { ...state, prev: state.prev.map((item) => (item.key === key ? { ...item, tx: transactionId } : item)) };
}

/** After a transaction settles, the key that made it is rotated (if it is still the current one). */
export function settleState(state: MoneyKeyState, transactionId: string | number, make = newMoneyKey): MoneyKeyState {
  return state.tx != null && String(state.tx) === String(transactionId) ? rotateState(state, make) : state;
}

// ── cookies ────────────────────────────────────────────────────────────────────────────────────────────

const cookies = {
  deposit: siteCookie("money_deposit", { maxAge: 60 * 60 }),
  withdrawal: siteCookie("money_withdrawal", { maxAge: 60 * 60 }),
} satisfies Record<MoneyKind, unknown>;

export async function readMoneyKeyState(request: Request, kind: MoneyKind): Promise<MoneyKeyState | null> {
  const raw: unknown = await cookies[kind].parse(request.headers.get("cookie")).catch(() => null);
  const parsed = moneyKeyStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function serializeMoneyKeyState(kind: MoneyKind, state: MoneyKeyState): Promise<string> {
  return cookies[kind].serialize(state);
}

/**
 * For a form's loader: the key to render as the hidden field, and the Set-Cookie to send (null when the
 * cookie is already right). `isSettled` (optional) is asked about the transaction the current key made;
 * when it says settled, the key rotates so the form is a new money action.
 */
export async function issueMoneyKey(
  request: Request,
  kind: MoneyKind,
  uid: number,
  isSettled?: (transactionId: string | number) => Promise<boolean>,
): Promise<{ key: string; setCookie: string | null }> {
  const stored = await readMoneyKeyState(request, kind);
  let state = stateForPlayer(stored, uid);
  if (state.tx != null && isSettled && (await isSettled(state.tx).catch(() => false))) state = rotateState(state);
  return { key: state.key, setCookie: state === stored ? null : await serializeMoneyKeyState(kind, state) };
}

/**
 * For a money action: the key to send to the platform, and `commit(transactionId)` giving the Set-Cookie
 * that remembers what the key made (call it once the platform answered with a transaction).
 */
export async function claimMoneyKey(
  request: Request,
  kind: MoneyKind,
  uid: number,
  submitted: FormDataEntryValue | null | undefined,
  fingerprint: string,
): Promise<{
  key: string;
  setCookie: () => Promise<string>;
  commit: (transactionId: string | number) => Promise<string>;
  refused: () => Promise<{ key: string; setCookie: string }>;
}> {
  const stored = await readMoneyKeyState(request, kind);
  const { key, state } = keyForSubmission(stateForPlayer(stored, uid), typeof submitted === "string" ? submitted : null, fingerprint);
  return {
    key,
    setCookie: () => serializeMoneyKeyState(kind, state),
    commit: (transactionId) => serializeMoneyKeyState(kind, recordTransaction(state, key, transactionId)),
    // The platform refused and made nothing: the next attempt is a new money action with a new key
    // (a platform may replay a refusal for a key it has seen).
    refused: async () => {
      const next = rotateState({ ...state, fp: null, tx: null });
      return { key: next.key, setCookie: await serializeMoneyKeyState(kind, next) };
    },
  };
}

/**
 * Rotate after a transaction is settled (`transactionId` given: only if the current key made it) or
 * unconditionally. Returns the Set-Cookie, or null when nothing changed.
 */
export async function rotateMoneyKey(request: Request, kind: MoneyKind, uid: number, transactionId?: string | number): Promise<string | null> {
  const stored = await readMoneyKeyState(request, kind);
  if (!stored || stored.uid !== uid) return null;
  const next = transactionId === undefined ? rotateState(stored) : settleState(stored, transactionId);
  return next === stored ? null : serializeMoneyKeyState(kind, next);
}

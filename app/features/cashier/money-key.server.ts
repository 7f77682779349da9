import { siteCookie } from "~/lib/cookies.server";
import { randomUUID } from "node:crypto";
import { z } from "zod";

/**
 * Idempotency keys of money actions (deposit, withdrawal), docs/decisions/007. The platform enforces the key:
 * at most one transaction per player, kind and key; the same parameters are answered with that transaction,
 * other parameters are refused. So the site's only job is to hand each rendered form one key and to send
 * exactly that key with every post of that form — never a key made up for a post:
 *
 * - The form's loader renders the player's current key (an HttpOnly cookie, one per player and kind), so the
 *   same form open in two tabs, a double click and a POST resubmitted after Back all send the same key.
 * - The action sends the form's field as it is; a post without a well-formed key is refused (a stale or
 *   forged form), never given a key of its own.
 * - Once the platform made (or replayed) a transaction, or refused the key as used, the cookie moves to a new
 *   key: the next rendered form is a new money action. A refusal that made nothing keeps the key, so the
 *   player can correct the form and send it again.
 *
 * The cookie is not signed: the platform scopes keys to the signed-in player, so a forged value can only
 * collide with the player's own transactions — the same outcome as resubmitting a form.
 */

export type MoneyKind = "deposit" | "withdrawal";

export { MONEY_KEY_FIELD } from "./money-submit";

/** What a key looks like (a UUID is issued; the platform accepts word characters and dashes). */
export const MONEY_KEY_PATTERN = /^[\w-]{8,80}$/;

export const moneyKeyStateSchema = z.object({ uid: z.number(), key: z.string().regex(MONEY_KEY_PATTERN) });
export type MoneyKeyState = z.infer<typeof moneyKeyStateSchema>;

export function newMoneyKey(): string {
  return randomUUID();
}

/** The key a posted form carries, or null when it carries none that could have been issued. */
export function submittedMoneyKey(value: FormDataEntryValue | null | undefined): string | null {
  return typeof value === "string" && MONEY_KEY_PATTERN.test(value) ? value : null;
}

/** The state a form is rendered with: the player's current key, or a fresh one (new player, no cookie). */
export function stateForPlayer(state: MoneyKeyState | null, uid: number, make = newMoneyKey): MoneyKeyState {
  return state && state.uid === uid ? state : { uid, key: make() };
}

const cookies = {
  deposit: siteCookie("money_deposit", { maxAge: 60 * 60 }),
  withdrawal: siteCookie("money_withdrawal", { maxAge: 60 * 60 }),
} satisfies Record<MoneyKind, unknown>;

export async function readMoneyKeyState(request: Request, kind: MoneyKind): Promise<MoneyKeyState | null> {
  const raw: unknown = await cookies[kind].parse(request.headers.get("cookie")).catch(() => null);
  const parsed = moneyKeyStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function serialize(kind: MoneyKind, state: MoneyKeyState): Promise<string> {
  return cookies[kind].serialize({ uid: state.uid, key: state.key });
}

/**
 * For a form's loader: the key to render as the hidden field, and the Set-Cookie to send (null when the
 * cookie already holds it).
 */
export async function issueMoneyKey(request: Request, kind: MoneyKind, uid: number): Promise<{ key: string; setCookie: string | null }> {
  const stored = await readMoneyKeyState(request, kind);
  const state = stateForPlayer(stored, uid);
  return { key: state.key, setCookie: state === stored ? null : await serialize(kind, state) };
}

/**
 * The key's money action is over (made, replayed or refused as used): a new current key for the next
 * rendered form, and its Set-Cookie.
 */
export async function nextMoneyKey(kind: MoneyKind, uid: number, make = newMoneyKey): Promise<{ key: string; setCookie: string }> {
  const state = { uid, key: make() };
  return { key: state.key, setCookie: await serialize(kind, state) };
}

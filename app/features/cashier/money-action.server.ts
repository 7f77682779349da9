import { metrics } from "../../../server/metrics";
import { type MoneyOrder, isIdempotencyKeyReused } from "~/platform/api/cashier.server";
import type { CashierProblem } from "./errors";
import { type MoneyKind, nextMoneyKey, submittedMoneyKey } from "./money-key.server";
import { payOutcomeOf } from "./pay-outcome";

/** What one post of a money form came to (docs/decisions/007). */
export type MoneyAttempt =
  /** The platform made the transaction, or answered a repeat of the same post with it while it is pending. */
  | { outcome: "made"; order: MoneyOrder; setCookie: string }
  /** The form's key was already spent (other parameters, a settled transaction, or no key): nothing made. */
  | { outcome: "stale"; problem: CashierProblem; key: string; setCookie: string }
  /** The platform refused and made nothing: the key stays, the player may correct the form and send it again. */
  | { outcome: "refused"; error: unknown };

function staleProblem(type: "IdempotencyKeyReused" | "IdempotencyKeySettled" | "IdempotencyKeyMissing", values?: Record<string, string>): CashierProblem {
  const key = { IdempotencyKeyReused: "keyReused", IdempotencyKeySettled: "keySettled", IdempotencyKeyMissing: "keyMissing" }[type];
  const messageKey = `cashierErrors.${key}${values ? `|${JSON.stringify(values)}` : ""}`;
  return { type, messageKey, field: null, freshForm: true };
}

/**
 * Sends one post of a money form with exactly the key the form carries (never one made up for the post), and
 * reads the answer. Whenever the key's money action is over — made, replayed, or refused as already used —
 * the player's cookie moves to a new key, so the next rendered form is a new money action.
 */
export async function sendMoneyForm(
  kind: MoneyKind,
  uid: number,
  submitted: FormDataEntryValue | null,
  send: (idempotencyKey: string) => Promise<MoneyOrder>,
): Promise<MoneyAttempt> {
  const key = submittedMoneyKey(submitted);
  if (!key) return counted(kind, "repeated_key", { outcome: "stale", problem: staleProblem("IdempotencyKeyMissing"), ...(await nextMoneyKey(kind, uid)) });
  let order: MoneyOrder;
  try {
    order = await send(key);
  } catch (error) {
    if (isIdempotencyKeyReused(error)) return counted(kind, "repeated_key", { outcome: "stale", problem: staleProblem("IdempotencyKeyReused"), ...(await nextMoneyKey(kind, uid)) });
    return counted(kind, "refused_platform", { outcome: "refused", error });
  }
  const next = await nextMoneyKey(kind, uid);
  // A repeat of a post whose transaction is already over: showing it as new would invite a second one.
  if (order.idempotent_replayed && payOutcomeOf(order.status) !== "pending") {
    return counted(kind, "repeated_key", { outcome: "stale", problem: staleProblem("IdempotencyKeySettled", { id: String(order.id) }), ...next });
  }
  return counted(kind, order.idempotent_replayed ? "repeated_key" : "made", { outcome: "made", order, setCookie: next.setCookie });
}

/** A money action's outcome on site_money_actions_total (issue 40): made, repeated_key, refused_platform, refused_validation. */
export function countMoneyAction(kind: MoneyKind, outcome: "made" | "repeated_key" | "refused_platform" | "refused_validation") {
  metrics.moneyActions.labels(kind, outcome).inc();
}

function counted<T>(kind: MoneyKind, outcome: Parameters<typeof countMoneyAction>[1], attempt: T): T {
  countMoneyAction(kind, outcome);
  return attempt;
}

import { type DB, InsufficientFunds, credit, debit, doc, docs, getPlayer, localize, toMajor, toMinor, sql } from "../db/store";
import { depositLimit } from "./account";
import { awardPoints } from "./loyalty";
import { ApiFault, type Ctx, type Namespace, iso, listParam, money, num, paginate, required, requirePlayer, str, withMediaOrigin } from "./context";
import { resetOnCashout } from "./jackpots";
import { depositOffer, grantDepositOffer } from "./campaigns";

export interface TransactionRow {
  id: number;
  uid: number;
  type: "deposit" | "withdrawal";
  method: string;
  amount: number;
  currency: string;
  status: string;
  requisites: string;
  idempotency_key: string | null;
  /** What the key was first used for (see `boundParams`); null on rows made before it was kept. */
  idempotency_params: string | null;
  return_url: string | null;
  locale: string;
  campaign_offer_id: number | null;
  /** The promo code the deposit was made with (its offer is campaign_offer_id), redeemed when it succeeds. */
  promo_code: string | null;
  created_at: number;
  updated_at: number;
}

export function getTransaction(db: DB, id: number | string) {
  return sql(db, "SELECT * FROM transactions WHERE id = ?").get(Number(id)) as TransactionRow | undefined;
}

function view(row: TransactionRow) {
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    status: row.status,
    amount: money(row.amount, row.currency),
    requisites: JSON.parse(row.requisites) as unknown,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    domain: "sandbox",
  };
}

function requisitesOf(ctx: Ctx) {
  const out: Record<string, string> = {};
  for (const [key, value] of ctx.params) {
    const match = key.match(/^requisites\[(.+)\]$/);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

/** The payment page's outcome for a pending deposit: the money moves only on success, exactly once. */
export function settleDeposit(db: DB, id: number, outcome: "success" | "fail" | "cancel" | "pending", now = Date.now()): TransactionRow {
  return db.transaction(() => {
    const tx = getTransaction(db, id);
    if (!tx || tx.type !== "deposit") throw new Error(`No deposit ${id}`);
    if (tx.status !== "pending" || outcome === "pending") return tx;
    sql(db, "UPDATE transactions SET status = ?, updated_at = ? WHERE id = ?").run(outcome, now, id);
    if (outcome === "success") {
      credit(db, tx.uid, "main", tx.amount, "deposit", tx.id, now);
      awardPoints(db, tx.uid, Math.floor(toMajor(tx.amount) / 10_000), now);
      grantDepositOffer(db, tx, now);
    }
    return getTransaction(db, id)!;
  })();
}

/**
 * The operator's decision on a pending withdrawal (the QA panel's approve/decline): approved → success;
 * declined → fail and the money credited back to the main balance. Exactly once, in one db transaction:
 * a decided (or cancelled) withdrawal stays as it is.
 */
export function settleWithdrawal(db: DB, id: number, outcome: "success" | "fail", now = Date.now()): TransactionRow {
  return db.transaction(() => {
    const tx = getTransaction(db, id);
    if (!tx || tx.type !== "withdrawal") throw new Error(`No withdrawal ${id}`);
    if (tx.status !== "pending") return tx;
    sql(db, "UPDATE transactions SET status = ?, updated_at = ? WHERE id = ?").run(outcome, now, id);
    if (outcome === "fail") credit(db, tx.uid, "main", tx.amount, "withdrawal.decline", tx.id, now);
    return getTransaction(db, id)!;
  })();
}

/** The latest pending withdrawals of every player (the QA panel lists them). */
export function pendingWithdrawals(db: DB, limit = 20) {
  return sql(db, "SELECT * FROM transactions WHERE type = 'withdrawal' AND status = 'pending' ORDER BY id DESC LIMIT ?").all(limit) as TransactionRow[];
}

/** Where the payment page sends the player back: the pay result route of the outcome, in the deposit's language. */
export function payResultPath(tx: Pick<TransactionRow, "id" | "locale" | "return_url">, outcome: "success" | "fail" | "cancel" | "pending") {
  const prefix = tx.locale === "ru" ? "/ru" : "";
  const route = { success: "paysuccess", fail: "payfail", cancel: "paycancel", pending: "paypending" }[outcome];
  const origin = tx.return_url ? safeOrigin(tx.return_url) : "";
  return `${origin}${prefix}/cashier/${route}/${tx.id}`;
}

function safeOrigin(url: string) {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : "";
  } catch {
    return "";
  }
}

function methodOf(ctx: Ctx, kind: "payment_method" | "withdraw_method") {
  const sysname = required(ctx, "method");
  const method = doc<{ sysname: string; min_amount: number; max_amount: number }>(ctx.db, kind, sysname);
  if (!method) throw new ApiFault("InvalidParameter", 400, `Unknown method ${sysname}`, { errors: { method: ["INVALID"] } });
  return method;
}

function amountOf(ctx: Ctx, method: { min_amount: number; max_amount: number }) {
  const amount = num(ctx, "amount", NaN);
  if (!Number.isInteger(amount) || amount <= 0) throw new ApiFault("InvalidParameter", 400, "Wrong amount", { errors: { amount: ["INVALID"] } });
  if (amount < method.min_amount || amount > method.max_amount) throw new ApiFault("InvalidParameter", 400, `Amount must be between ${method.min_amount} and ${method.max_amount}`, { errors: { amount: ["OUT_OF_RANGE"] } });
  return toMinor(amount);
}

/** Keys the sandbox accepts: 1 to 255 visible ASCII characters (UUIDs, prefixed test keys). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The parameters a money call's idempotency key is bound to (docs/decisions/007), in a fixed order: what
 * decides the money. `return_url` and the locale are left out: they say where the player lands, not what is paid.
 */
function boundParams(ctx: Ctx, type: TransactionRow["type"]): string {
  const requisites = Object.entries(requisitesOf(ctx)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const amount = Number(str(ctx, "amount"));
  const parts: Array<[string, unknown]> = [
    ["method", str(ctx, "method") ?? ""],
    ["amount", Number.isFinite(amount) ? amount : str(ctx, "amount")],
    ["requisites", requisites],
  ];
  if (type === "deposit") {
    parts.push(["currency", str(ctx, "currency") ?? ""], ["campaign_offer_id", Number(str(ctx, "campaign_offer_id") ?? -1)], ["promo_code", str(ctx, "promo_code") ?? ""]);
  }
  return JSON.stringify(parts);
}

/**
 * The idempotency contract of makedeposit / makewithdrawal (docs/decisions/007), like the payment APIs that
 * do this best: the key is required; a key already used by this player for this kind of call answers the
 * transaction it made, as it is now, marked `idempotent_replayed` — with the same parameters only. With
 * other parameters the call is refused (409, InvalidParameter on `idempotency_key`) and nothing is made.
 * Only a made transaction binds a key: a refusal leaves it unused.
 */
function claimKey(ctx: Ctx, uid: number, type: TransactionRow["type"]) {
  const key = str(ctx, "idempotency_key");
  if (!key) throw new ApiFault("InvalidParameter", 400, "Parameter idempotency_key is required", { errors: { idempotency_key: ["REQUIRED"] } });
  if (!KEY_PATTERN.test(key)) throw new ApiFault("InvalidParameter", 400, "Wrong idempotency_key", { errors: { idempotency_key: ["INVALID"] } });
  const params = boundParams(ctx, type);
  const again = sql(ctx.db, "SELECT * FROM transactions WHERE uid = ? AND type = ? AND idempotency_key = ?").get(uid, type, key) as TransactionRow | undefined;
  // Rows made before the parameters were kept (null) are answered as replays.
  if (again && again.idempotency_params !== null && again.idempotency_params !== params) {
    throw new ApiFault("InvalidParameter", 409, "This idempotency key was already used with other parameters", {
      errors: { idempotency_key: ["KEY_REUSED"] },
      transaction_id: again.id,
    });
  }
  return { key, params, again };
}

/**
 * How a deposit method's payment goes on: the provider's page in the same window (default), in a new window
 * (card 3-D Secure), or a confirmation on the player's phone (no page: the provider settles it).
 */
export const depositFlows: Record<string, "redirect" | "new_window" | "mobile"> = { visa: "new_window", click: "mobile" };

function order(ctx: Ctx, tx: TransactionRow) {
  const flow = tx.type === "deposit" ? (depositFlows[tx.method] ?? "redirect") : undefined;
  const page = tx.type === "deposit" && tx.status === "pending" && flow !== "mobile";
  return { ...view(tx), flow, redirect_url: page ? `${ctx.pagesOrigin}/sandbox/pay/${tx.id}` : null };
}

export const cashier: Namespace = {
  getbanks: (ctx) => docs(ctx.db, "bank"),
  getdepositinfo: (ctx) => {
    const p = requirePlayer(ctx);
    const tx = getTransaction(ctx.db, required(ctx, "id"));
    if (!tx || tx.uid !== p.uid) throw new ApiFault("InvalidParameter", 404, "No such transaction");
    return view(tx);
  },
  getdepositsettings: (ctx) => ({
    methods: withMediaOrigin(ctx, localize(docs<{ sysname: string }>(ctx.db, "payment_method"), ctx.locale)).map((m) => ({ ...m, flow: depositFlows[m.sysname] ?? "redirect" })),
    amountList: [{ currency: "UZS", list: [20_000, 50_000, 100_000, 200_000, 500_000] }],
    currencies: { UZS: "so‘m" },
    detalization: { enableDetalization: true, displayedDetalization: false },
    offers: localize(docs<{ trigger: string }>(ctx.db, "offer").filter((o) => o.trigger === "deposit"), ctx.locale),
    view_mode: "container",
  }),
  getwithdrawsettings: (ctx) => ({ methods: withMediaOrigin(ctx, localize(docs(ctx.db, "withdraw_method"), ctx.locale)) }),
  gethistory: (ctx) => {
    const p = requirePlayer(ctx);
    const type = str(ctx, "type") ?? "all";
    const statuses = listParam(ctx, "statuses");
    const rows = sql(ctx.db, "SELECT * FROM transactions WHERE uid = ? ORDER BY created_at DESC, id DESC").all(p.uid) as TransactionRow[];
    const items = rows.filter((row) => (type === "all" || row.type === type) && (!statuses.length || statuses.includes(row.status))).map(view);
    return paginate(ctx, items, 4);
  },
  makedeposit: (ctx) => {
    const p = requirePlayer(ctx);
    // One synchronous db transaction: concurrent calls with one key cannot both find it unused.
    return ctx.db.transaction(() => {
      const { key, params, again } = claimKey(ctx, p.uid, "deposit");
      if (again) return { ...order(ctx, again), idempotent_replayed: true };
      const method = methodOf(ctx, "payment_method");
      const amount = amountOf(ctx, method);
      const limit = depositLimit(ctx.db, getPlayer(ctx.db, p.uid)!, ctx.now);
      if (amount > limit.available_minor) throw new ApiFault("BillingDepositLimitExceeded", 400, "The deposit limit is exceeded", { available_amount: limit.available_amount, expired_at: limit.expired_at });
      const { offerId, promoCode } = depositOffer(ctx, p.uid);
      const result = sql(ctx.db, "INSERT INTO transactions (uid, type, method, amount, currency, status, requisites, idempotency_key, idempotency_params, return_url, locale, campaign_offer_id, promo_code, created_at, updated_at) VALUES (?, 'deposit', ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .run(p.uid, method.sysname, amount, p.currency, JSON.stringify(requisitesOf(ctx)), key, params, str(ctx, "return_url"), ctx.locale, offerId, promoCode, ctx.now, ctx.now);
      return order(ctx, getTransaction(ctx.db, Number(result.lastInsertRowid))!);
    })();
  },
  makewithdrawal: (ctx) => {
    const p = requirePlayer(ctx);
    return ctx.db.transaction(() => {
      const { key, params, again } = claimKey(ctx, p.uid, "withdrawal");
      if (again) return { ...order(ctx, again), idempotent_replayed: true };
      const method = methodOf(ctx, "withdraw_method");
      const amount = amountOf(ctx, method);
      const confirmed = sql(ctx.db, "SELECT 1 FROM contacts WHERE uid = ? AND is_confirmed = 1").get(p.uid);
      if (!confirmed) throw new ApiFault("UserNeedConfirmContact", 400, "Confirm a contact before withdrawing");
      if (p.kyc_block && !p.is_verified) throw new ApiFault("KycWithdrawal", 400, "Withdrawals are held until the identity is verified");
      if (amount > toMinor(5_000_000) && !p.is_verified) throw new ApiFault("KycWithdrawal", 400, "Identity verification is required for this amount");
      const result = sql(ctx.db, "INSERT INTO transactions (uid, type, method, amount, currency, status, requisites, idempotency_key, idempotency_params, locale, created_at, updated_at) VALUES (?, 'withdrawal', ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)")
        .run(p.uid, method.sysname, amount, p.currency, JSON.stringify(requisitesOf(ctx)), key, params, ctx.locale, ctx.now, ctx.now);
      const id = Number(result.lastInsertRowid);
      try {
        debit(ctx.db, p.uid, "main", amount, "withdrawal", id, ctx.now);
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new ApiFault("WithdrawalDeclined", 400, "Not enough money on the main balance");
        throw error;
      }
      resetOnCashout(ctx.db, p.uid, ctx.now);
      return order(ctx, getTransaction(ctx.db, id)!);
    })();
  },
  cancelwithdrawal: (ctx) => {
    const p = requirePlayer(ctx);
    const id = required(ctx, "id");
    // Read and decided in one db transaction, like the operator's approve/decline: credited back exactly once.
    ctx.db.transaction(() => {
      const tx = getTransaction(ctx.db, id);
      if (!tx || tx.uid !== p.uid || tx.type !== "withdrawal") throw new ApiFault("InvalidParameter", 404, "No such withdrawal");
      if (tx.status !== "pending") throw new ApiFault("InvalidRequest", 400, "Only a pending withdrawal can be cancelled");
      sql(ctx.db, "UPDATE transactions SET status = 'cancel', updated_at = ? WHERE id = ?").run(ctx.now, tx.id);
      credit(ctx.db, p.uid, "main", tx.amount, "withdrawal.cancel", tx.id, ctx.now);
    })();
    return 1;
  },
};

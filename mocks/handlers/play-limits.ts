import { type DB, type PlayerRow, getPlayer, toMajor, toMinor, sql } from "../db/store";
import { ApiFault, type Ctx, type Namespace, iso, requirePlayer, str } from "./context";
import { type Limit, isLimitPeriod, periodWindow, planLimitChange } from "./limit-rules";

/**
 * The loss limit and the session-time limit (docs/decisions/035), on the deposit limit's model (decision 026): a
 * stricter limit applies at once, a looser one or a removal waits 24 hours and is cancellable; asking again for what
 * is in force or waiting changes nothing. Real-money play is refused once either is reached.
 */

/** The session-time limits the platform takes, in minutes (0 removes the limit). */
export const SESSION_LIMIT_MINUTES = [30, 60, 120, 240, 480] as const;

/** Applies a waiting change whose 24 hours have passed. */
function settle(db: DB, p: PlayerRow, now: number): PlayerRow {
  if (p.loss_limit_pending_at !== null && p.loss_limit_pending_at <= now) {
    const period = isLimitPeriod(p.loss_limit_pending_period) ? p.loss_limit_pending_period : "none";
    const amount = period === "none" ? null : p.loss_limit_pending_amount;
    sql(db, "UPDATE players SET loss_limit_amount = ?, loss_limit_period = ?, loss_limit_pending_amount = NULL, loss_limit_pending_period = NULL, loss_limit_pending_at = NULL WHERE uid = ?").run(amount, amount === null ? "none" : period, p.uid);
  }
  if (p.session_limit_pending_at !== null && p.session_limit_pending_at <= now) {
    sql(db, "UPDATE players SET session_limit_minutes = session_limit_pending_minutes, session_limit_pending_minutes = NULL, session_limit_pending_at = NULL WHERE uid = ?").run(p.uid);
  }
  return getPlayer(db, p.uid)!;
}

const lossLimitOf = (p: PlayerRow): Limit | null => (isLimitPeriod(p.loss_limit_period) && p.loss_limit_amount !== null ? { amount: p.loss_limit_amount, period: p.loss_limit_period } : null);
/** A session limit as a limit over one fixed period, so the deposit limit's "at least as strict" rule compares minutes. */
const sessionLimitOf = (minutes: number | null): Limit | null => (minutes === null ? null : { amount: minutes, period: "day" });

/** Net real-money loss (stakes − wins, never below 0) of the player's slot rounds in [start, end). */
export function netLoss(db: DB, uid: number, start: number, end: number): number {
  const row = sql(db, "SELECT COALESCE(SUM(stake), 0) - COALESCE(SUM(win), 0) AS lost FROM rounds WHERE uid = ? AND wallet != 'fun' AND created_at >= ? AND created_at < ?").get(uid, start, end) as { lost: number };
  return Math.max(0, row.lost);
}

export function lossLimit(db: DB, player: PlayerRow, now: number) {
  const p = settle(db, player, now);
  const pending =
    p.loss_limit_pending_at === null
      ? null
      : { limit_amount: p.loss_limit_pending_amount === null ? null : toMajor(p.loss_limit_pending_amount), period: p.loss_limit_pending_period ?? "none", effective_at: iso(p.loss_limit_pending_at) };
  const limit = lossLimitOf(p);
  if (!limit) return { limit_amount: null, period: "none", lost_amount: null, available_amount: null, expired_at: null, pending, left_minor: Infinity };
  const { start, end } = periodWindow(limit.period, now);
  const lost = netLoss(db, p.uid, start, end);
  const left = Math.max(0, limit.amount - lost);
  return { limit_amount: toMajor(limit.amount), period: limit.period, lost_amount: toMajor(lost), available_amount: toMajor(left), expired_at: iso(end), pending, left_minor: left };
}

export function sessionLimit(db: DB, player: PlayerRow, now: number) {
  const p = settle(db, player, now);
  return {
    minutes: p.session_limit_minutes,
    pending: p.session_limit_pending_at === null ? null : { minutes: p.session_limit_pending_minutes, effective_at: iso(p.session_limit_pending_at) },
  };
}

/**
 * Decision 035: real-money play refused, or null. The loss limit is reached once the period's net loss is the limit
 * (AccessDenied 400, reason loss_limit, with when it renews); the session-time limit once this session (real time,
 * like its clock, decision 027) is older than it (reason session_limit, with the limit's minutes).
 */
export function playRefusal(db: DB, player: PlayerRow, sessionId: string | null, now: number): ApiFault | null {
  const loss = lossLimit(db, player, now);
  if (loss.limit_amount !== null && loss.left_minor <= 0) {
    return new ApiFault("AccessDenied", 400, "The loss limit is reached", { reason: "loss_limit", period: loss.period, limit_amount: loss.limit_amount, expired_at: loss.expired_at });
  }
  const minutes = sessionLimit(db, player, now).minutes;
  if (minutes !== null && sessionId) {
    const session = sql(db, "SELECT created_at FROM sessions WHERE id = ?").get(sessionId) as { created_at: number } | undefined;
    if (session && Date.now() - session.created_at >= minutes * 60_000) {
      return new ApiFault("AccessDenied", 400, "The session-time limit is reached", { reason: "session_limit", limit_minutes: minutes });
    }
  }
  return null;
}

export const playLimits: Namespace = {
  getLossLimit: (ctx) => {
    const { left_minor: _left, ...view } = lossLimit(ctx.db, requirePlayer(ctx), ctx.now);
    return view;
  },
  /** `period` day | week | month with `limit_amount` (so‘m, > 0, ≤ 1,000,000,000), or `period` none. Answers 1. */
  setLossLimit: (ctx) => {
    const p = settle(ctx.db, requirePlayer(ctx), ctx.now);
    const period = str(ctx, "period") ?? "none";
    const amountText = str(ctx, "limit_amount");
    const amount = amountText === null || amountText === "" ? NaN : Number(amountText);
    if (period !== "none" && !isLimitPeriod(period)) throw new ApiFault("InvalidParameter", 400, "Unknown period", { errors: { period: ["INVALID"] } });
    if (isLimitPeriod(period) && !(Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000)) throw new ApiFault("InvalidParameter", 400, "Invalid limit amount", { errors: { limit_amount: ["INVALID"] } });
    const wanted: Limit | null = isLimitPeriod(period) ? { amount: toMinor(amount), period } : null;
    const pendingLimit = p.loss_limit_pending_at === null ? null : { limit: isLimitPeriod(p.loss_limit_pending_period) && p.loss_limit_pending_amount !== null ? { amount: p.loss_limit_pending_amount, period: p.loss_limit_pending_period } : null, effectiveAt: p.loss_limit_pending_at };
    const change = planLimitChange(lossLimitOf(p), pendingLimit, wanted, ctx.now);
    const clear = "loss_limit_pending_amount = NULL, loss_limit_pending_period = NULL, loss_limit_pending_at = NULL";
    if (change.action === "apply") sql(ctx.db, `UPDATE players SET loss_limit_amount = ?, loss_limit_period = ?, ${clear} WHERE uid = ?`).run(wanted?.amount ?? null, wanted?.period ?? "none", p.uid);
    else if (change.action === "cancel") sql(ctx.db, `UPDATE players SET ${clear} WHERE uid = ?`).run(p.uid);
    else if (change.action === "pending") sql(ctx.db, "UPDATE players SET loss_limit_pending_amount = ?, loss_limit_pending_period = ?, loss_limit_pending_at = ? WHERE uid = ?").run(wanted?.amount ?? null, wanted?.period ?? "none", change.effectiveAt, p.uid);
    return 1;
  },
  cancelLossLimitChange: (ctx) => {
    const p = settle(ctx.db, requirePlayer(ctx), ctx.now);
    sql(ctx.db, "UPDATE players SET loss_limit_pending_amount = NULL, loss_limit_pending_period = NULL, loss_limit_pending_at = NULL WHERE uid = ?").run(p.uid);
    return 1;
  },
  getSessionLimit: (ctx) => sessionLimit(ctx.db, requirePlayer(ctx), ctx.now),
  /** `minutes` 30, 60, 120, 240 or 480, or 0 to remove the limit. Answers 1. */
  setSessionLimit: (ctx) => {
    const p = settle(ctx.db, requirePlayer(ctx), ctx.now);
    const text = str(ctx, "minutes");
    const minutes = text !== null && /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (minutes !== 0 && !(SESSION_LIMIT_MINUTES as readonly number[]).includes(minutes)) throw new ApiFault("InvalidParameter", 400, "Unknown session limit", { errors: { minutes: ["INVALID"] } });
    const wanted = minutes === 0 ? null : minutes;
    const pending = p.session_limit_pending_at === null ? null : { limit: sessionLimitOf(p.session_limit_pending_minutes), effectiveAt: p.session_limit_pending_at };
    const change = planLimitChange(sessionLimitOf(p.session_limit_minutes), pending, sessionLimitOf(wanted), ctx.now);
    const clear = "session_limit_pending_minutes = NULL, session_limit_pending_at = NULL";
    if (change.action === "apply") sql(ctx.db, `UPDATE players SET session_limit_minutes = ?, ${clear} WHERE uid = ?`).run(wanted, p.uid);
    else if (change.action === "cancel") sql(ctx.db, `UPDATE players SET ${clear} WHERE uid = ?`).run(p.uid);
    else if (change.action === "pending") sql(ctx.db, "UPDATE players SET session_limit_pending_minutes = ?, session_limit_pending_at = ? WHERE uid = ?").run(wanted, change.effectiveAt, p.uid);
    return 1;
  },
  cancelSessionLimitChange: (ctx) => {
    const p = settle(ctx.db, requirePlayer(ctx), ctx.now);
    sql(ctx.db, "UPDATE players SET session_limit_pending_minutes = NULL, session_limit_pending_at = NULL WHERE uid = ?").run(p.uid);
    return 1;
  },
};

/** For the sandbox's own game page: the refusal of a launch's spin, or null. */
export function spinRefusal(db: DB, uid: number, sessionId: string | null): ApiFault | null {
  const player = getPlayer(db, uid);
  return player ? playRefusal(db, player, sessionId, Date.now() + player.clock_offset_ms) : null;
}

export type { Ctx };

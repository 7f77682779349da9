import { type DB, credit, debit, text, toMajor, sql } from "../db/store";
import { parseScenario, scenarioOf } from "../scenario";
import { ApiFault, type Ctx, type Namespace, iso, money, paginate, required, requirePlayer, str } from "./context";

/**
 * Casino (`bonuses.*`) and betting (`BettingBonuses.*`) bonuses (docs/decisions/029). Every change is a
 * transition from one status to the next, decided in one database transaction: a repeated call finds the bonus
 * already moved and is refused with the reason in `errors.bonus_id` (HTTP 409), so it never moves money twice.
 */
interface BonusRow {
  id: number;
  uid: number;
  type: string;
  status: string;
  amount: number;
  wager: number;
  wagered: number;
  title: string;
  expires_at: number;
  created_at: number;
}

export type BonusRefusal = "ALREADY_ACTIVE" | "NOT_ACTIVE" | "REMOVED" | "EXPIRED" | "ISOLATION" | "NOT_AVAILABLE";

function refuse(reason: BonusRefusal, message: string): never {
  throw new ApiFault("InvalidRequest", 409, message, { errors: { bonus_id: [reason] } });
}

/** The sandbox's general info says `is_bonus_isolation_enabled` under the scenario `isolation`. */
export function bonusIsolation(request: Request): boolean {
  return parseScenario(scenarioOf(request)).bonusIsolation;
}

/** What a bonus still needs wagered, in minor units: amount × wager. */
const required_ = (row: BonusRow) => Math.round(row.amount * row.wager);

function statusOf(row: BonusRow, now: number) {
  return (row.status === "available" || row.status === "active") && row.expires_at <= now ? "expired" : row.status;
}

function list(ctx: Ctx, type: "casino" | "betting") {
  const p = requirePlayer(ctx);
  const status = str(ctx, "status") ?? "all";
  const rows = sql(ctx.db, "SELECT * FROM bonuses WHERE uid = ? AND type = ? AND status <> 'removed' ORDER BY id DESC").all(p.uid, type) as BonusRow[];
  const items = rows
    .map((row) => ({ row, status: statusOf(row, ctx.now) }))
    .filter((item) => status === "all" || item.status === status)
    .map(({ row, status: current }) => ({
      id: row.id,
      type: row.type,
      status: current,
      amount: money(row.amount),
      wager: row.wager,
      wagered: toMajor(row.wagered),
      wager_amount: toMajor(required_(row)),
      expired_at: iso(row.expires_at),
      created_at: iso(row.created_at),
      description: { title: text(row.title, ctx.locale) },
    }));
  return paginate(ctx, items, 15);
}

function bonusOf(db: DB, uid: number, id: string, type: string) {
  const row = sql(db, "SELECT * FROM bonuses WHERE id = ? AND uid = ? AND type = ?").get(Number(id), uid, type) as BonusRow | undefined;
  if (!row) throw new ApiFault("InvalidParameter", 404, "No such bonus", { errors: { bonus_id: ["NOT_FOUND"] } });
  return row;
}

const wallet = (type: string) => (type === "betting" ? "betting_bonus" : "bonus");

function activate(ctx: Ctx, type: "casino" | "betting") {
  const p = requirePlayer(ctx);
  const id = required(ctx, "bonus_id");
  ctx.db.transaction(() => {
    const bonus = bonusOf(ctx.db, p.uid, id, type);
    const status = statusOf(bonus, ctx.now);
    if (status === "active") refuse("ALREADY_ACTIVE", "The bonus is already active");
    if (status === "removed") refuse("REMOVED", "The bonus was removed");
    if (status === "expired") refuse("EXPIRED", "The bonus has expired");
    if (status !== "available") refuse("NOT_AVAILABLE", "The bonus cannot be activated");
    if (bonusIsolation(ctx.request)) {
      const other = sql(ctx.db, "SELECT 1 FROM bonuses WHERE uid = ? AND status = 'active' AND id <> ? AND expires_at > ?").get(p.uid, bonus.id, ctx.now);
      if (other) refuse("ISOLATION", "Another bonus is active");
    }
    sql(ctx.db, "UPDATE bonuses SET status = 'active' WHERE id = ? AND status = 'available'").run(bonus.id);
    credit(ctx.db, p.uid, wallet(type), bonus.amount, "bonus.activate", bonus.id, ctx.now);
  })();
  return 1;
}

function withdrawBonusMoney(ctx: Ctx, uid: number, bonus: BonusRow, reason: string) {
  const w = wallet(bonus.type);
  const column = `balance_${w}` as const;
  const balance = (sql(ctx.db, `SELECT ${column} AS b FROM players WHERE uid = ?`).get(uid) as { b: number }).b;
  const amount = Math.min(balance, bonus.amount);
  if (amount > 0) debit(ctx.db, uid, w, amount, reason, bonus.id, ctx.now);
}

function remove(ctx: Ctx, type: "casino" | "betting") {
  const p = requirePlayer(ctx);
  const id = required(ctx, "bonus_id");
  ctx.db.transaction(() => {
    const bonus = bonusOf(ctx.db, p.uid, id, type);
    if (bonus.status === "removed") refuse("REMOVED", "The bonus was already removed");
    if (bonus.status === "active") withdrawBonusMoney(ctx, p.uid, bonus, "bonus.remove");
    sql(ctx.db, "UPDATE bonuses SET status = 'removed' WHERE id = ?").run(bonus.id);
  })();
  return 1;
}

function deactivate(ctx: Ctx) {
  const p = requirePlayer(ctx);
  const id = required(ctx, "bonus_id");
  ctx.db.transaction(() => {
    const bonus = bonusOf(ctx.db, p.uid, id, "casino");
    if (bonus.status === "removed") refuse("REMOVED", "The bonus was removed");
    if (bonus.status !== "active") refuse("NOT_ACTIVE", "The bonus is not active");
    withdrawBonusMoney(ctx, p.uid, bonus, "bonus.deactivate");
    sql(ctx.db, "UPDATE bonuses SET status = 'available' WHERE id = ?").run(bonus.id);
  })();
  return 1;
}

/**
 * A stake counts towards the wagering of the player's active bonus of that kind (casino spins, sports bets); when
 * the wagering is done the bonus is `wagered` and its money stays with the player.
 */
export function addWagering(db: DB, uid: number, type: "casino" | "betting", stake: number, now = Date.now()) {
  const bonus = sql(db, "SELECT * FROM bonuses WHERE uid = ? AND type = ? AND status = 'active' AND expires_at > ? ORDER BY id LIMIT 1").get(uid, type, now) as BonusRow | undefined;
  if (!bonus || stake <= 0) return;
  const wagered = Math.min(required_(bonus), bonus.wagered + stake);
  sql(db, "UPDATE bonuses SET wagered = ?, status = ? WHERE id = ?").run(wagered, wagered >= required_(bonus) ? "wagered" : "active", bonus.id);
}

export const bonuses: Namespace = {
  get: (ctx) => list(ctx, "casino"),
  activate: (ctx) => activate(ctx, "casino"),
  deactivate,
  remove: (ctx) => remove(ctx, "casino"),
};

export const bettingBonuses: Namespace = {
  get: (ctx) => list(ctx, "betting"),
  activate: (ctx) => activate(ctx, "betting"),
  remove: (ctx) => remove(ctx, "betting"),
};

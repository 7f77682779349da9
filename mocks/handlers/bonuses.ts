import { type DB, credit, debit, text } from "../db/store";
import { ApiFault, type Ctx, type Namespace, iso, money, paginate, required, requirePlayer, str } from "./context";

interface BonusRow {
  id: number;
  uid: number;
  type: string;
  status: string;
  amount: number;
  wager: number;
  title: string;
  expires_at: number;
  created_at: number;
}

function list(ctx: Ctx, type: "casino" | "betting") {
  const p = requirePlayer(ctx);
  const status = str(ctx, "status") ?? "all";
  const rows = ctx.db.prepare("SELECT * FROM bonuses WHERE uid = ? AND type = ? ORDER BY id DESC").all(p.uid, type) as BonusRow[];
  const items = rows
    .filter((row) => status === "all" || row.status === status)
    .map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      amount: money(row.amount),
      wager: row.wager,
      wagered: 0,
      expired_at: iso(row.expires_at),
      created_at: iso(row.created_at),
      description: { title: text(row.title, ctx.locale) },
    }));
  return paginate(ctx, items, 15);
}

function bonusOf(db: DB, uid: number, id: string, type: string) {
  const row = db.prepare("SELECT * FROM bonuses WHERE id = ? AND uid = ? AND type = ?").get(Number(id), uid, type) as BonusRow | undefined;
  if (!row) throw new ApiFault("InvalidParameter", 404, "No such bonus");
  return row;
}

const wallet = (type: string) => (type === "betting" ? "betting_bonus" : "bonus");

function activate(ctx: Ctx, type: "casino" | "betting") {
  const p = requirePlayer(ctx);
  const bonus = bonusOf(ctx.db, p.uid, required(ctx, "bonus_id"), type);
  if (bonus.status !== "available") throw new ApiFault("InvalidRequest", 400, "The bonus cannot be activated");
  ctx.db.transaction(() => {
    ctx.db.prepare("UPDATE bonuses SET status = 'active' WHERE id = ?").run(bonus.id);
    credit(ctx.db, p.uid, wallet(type), bonus.amount, "bonus.activate", bonus.id, ctx.now);
  })();
  return 1;
}

function withdrawBonusMoney(ctx: Ctx, uid: number, bonus: BonusRow, reason: string) {
  const w = wallet(bonus.type);
  const column = `balance_${w}` as const;
  const balance = (ctx.db.prepare(`SELECT ${column} AS b FROM players WHERE uid = ?`).get(uid) as { b: number }).b;
  debit(ctx.db, uid, w, Math.min(balance, bonus.amount), reason, bonus.id, ctx.now);
}

function remove(ctx: Ctx, type: "casino" | "betting") {
  const p = requirePlayer(ctx);
  const bonus = bonusOf(ctx.db, p.uid, required(ctx, "bonus_id"), type);
  ctx.db.transaction(() => {
    if (bonus.status === "active") withdrawBonusMoney(ctx, p.uid, bonus, "bonus.remove");
    ctx.db.prepare("UPDATE bonuses SET status = 'removed' WHERE id = ?").run(bonus.id);
  })();
  return 1;
}

export const bonuses: Namespace = {
  get: (ctx) => list(ctx, "casino"),
  activate: (ctx) => activate(ctx, "casino"),
  deactivate: (ctx) => {
    const p = requirePlayer(ctx);
    const bonus = bonusOf(ctx.db, p.uid, required(ctx, "bonus_id"), "casino");
    if (bonus.status !== "active") throw new ApiFault("InvalidRequest", 400, "The bonus is not active");
    ctx.db.transaction(() => {
      withdrawBonusMoney(ctx, p.uid, bonus, "bonus.deactivate");
      ctx.db.prepare("UPDATE bonuses SET status = 'available' WHERE id = ?").run(bonus.id);
    })();
    return 1;
  },
  remove: (ctx) => remove(ctx, "casino"),
};

export const bettingBonuses: Namespace = {
  get: (ctx) => list(ctx, "betting"),
  activate: (ctx) => activate(ctx, "betting"),
  remove: (ctx) => remove(ctx, "betting"),
};

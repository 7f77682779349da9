import { credit, toMajor } from "../db/store";
import { ApiFault, type Namespace, iso, listParam, money, paginate, required, requirePlayer, str } from "./context";

interface CashbackRow {
  id: number;
  uid: number;
  status: string;
  amount: number;
  end_date: number;
  receiving_expired_at: number | null;
  paid_out_at: number | null;
  created_at: number;
}

export const cashbacks: Namespace = {
  get: (ctx) => {
    const p = requirePlayer(ctx);
    const statuses = listParam(ctx, "statuses");
    const order = str(ctx, "sort")?.startsWith("-") || str(ctx, "sort") === "desc" ? "DESC" : "DESC";
    const rows = ctx.db.prepare(`SELECT * FROM cashbacks WHERE uid = ? ORDER BY id ${order}`).all(p.uid) as CashbackRow[];
    const items = rows
      .filter((r) => !statuses.length || statuses.includes(r.status))
      .map((r) => ({
        id: r.id,
        status: r.status,
        amount: money(r.amount),
        end_date: iso(r.end_date),
        receiving_expired_at: iso(r.receiving_expired_at),
        paid_out_at: iso(r.paid_out_at),
        description: { title: ctx.locale === "ru" ? `Кешбэк ${toMajor(r.amount)} сумов` : `${toMajor(r.amount)} so‘m keshbek`, percent: 10 },
      }));
    return paginate(ctx, items, 15);
  },
  payout: (ctx) => {
    const p = requirePlayer(ctx);
    const row = ctx.db.prepare("SELECT * FROM cashbacks WHERE id = ? AND uid = ?").get(Number(required(ctx, "cashback_id")), p.uid) as CashbackRow | undefined;
    if (!row) throw new ApiFault("InvalidParameter", 404, "No such cashback");
    if (row.status !== "active") throw new ApiFault("InvalidRequest", 400, "The cashback was already paid out");
    ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE cashbacks SET status = 'paid_out', paid_out_at = ? WHERE id = ?").run(ctx.now, row.id);
      credit(ctx.db, p.uid, "main", row.amount, "cashback", row.id, ctx.now);
    })();
    return 1;
  },
  remove: (ctx) => {
    const p = requirePlayer(ctx);
    const removed = ctx.db.prepare("DELETE FROM cashbacks WHERE id = ? AND uid = ?").run(Number(required(ctx, "cashback_id")), p.uid).changes;
    if (!removed) throw new ApiFault("InvalidParameter", 404, "No such cashback");
    return 1;
  },
};

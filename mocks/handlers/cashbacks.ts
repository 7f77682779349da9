import { credit, toMajor, sql } from "../db/store";
import { ApiFault, type Ctx, type Namespace, iso, listParam, money, paginate, required, requirePlayer, str } from "./context";

/**
 * Cashbacks (docs/decisions/029): an active cashback is paid out once, into the main balance; payout and
 * remove are transitions decided in one database transaction, so a repeated call is refused with the reason in
 * `errors.cashback_id` (HTTP 409) and never pays twice.
 */
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

function refuse(reason: "ALREADY_PAID_OUT" | "REMOVED" | "EXPIRED", message: string): never {
  throw new ApiFault("InvalidRequest", 409, message, { errors: { cashback_id: [reason] } });
}

/** `sort`: `created_at` / `-created_at` (default, newest first), `amount` / `-amount`. */
function sorter(ctx: Ctx) {
  const sort = str(ctx, "sort") ?? "-created_at";
  const desc = sort.startsWith("-") || sort === "desc";
  const key = sort.replace(/^-/, "") === "amount" ? "amount" : "created_at";
  return (a: CashbackRow, b: CashbackRow) => (desc ? -1 : 1) * (a[key] - b[key] || a.id - b.id);
}

function cashbackOf(ctx: Ctx, uid: number) {
  const row = sql(ctx.db, "SELECT * FROM cashbacks WHERE id = ? AND uid = ?").get(Number(required(ctx, "cashback_id")), uid) as CashbackRow | undefined;
  if (!row) refuse("REMOVED", "No such cashback");
  return row;
}

export const cashbacks: Namespace = {
  get: (ctx) => {
    const p = requirePlayer(ctx);
    const statuses = listParam(ctx, "statuses");
    const rows = (sql(ctx.db, "SELECT * FROM cashbacks WHERE uid = ?").all(p.uid) as CashbackRow[]).sort(sorter(ctx));
    const items = rows
      .filter((r) => !statuses.length || statuses.includes(r.status))
      .map((r) => ({
        id: r.id,
        status: r.status,
        amount: money(r.amount),
        end_date: iso(r.end_date),
        receiving_expired_at: iso(r.receiving_expired_at),
        paid_out_at: iso(r.paid_out_at),
        created_at: iso(r.created_at),
        description: { title: ctx.locale === "ru" ? `Кешбэк ${toMajor(r.amount)} сумов` : `${toMajor(r.amount)} so‘m keshbek`, percent: 10 },
      }));
    return paginate(ctx, items, 15);
  },
  payout: (ctx) => {
    const p = requirePlayer(ctx);
    ctx.db.transaction(() => {
      const row = cashbackOf(ctx, p.uid);
      if (row.status !== "active") refuse("ALREADY_PAID_OUT", "The cashback was already paid out");
      if (row.receiving_expired_at !== null && row.receiving_expired_at <= ctx.now) refuse("EXPIRED", "The time to receive the cashback is over");
      sql(ctx.db, "UPDATE cashbacks SET status = 'paid_out', paid_out_at = ? WHERE id = ? AND status = 'active'").run(ctx.now, row.id);
      credit(ctx.db, p.uid, "main", row.amount, "cashback", row.id, ctx.now);
    })();
    return 1;
  },
  remove: (ctx) => {
    const p = requirePlayer(ctx);
    ctx.db.transaction(() => {
      cashbackOf(ctx, p.uid);
      sql(ctx.db, "DELETE FROM cashbacks WHERE id = ? AND uid = ?").run(Number(required(ctx, "cashback_id")), p.uid);
    })();
    return 1;
  },
};

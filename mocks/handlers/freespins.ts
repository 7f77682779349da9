import { toMajor, sql } from "../db/store";
import { type Namespace, iso, num, requirePlayer, str } from "./context";

export const freespins: Namespace = {
  get: (ctx) => {
    const p = requirePlayer(ctx);
    const status = str(ctx, "status");
    const rows = sql(ctx.db, "SELECT f.*, g.name AS game_name FROM freespins f LEFT JOIN games g ON g.sysname = f.game WHERE f.uid = ? ORDER BY f.id DESC").all(p.uid) as Array<{ id: number; game: string; game_name: string | null; total_count: number; remaining_count: number; bet: number; status: string; expires_at: number }>;
    return rows
      .filter((r) => !status || status === "all" || r.status === status)
      .slice(0, num(ctx, "count", 99))
      .map((r) => ({ id: r.id, game: { sysname: r.game, name: r.game_name }, total_count: r.total_count, remaining_count: r.remaining_count, bet: { amount: toMajor(r.bet), currency: p.currency }, status: r.status, expired_at: iso(r.expires_at) }));
  },
};

import { doc, docs, localize } from "../db/store";
import { ApiFault, type Namespace, listParam, paginate, requirePlayer, required, str } from "./context";

export const jackpots: Namespace = {
  get: (ctx) => {
    const ids = listParam(ctx, "ids");
    const items = docs<{ id: number; name: unknown; amount: number; image: string }>(ctx.db, "jackpot").filter((j) => !ids.length || ids.includes(String(j.id)));
    return items.map((j) => localize({ id: j.id, name: j.name, amount: { amount: Math.round(j.amount), currency: "UZS" }, description: { name: j.name, image: `${ctx.pagesOrigin}${j.image}` }, games: ["sandbox-golden-samarkand"] }, ctx.locale));
  },
  getWinners: (ctx) => {
    const jackpot = str(ctx, "jackpot_id");
    const items = docs<{ id: number; jackpot_id: number; fakename: string; amount: number; game: string; won_at: number }>(ctx.db, "jackpot_winner")
      .filter((w) => !jackpot || String(w.jackpot_id) === jackpot)
      // Newest first, as a winners list reads.
      .sort((a, b) => b.won_at - a.won_at)
      .map((w) => ({ ...w, amount: { amount: w.amount, currency: "UZS" }, won_at: new Date(w.won_at).toISOString() }));
    return paginate(ctx, items, 12);
  },
};

interface TournamentDoc {
  id: number;
  status: string;
  bots: Array<{ fakename: string; points: number }>;
  [key: string]: unknown;
}

/** The table of a tournament: its seeded competitors and the sandbox's players who joined. */
export function standings(ctx: Parameters<Namespace[string]>[0], tournament: TournamentDoc) {
  const players = ctx.db.prepare("SELECT p.uid, COALESCE(p.fakename, 'Player' || p.uid) AS fakename, t.points FROM participations t JOIN players p USING (uid) WHERE t.tournament_id = ?").all(String(tournament.id)) as Array<{ uid: number; fakename: string; points: number }>;
  const rows = [...tournament.bots.map((b) => ({ uid: 0, ...b })), ...players].sort((a, b) => b.points - a.points);
  return rows.map((row, i) => ({ place: i + 1, fakename: row.fakename, points: row.points, uid: row.uid }));
}

export const leaderboard: Namespace = {
  get: (ctx) => {
    const tournament = doc<TournamentDoc>(ctx.db, "tournament", required(ctx, "tournament_id"));
    if (!tournament) throw new ApiFault("InvalidParameter", 404, "No such tournament");
    const rows = standings(ctx, tournament).map(({ uid, ...row }) => ({ ...row, is_current_user: Boolean(ctx.player && uid === ctx.player.uid) }));
    return paginate(ctx, rows, 20);
  },
};

export const tournaments: Namespace = {
  get: (ctx) => {
    const ids = listParam(ctx, "ids");
    const status = str(ctx, "status") ?? "all";
    const all = docs<TournamentDoc>(ctx.db, "tournament").filter((t) => (!ids.length || ids.includes(String(t.id))) && (status === "all" || t.status === status));
    const items = all.map((t) => {
      const table = standings(ctx, t);
      const mine = ctx.player ? table.find((row) => row.uid === ctx.player!.uid) : undefined;
      const { bots: _bots, ...rest } = t;
      const gamesCount = (ctx.db.prepare(t.provider ? "SELECT COUNT(*) AS n FROM games WHERE provider = ?" : "SELECT COUNT(*) AS n FROM games").get(...(t.provider ? [t.provider] : [])) as { n: number }).n;
      return localize(
        {
          ...rest,
          image_url: `${ctx.pagesOrigin}${String(t.image_url)}`,
          total_participants: table.length,
          total_points: table.reduce((sum, row) => sum + row.points, 0),
          user_info: { is_participant: Boolean(mine), points: mine?.points ?? 0, place: mine?.place ?? null },
          winners: t.status === "finished" ? table.slice(0, 3).map(({ uid: _uid, ...row }) => row) : [],
          games_count: gamesCount,
        },
        ctx.locale,
      );
    });
    return paginate(ctx, items, 12);
  },
  participate: (ctx) => {
    const p = requirePlayer(ctx);
    const tournament = doc<TournamentDoc>(ctx.db, "tournament", required(ctx, "tournament_id"));
    if (!tournament) throw new ApiFault("InvalidParameter", 404, "No such tournament");
    if (tournament.status === "finished") throw new ApiFault("InvalidRequest", 400, "The tournament is over");
    ctx.db.prepare("INSERT OR IGNORE INTO participations (tournament_id, uid, points, joined_at) VALUES (?, ?, 0, ?)").run(String(tournament.id), p.uid, ctx.now);
    return 1;
  },
};

import { type DB, doc, docs, localize, sql } from "../db/store";
import { ApiFault, type Ctx, type Namespace, listParam, paginate, requirePlayer, required, str } from "./context";

/** The jackpot games of the sandbox: the catalogue's "jackpot" category, as game items (decision 030). */
function jackpotGames(ctx: Ctx) {
  const rows = sql(ctx.db, "SELECT sysname, name, provider FROM games WHERE categories LIKE '%,7,%' ORDER BY priority, id LIMIT 6").all() as Array<{ sysname: string; name: string; provider: string }>;
  return rows.map((row) => ({ ...row, image_url: `${ctx.pagesOrigin}/sandbox/media/games/${row.sysname}.svg` }));
}

export const jackpots: Namespace = {
  get: (ctx) => {
    const ids = listParam(ctx, "ids");
    const items = docs<{ id: number; name: unknown; amount: number; image: string }>(ctx.db, "jackpot").filter((j) => !ids.length || ids.includes(String(j.id)));
    return items.map((j) => localize({ id: j.id, name: j.name, amount: { amount: Math.round(j.amount), currency: "UZS" }, description: { name: j.name, image: `${ctx.pagesOrigin}${j.image}` }, games: jackpotGames(ctx) }, ctx.locale));
  },
  getWinners: (ctx) => {
    const jackpot = str(ctx, "jackpot_id");
    const items = docs<{ id: number; jackpot_id: number; fakename: string; amount: number; game: string; won_at: number }>(ctx.db, "jackpot_winner")
      .filter((w) => !jackpot || String(w.jackpot_id) === jackpot)
      // Newest first, as a winners list reads.
      .sort((a, b) => b.won_at - a.won_at)
      .map((w) => ({ ...w, amount: { amount: w.amount, currency: "UZS" }, game: gameOf(ctx.db, w.game), won_at: new Date(w.won_at).toISOString() }));
    return paginate(ctx, items, 12);
  },
};

function gameOf(db: DB, sysname: string) {
  const row = sql(db, "SELECT sysname, name FROM games WHERE sysname = ?").get(sysname) as { sysname: string; name: string } | undefined;
  return row ?? null;
}

interface TournamentDoc {
  id: number;
  status: string;
  started_at: number;
  finished_at: number;
  provider: string | null;
  prizes?: Array<{ place: number; amount: number }>;
  bots: Array<{ fakename: string; points: number }>;
  [key: string]: unknown;
}

/** A tournament's state follows its dates on the sandbox's clock, so a long-lived sandbox never goes stale. */
export function tournamentStatus(tournament: Pick<TournamentDoc, "started_at" | "finished_at">, now: number): "future" | "active" | "finished" {
  if (now < tournament.started_at) return "future";
  return now < tournament.finished_at ? "active" : "finished";
}

/**
 * A real-money stake on a game counts in each running tournament the player joined whose provider is the game's
 * (or that names none): one point per 1,000 staked, at least one (decision 030).
 */
export function scoreStake(db: DB, uid: number, game: string, stakeMajor: number, now: number) {
  const provider = (sql(db, "SELECT provider FROM games WHERE sysname = ?").get(game.replace(/-x\d+$/, "")) as { provider: string } | undefined)?.provider ?? null;
  const joined = sql(db, "SELECT d.data FROM participations t JOIN docs d ON d.kind = 'tournament' AND d.id = t.tournament_id WHERE t.uid = ?").all(uid) as Array<{ data: string }>;
  const points = Math.max(1, Math.floor(stakeMajor / 1000));
  for (const { data } of joined) {
    const tournament = JSON.parse(data) as TournamentDoc;
    if (tournamentStatus(tournament, now) !== "active") continue;
    if (tournament.provider && tournament.provider !== provider) continue;
    sql(db, "UPDATE participations SET points = points + ? WHERE uid = ? AND tournament_id = ?").run(points, uid, String(tournament.id));
  }
}

/** `reset_on_cashout`: a withdrawal sets the player's points to 0 in every running tournament that says so. */
export function resetOnCashout(db: DB, uid: number, now: number) {
  const joined = sql(db, "SELECT d.data FROM participations t JOIN docs d ON d.kind = 'tournament' AND d.id = t.tournament_id WHERE t.uid = ?").all(uid) as Array<{ data: string }>;
  for (const { data } of joined) {
    const tournament = JSON.parse(data) as TournamentDoc;
    if (tournament.reset_on_cashout && tournamentStatus(tournament, now) === "active") sql(db, "UPDATE participations SET points = 0 WHERE uid = ? AND tournament_id = ?").run(uid, String(tournament.id));
  }
}

/** The table of a tournament: its seeded competitors and the sandbox's players who joined. */
export function standings(ctx: Ctx, tournament: TournamentDoc) {
  const players = sql(ctx.db, "SELECT p.uid, COALESCE(p.fakename, 'Player' || p.uid) AS fakename, t.points FROM participations t JOIN players p USING (uid) WHERE t.tournament_id = ?").all(String(tournament.id)) as Array<{ uid: number; fakename: string; points: number }>;
  const rows = [...tournament.bots.map((b) => ({ uid: 0, ...b })), ...players].sort((a, b) => b.points - a.points);
  return rows.map((row, i) => ({ place: i + 1, fakename: row.fakename, points: row.points, uid: row.uid }));
}

export const leaderboard: Namespace = {
  get: (ctx) => {
    const tournament = doc<TournamentDoc>(ctx.db, "tournament", required(ctx, "tournament_id"));
    if (!tournament) throw new ApiFault("InvalidParameter", 404, "No such tournament");
    const prizes = tournament.prizes ?? [];
    const rows = standings(ctx, tournament).map(({ uid, ...row }) => ({
      ...row,
      prize: prizes.find((prize) => prize.place === row.place) ? { amount: prizes.find((prize) => prize.place === row.place)!.amount, currency: "UZS" } : null,
      is_current_user: Boolean(ctx.player && uid === ctx.player.uid),
    }));
    return paginate(ctx, rows, 20);
  },
};

export const tournaments: Namespace = {
  get: (ctx) => {
    const ids = listParam(ctx, "ids");
    const status = str(ctx, "status") ?? "all";
    const all = docs<TournamentDoc>(ctx.db, "tournament")
      .map((t): TournamentDoc => ({ ...t, status: tournamentStatus(t, ctx.now) }))
      .filter((t) => (!ids.length || ids.includes(String(t.id))) && (status === "all" || t.status === status));
    const items = all.map((t) => {
      const table = standings(ctx, t);
      const mine = ctx.player ? table.find((row) => row.uid === ctx.player!.uid) : undefined;
      const { bots: _bots, prizes: _prizes, ...rest } = t;
      const gamesCount = (sql(ctx.db, t.provider ? "SELECT COUNT(*) AS n FROM games WHERE provider = ?" : "SELECT COUNT(*) AS n FROM games").get(...(t.provider ? [t.provider] : [])) as { n: number }).n;
      return localize(
        {
          ...rest,
          image_url: `${ctx.pagesOrigin}${String(t.image_url)}`,
          total_participants: table.length,
          total_points: table.reduce((sum, row) => sum + row.points, 0),
          user_info: { is_participant: Boolean(mine), points: mine?.points ?? 0, place: mine?.place ?? null },
          winners: t.status === "finished" ? table.slice(0, 3).map(({ uid: _uid, ...row }) => ({ ...row, prize: t.prizes?.[row.place - 1] ? { amount: t.prizes[row.place - 1]!.amount, currency: "UZS" } : null })) : [],
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
    if (tournamentStatus(tournament, ctx.now) === "finished") throw new ApiFault("InvalidRequest", 400, "The tournament is over");
    sql(ctx.db, "INSERT OR IGNORE INTO participations (tournament_id, uid, points, joined_at) VALUES (?, ?, 0, ?)").run(String(tournament.id), p.uid, ctx.now);
    return 1;
  },
};

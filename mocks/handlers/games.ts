import crypto from "node:crypto";
import { type DB, InsufficientFunds, type Wallet, credit, debit, getPlayer, toMajor, toMinor } from "../db/store";
import { DEMO_SLOT, SPORTSBOOK } from "../seed/catalog";
import { ApiFault, type Ctx, type Namespace, iso, listParam, money, paginate, required, requirePlayer, str } from "./context";

interface GameRow {
  id: number;
  sysname: string;
  name: string;
  provider: string;
  type: string;
  categories: string;
  tags: string;
  priority: number;
  rtp: number;
  volatility: string;
  palette: string;
  description_uz: string;
  description_ru: string;
  created_at: number;
}

export const HUGE_LOBBY = 5000;

export function gameRows(db: DB, huge: boolean): GameRow[] {
  const rows = db.prepare("SELECT * FROM games ORDER BY priority, id").all() as GameRow[];
  if (!huge) return rows;
  const out = [...rows];
  for (let i = 0; out.length < HUGE_LOBBY; i++) {
    const base = rows[i % rows.length]!;
    out.push({ ...base, id: 100_000 + i, sysname: `${base.sysname}-x${i}`, name: `${base.name} #${Math.floor(i / rows.length) + 2}`, priority: 2000 + i });
  }
  return out;
}

function gameView(ctx: Ctx, row: GameRow) {
  const image = `${ctx.pagesOrigin}/sandbox/media/games/${row.sysname.replace(/-x\d+$/, "")}.svg`;
  return {
    id: row.id,
    sysname: row.sysname,
    name: row.name,
    image_url: image,
    provider: row.provider,
    type: row.type,
    tags: row.tags ? row.tags.split(",") : [],
    categories: row.categories.split(",").filter(Boolean).map(Number),
    rtp: row.rtp,
    volatility: row.volatility,
    has_demo: true,
    description: { name: row.name, img_288_192: image, text: ctx.locale === "ru" ? row.description_ru : row.description_uz },
    demo_url: `${ctx.pagesOrigin}/sandbox/game/${row.sysname}?mode=demo&locale=${ctx.locale}`,
  };
}

/**
 * The launch data of one game (or the sportsbook). `mode=demo` answers the free-play address, open to everyone;
 * otherwise a signed-in player gets a one-time launch token bound to their wallet, a guest nothing (the
 * sportsbook opens for guests too, read-only, without a token).
 */
function launchUrl(ctx: Ctx, sysname: string, mode: string | null = null) {
  if (mode === "demo" && sysname !== SPORTSBOOK) return `${ctx.pagesOrigin}/sandbox/game/${sysname}?mode=demo&locale=${ctx.locale}`;
  if (!ctx.player) return sysname === SPORTSBOOK ? `${ctx.pagesOrigin}/sandbox/sportsbook?locale=${ctx.locale}` : null;
  const token = crypto.randomBytes(16).toString("base64url");
  ctx.db.prepare("INSERT INTO launches (token, uid, game, created_at) VALUES (?, ?, ?, ?)").run(token, ctx.player.uid, sysname, ctx.now);
  return sysname === SPORTSBOOK ? `${ctx.pagesOrigin}/sandbox/sportsbook?token=${token}&locale=${ctx.locale}` : `${ctx.pagesOrigin}/sandbox/game/${sysname}?token=${token}&locale=${ctx.locale}`;
}

export function launchPlayer(db: DB, token: string | null | undefined) {
  if (!token) return null;
  const row = db.prepare("SELECT uid, game FROM launches WHERE token = ?").get(token) as { uid: number; game: string } | undefined;
  return row ?? null;
}

/** Outcome table of the demo slot: the multiplier of a spin. */
export function multiplier() {
  const roll = crypto.randomInt(0, 1000);
  if (roll < 640) return 0;
  if (roll < 860) return 1.5;
  if (roll < 960) return 3;
  if (roll < 995) return 10;
  return 50;
}

export interface SpinResult {
  stake: number;
  win: number;
  wallet: Wallet;
  freespin: boolean;
  freespinsLeft: number;
  balance: { main: number; bonus: number; fun: number };
}

/**
 * One spin: a free spin when the player has one for this game, else the stake is debited (main, then bonus);
 * the win is credited to the wallet the stake came from. Loyalty, tournaments and jackpots follow the stake.
 */
export function spin(db: DB, uid: number, game: string, stakeMajor: number, options: { demo?: boolean; now?: number; forcedMultiplier?: number } = {}): SpinResult {
  const now = options.now ?? Date.now();
  return db.transaction(() => {
    const player = getPlayer(db, uid);
    if (!player) throw new ApiFault("Authorization", 401, "No player");
    const pack = options.demo ? undefined : (db.prepare("SELECT * FROM freespins WHERE uid = ? AND game = ? AND status = 'active' AND remaining_count > 0 AND expires_at > ? ORDER BY id LIMIT 1").get(uid, game, now) as { id: number; bet: number; remaining_count: number } | undefined);
    let stake = toMinor(stakeMajor);
    let wallet: Wallet;
    if (pack) {
      stake = pack.bet;
      wallet = "bonus";
      db.prepare("UPDATE freespins SET remaining_count = remaining_count - 1, status = CASE WHEN remaining_count - 1 = 0 THEN 'used' ELSE status END WHERE id = ?").run(pack.id);
    } else {
      if (stake <= 0) throw new ApiFault("InvalidParameter", 400, "Wrong stake");
      wallet = options.demo ? "fun" : player.balance_main >= stake ? "main" : player.balance_bonus >= stake ? "bonus" : "main";
      try {
        debit(db, uid, wallet, stake, "spin", game, now);
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new ApiFault("UserNeedDeposit", 400, "Not enough money for this stake");
        throw error;
      }
    }
    const win = Math.round(stake * (options.forcedMultiplier ?? multiplier()));
    if (win > 0) credit(db, uid, wallet, win, "win", game, now);
    const round = db.prepare("INSERT INTO rounds (uid, game, stake, win, wallet, freespin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)").run(uid, game, pack ? 0 : stake, win, wallet, pack ? 1 : 0, now);
    if (!options.demo && !pack) {
      const points = Math.floor(toMajor(stake) / 1000);
      if (points) db.prepare("UPDATE players SET loyalty_points = loyalty_points + ? WHERE uid = ?").run(points, uid);
      db.prepare("UPDATE participations SET points = points + ? WHERE uid = ?").run(Math.max(1, points), uid);
      db.prepare("UPDATE docs SET data = json_set(data, '$.amount', json_extract(data, '$.amount') + ?) WHERE kind = 'jackpot'").run(Math.round(toMajor(stake) * 0.01));
    }
    void round;
    const after = getPlayer(db, uid)!;
    const left = (db.prepare("SELECT COALESCE(SUM(remaining_count), 0) AS n FROM freespins WHERE uid = ? AND game = ? AND status = 'active'").get(uid, game) as { n: number }).n;
    return { stake: toMajor(pack ? 0 : stake), win: toMajor(win), wallet, freespin: Boolean(pack), freespinsLeft: left, balance: { main: toMajor(after.balance_main), bonus: toMajor(after.balance_bonus), fun: toMajor(after.balance_fun) } };
  })();
}

export const games: Namespace = {
  get: (ctx) => {
    const sysname = str(ctx, "sysname");
    if (sysname === SPORTSBOOK) {
      return { items: [{ sysname: SPORTSBOOK, name: "Sportsbook", type: "sportsbook", image_url: null, description: {}, launch_url: launchUrl(ctx, SPORTSBOOK) }], total: 1 };
    }
    let rows = gameRows(ctx.db, ctx.huge);
    if (sysname) {
      const row = rows.find((r) => r.sysname === sysname);
      return { items: row ? [{ ...gameView(ctx, row), launch_url: launchUrl(ctx, row.sysname, str(ctx, "mode")) }] : [], total: row ? 1 : 0 };
    }
    const types = listParam(ctx, "types");
    const providers = listParam(ctx, "providers");
    const tags = listParam(ctx, "tags");
    const cats = listParam(ctx, "categories").concat(listParam(ctx, "category"));
    const query = (str(ctx, "query") ?? "").trim().toLowerCase();
    const options = str(ctx, "options");
    if (options) {
      try {
        const parsed = JSON.parse(options) as { id?: string | number; type?: string };
        if (parsed.type === "tournament") {
          const row = ctx.db.prepare("SELECT json_extract(data, '$.provider') AS provider FROM docs WHERE kind = 'tournament' AND id = ?").get(String(parsed.id)) as { provider: string | null } | undefined;
          if (!row) rows = [];
          else if (row.provider) rows = rows.filter((r) => r.provider === row.provider);
        }
      } catch {
        throw new ApiFault("InvalidParameter", 400, "options must be JSON");
      }
    }
    rows = rows.filter(
      (r) =>
        (!types.length || types.includes(r.type)) &&
        (!providers.length || providers.includes(r.provider)) &&
        (!tags.length || tags.some((tag) => r.tags.split(",").includes(tag))) &&
        (!cats.length || cats.some((c) => r.categories.includes(`,${c},`) || r.categories.includes(`,${idOfCategory(ctx.db, c)},`))) &&
        (!query || r.name.toLowerCase().includes(query) || r.provider.includes(query)),
    );
    const sort = str(ctx, "sort") ?? "priority";
    const desc = str(ctx, "order") === "desc";
    if (sort === "name") rows.sort((a, b) => a.name.localeCompare(b.name));
    else if (sort === "created_at" || sort === "new") rows.sort((a, b) => b.created_at - a.created_at);
    if (desc) rows.reverse();
    const page = paginate(ctx, rows, 24);
    return { items: page.items.map((row) => gameView(ctx, row)), total: page.total };
  },
  getLikes: (ctx) => {
    if (!ctx.player) return [];
    return (ctx.db.prepare("SELECT sysname FROM favourites WHERE uid = ? ORDER BY created_at DESC").all(ctx.player.uid) as Array<{ sysname: string }>).map((r) => r.sysname);
  },
  addLike: (ctx) => {
    const p = requirePlayer(ctx);
    const sysname = required(ctx, "sysname");
    if (!ctx.db.prepare("SELECT 1 FROM games WHERE sysname = ?").get(sysname)) return 0;
    ctx.db.prepare("INSERT OR IGNORE INTO favourites (uid, sysname, created_at) VALUES (?, ?, ?)").run(p.uid, sysname, ctx.now);
    return 1;
  },
  removeLike: (ctx) => {
    const p = requirePlayer(ctx);
    ctx.db.prepare("DELETE FROM favourites WHERE uid = ? AND sysname = ?").run(p.uid, required(ctx, "sysname"));
    return 1;
  },
  getCategories: (ctx) =>
    (ctx.db.prepare("SELECT * FROM categories ORDER BY priority").all() as Array<{ id: number; sysname: string; name_uz: string; name_ru: string; priority: number }>).map((c) => ({
      id: c.id,
      sysname: c.sysname,
      name: ctx.locale === "ru" ? c.name_ru : c.name_uz,
      priority: c.priority,
      description: {},
      games_count: (ctx.db.prepare("SELECT COUNT(*) AS n FROM games WHERE categories LIKE ?").get(`%,${c.id},%`) as { n: number }).n,
    })),
  getProviders: (ctx) => {
    const types = listParam(ctx, "types");
    const rows = ctx.db.prepare("SELECT p.*, (SELECT COUNT(*) FROM games g WHERE g.provider = p.sysname) AS games_count FROM providers p ORDER BY priority").all() as Array<{ sysname: string; name: string; types: string; color: string; games_count: number }>;
    return rows
      .filter((p) => !types.length || types.some((t) => p.types.split(",").includes(t)))
      .map((p) => ({ sysname: p.sysname, name: p.name, games_count: p.games_count, image_url: `${ctx.pagesOrigin}/sandbox/media/provider/${p.sysname}.svg`, game_params: { types: p.types.split(",") }, description: { name: p.name } }));
  },
  getHistory: (ctx) => {
    const p = requirePlayer(ctx);
    const rows = ctx.db.prepare("SELECT * FROM rounds WHERE uid = ? ORDER BY id DESC LIMIT 500").all(p.uid) as Array<{ id: number; game: string; stake: number; win: number; freespin: number; created_at: number }>;
    return paginate(ctx, rows.map((r) => ({ id: r.id, game: r.game, stake: toMajor(r.stake), win: toMajor(r.win), currency: p.currency, freespin: Boolean(r.freespin), created_at: iso(r.created_at) })), 15);
  },
  gethistoryexportrequest: (ctx) => {
    const p = requirePlayer(ctx);
    return (ctx.db.prepare("SELECT * FROM export_requests WHERE uid = ? ORDER BY id DESC").all(p.uid) as Array<{ id: number; status: string; date_from: string | null; date_to: string | null; created_at: number }>).map((r) => ({
      ...r,
      created_at: iso(r.created_at),
      // An export is "ready" a minute after it was asked for.
      status: ctx.now - r.created_at > 60_000 ? "ready" : r.status,
      url: ctx.now - r.created_at > 60_000 ? `${ctx.pagesOrigin}/sandbox/export/${r.id}.csv` : null,
    }));
  },
  createhistoryexportrequest: (ctx) => {
    const p = requirePlayer(ctx);
    const pending = ctx.db.prepare("SELECT COUNT(*) AS n FROM export_requests WHERE uid = ? AND created_at > ?").get(p.uid, ctx.now - 60_000) as { n: number };
    if (pending.n >= 3) throw new ApiFault("TooManyRequests", 429, "Too many export requests");
    const result = ctx.db.prepare("INSERT INTO export_requests (uid, status, date_from, date_to, created_at) VALUES (?, 'pending', ?, ?, ?)").run(p.uid, str(ctx, "date_from"), str(ctx, "date_to"), ctx.now);
    return { id: Number(result.lastInsertRowid), status: "pending" };
  },
};

function idOfCategory(db: DB, value: string) {
  const row = db.prepare("SELECT id FROM categories WHERE sysname = ?").get(value) as { id: number } | undefined;
  return row?.id ?? -1;
}

// ── the demo sportsbook ────────────────────────────────────────────────────────────────────────────────

export function placeBet(db: DB, uid: number, eventId: string, selection: string, stakeMajor: number, useBonus = false, now = Date.now()) {
  return db.transaction(() => {
    const event = db.prepare("SELECT data FROM docs WHERE kind = 'event' AND id = ?").get(eventId) as { data: string } | undefined;
    if (!event) throw new ApiFault("InvalidParameter", 404, "No such event");
    const odds = (JSON.parse(event.data) as { odds: Record<string, number> }).odds[selection];
    if (!odds) throw new ApiFault("InvalidParameter", 400, "No such selection");
    const stake = toMinor(stakeMajor);
    if (stake <= 0) throw new ApiFault("InvalidParameter", 400, "Wrong stake");
    const wallet: Wallet = useBonus ? "betting_bonus" : "main";
    try {
      debit(db, uid, wallet, stake, "bet", eventId, now);
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new ApiFault("UserNeedDeposit", 400, "Not enough money for this stake");
      throw error;
    }
    const result = db.prepare("INSERT INTO bets (uid, event_id, selection, odds, stake, wallet, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)").run(uid, eventId, selection, odds, stake, wallet, now);
    return Number(result.lastInsertRowid);
  })();
}

/** Settles the player's pending bets: each wins with the probability its odds imply. */
export function settleBets(db: DB, uid: number, now = Date.now()) {
  return db.transaction(() => {
    const open = db.prepare("SELECT * FROM bets WHERE uid = ? AND status = 'pending'").all(uid) as Array<{ id: number; odds: number; stake: number; wallet: Wallet }>;
    for (const bet of open) {
      const won = crypto.randomInt(0, 10_000) < 10_000 / bet.odds;
      db.prepare("UPDATE bets SET status = ?, settled_at = ? WHERE id = ?").run(won ? "won" : "lost", now, bet.id);
      if (won) credit(db, uid, bet.wallet === "betting_bonus" ? "main" : bet.wallet, Math.round(bet.stake * bet.odds), "bet.win", bet.id, now);
    }
    return open.length;
  })();
}

export { DEMO_SLOT, money };

import crypto from "node:crypto";
import { type DB, InsufficientFunds, type Wallet, credit, debit, getPlayer, toMajor, toMinor, sql } from "../db/store";
import { DEMO_SLOT, SPORTSBOOK } from "../seed/catalog";
import { ApiFault, type Ctx, type Namespace, iso, listParam, money, paginate, required, requirePlayer, str } from "./context";
import { addWagering } from "./bonuses";
import { scoreStake } from "./jackpots";
import { awardPoints } from "./loyalty";
import { playRefusal } from "./play-limits";

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

/**
 * The game catalogue, read from the database once per database (issue 27): the sandbox never changes its games after
 * the seed, and reading and filtering every row on each lobby call was most of a player's view's sandbox cost. A
 * caller gets its own array (rows are frozen).
 */
const catalogues = new WeakMap<DB, { rows: readonly GameRow[]; huge?: readonly GameRow[] }>();

function catalogue(db: DB) {
  let found = catalogues.get(db);
  if (!found) {
    found = { rows: Object.freeze((sql(db, "SELECT * FROM games ORDER BY priority, id").all() as GameRow[]).map((row) => Object.freeze(row))) };
    catalogues.set(db, found);
  }
  return found;
}

export function gameRows(db: DB, huge: boolean): GameRow[] {
  const found = catalogue(db);
  if (!huge) return [...found.rows];
  if (!found.huge) {
    const rows = found.rows;
    const out = [...rows];
    for (let i = 0; out.length < HUGE_LOBBY; i++) {
      const base = rows[i % rows.length]!;
      out.push(Object.freeze({ ...base, id: 100_000 + i, sysname: `${base.sysname}-x${i}`, name: `${base.name} #${Math.floor(i / rows.length) + 2}`, priority: 2000 + i }));
    }
    found.huge = Object.freeze(out);
  }
  return [...found.huge];
}

/** The catalogue's first game: under the `photos` scenario both its pictures are a 404 (a broken image to fall back from). */
export const BROKEN_PHOTO_GAME_ID = 1;

function gameView(ctx: Ctx, row: GameRow) {
  const art = row.sysname.replace(/-x\d+$/, "");
  const image = `${ctx.pagesOrigin}/sandbox/media/games/${art}.svg`;
  // The `photos` scenario: two files as a platform's CDN serves them, the larger one the item's own `image_url`.
  const photo = row.id === BROKEN_PHOTO_GAME_ID ? "missing" : art;
  const small = ctx.photos ? `${ctx.pagesOrigin}/sandbox/media/photos/${photo}-288.svg` : image;
  return {
    id: row.id,
    sysname: row.sysname,
    name: row.name,
    image_url: ctx.photos ? `${ctx.pagesOrigin}/sandbox/media/photos/${photo}-576.svg` : image,
    provider: row.provider,
    type: row.type,
    tags: row.tags ? row.tags.split(",") : [],
    categories: row.categories.split(",").filter(Boolean).map(Number),
    rtp: row.rtp,
    volatility: row.volatility,
    has_demo: true,
    description: { name: row.name, img_288_192: small, text: ctx.locale === "ru" ? row.description_ru : row.description_uz },
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
  // Decision 035: a reached loss or session-time limit refuses a real-money slot launch.
  if (sysname !== SPORTSBOOK) {
    const refusal = playRefusal(ctx.db, ctx.player, ctx.sessionId, ctx.now);
    if (refusal) throw refusal;
  }
  const token = crypto.randomBytes(16).toString("base64url");
  sql(ctx.db, "INSERT INTO launches (token, uid, game, created_at, session_id) VALUES (?, ?, ?, ?, ?)").run(token, ctx.player.uid, sysname, ctx.now, ctx.sessionId);
  return sysname === SPORTSBOOK ? `${ctx.pagesOrigin}/sandbox/sportsbook?token=${token}&locale=${ctx.locale}` : `${ctx.pagesOrigin}/sandbox/game/${sysname}?token=${token}&locale=${ctx.locale}`;
}

export function launchPlayer(db: DB, token: string | null | undefined) {
  if (!token) return null;
  const row = sql(db, "SELECT uid, game, session_id FROM launches WHERE token = ?").get(token) as { uid: number; game: string; session_id: string | null } | undefined;
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
export function spin(db: DB, uid: number, game: string, stakeMajor: number, options: { demo?: boolean; now?: number; forcedMultiplier?: number; session?: string | null } = {}): SpinResult {
  const now = options.now ?? Date.now();
  return db.transaction(() => {
    const player = getPlayer(db, uid);
    if (!player) throw new ApiFault("Authorization", 401, "No player");
    const pack = options.demo ? undefined : (sql(db, "SELECT * FROM freespins WHERE uid = ? AND game = ? AND status = 'active' AND remaining_count > 0 AND expires_at > ? ORDER BY id LIMIT 1").get(uid, game, now) as { id: number; bet: number; remaining_count: number } | undefined);
    let stake = toMinor(stakeMajor);
    let wallet: Wallet;
    if (pack) {
      stake = pack.bet;
      wallet = "bonus";
      sql(db, "UPDATE freespins SET remaining_count = remaining_count - 1, status = CASE WHEN remaining_count - 1 = 0 THEN 'used' ELSE status END WHERE id = ?").run(pack.id);
    } else {
      if (stake <= 0) throw new ApiFault("InvalidParameter", 400, "Wrong stake");
      wallet = options.demo ? "fun" : player.balance_main >= stake ? "main" : player.balance_bonus >= stake ? "bonus" : "main";
      try {
        debit(db, uid, wallet, stake, "spin", game, now);
        if (!options.demo) addWagering(db, uid, "casino", stake, now);
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new ApiFault("UserNeedDeposit", 400, "Not enough money for this stake");
        throw error;
      }
    }
    const win = Math.round(stake * (options.forcedMultiplier ?? multiplier()));
    if (win > 0) credit(db, uid, wallet, win, "win", game, now);
    const round = sql(db, "INSERT INTO rounds (uid, game, stake, win, wallet, freespin, created_at, session_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)").run(uid, game, pack ? 0 : stake, win, wallet, pack ? 1 : 0, now, options.demo ? null : (options.session ?? null));
    if (!options.demo && !pack) {
      const points = Math.floor(toMajor(stake) / 1000);
      awardPoints(db, uid, points, now);
      scoreStake(db, uid, game, toMajor(stake), now);
      sql(db, "UPDATE docs SET data = json_set(data, '$.amount', json_extract(data, '$.amount') + ?) WHERE kind = 'jackpot'").run(Math.round(toMajor(stake) * 0.01));
    }
    void round;
    const after = getPlayer(db, uid)!;
    const left = (sql(db, "SELECT COALESCE(SUM(remaining_count), 0) AS n FROM freespins WHERE uid = ? AND game = ? AND status = 'active'").get(uid, game) as { n: number }).n;
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
          const row = sql(ctx.db, "SELECT json_extract(data, '$.provider') AS provider FROM docs WHERE kind = 'tournament' AND id = ?").get(String(parsed.id)) as { provider: string | null } | undefined;
          if (!row) rows = [];
          else if (row.provider) rows = rows.filter((r) => r.provider === row.provider);
        }
      } catch {
        throw new ApiFault("InvalidParameter", 400, "options must be JSON");
      }
    }
    // A category by id or sysname, each looked up once per call (not once per game).
    const wantedCategories = cats.flatMap((c) => [`,${c},`, `,${idOfCategory(ctx.db, c)},`]);
    rows = rows.filter(
      (r) =>
        (!types.length || types.includes(r.type)) &&
        (!providers.length || providers.includes(r.provider)) &&
        (!tags.length || tags.some((tag) => r.tags.split(",").includes(tag))) &&
        (!wantedCategories.length || wantedCategories.some((c) => r.categories.includes(c))) &&
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
    return (sql(ctx.db, "SELECT sysname FROM favourites WHERE uid = ? ORDER BY created_at DESC").all(ctx.player.uid) as Array<{ sysname: string }>).map((r) => r.sysname);
  },
  addLike: (ctx) => {
    const p = requirePlayer(ctx);
    const sysname = required(ctx, "sysname");
    if (!sql(ctx.db, "SELECT 1 FROM games WHERE sysname = ?").get(sysname)) return 0;
    sql(ctx.db, "INSERT OR IGNORE INTO favourites (uid, sysname, created_at) VALUES (?, ?, ?)").run(p.uid, sysname, ctx.now);
    return 1;
  },
  removeLike: (ctx) => {
    const p = requirePlayer(ctx);
    sql(ctx.db, "DELETE FROM favourites WHERE uid = ? AND sysname = ?").run(p.uid, required(ctx, "sysname"));
    return 1;
  },
  getCategories: (ctx) => {
    // Games per category counted in one pass over the catalogue, not one scan of the games per category.
    const counts = new Map<string, number>();
    for (const row of catalogue(ctx.db).rows) for (const id of row.categories.split(",")) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    return (sql(ctx.db, "SELECT * FROM categories ORDER BY priority").all() as Array<{ id: number; sysname: string; name_uz: string; name_ru: string; priority: number }>).map((c) => ({
      id: c.id,
      sysname: c.sysname,
      name: ctx.locale === "ru" ? c.name_ru : c.name_uz,
      priority: c.priority,
      description: {},
      games_count: counts.get(String(c.id)) ?? 0,
    }));
  },
  getProviders: (ctx) => {
    const types = listParam(ctx, "types");
    const counts = new Map<string, number>();
    for (const row of catalogue(ctx.db).rows) counts.set(row.provider, (counts.get(row.provider) ?? 0) + 1);
    const rows = (sql(ctx.db, "SELECT * FROM providers ORDER BY priority").all() as Array<{ sysname: string; name: string; types: string; color: string }>).map((p) => ({ ...p, games_count: counts.get(p.sysname) ?? 0 }));
    return rows
      .filter((p) => !types.length || types.some((t) => p.types.split(",").includes(t)))
      .map((p) => ({ sysname: p.sysname, name: p.name, games_count: p.games_count, image_url: `${ctx.pagesOrigin}/sandbox/media/provider/${p.sysname}.svg`, game_params: { types: p.types.split(",") }, description: { name: p.name } }));
  },
  getHistory: (ctx) => {
    const p = requirePlayer(ctx);
    const { from, to } = dayRange(ctx, false);
    const rows = sql(ctx.db, "SELECT r.*, g.name AS game_name FROM rounds r LEFT JOIN games g ON g.sysname = r.game WHERE r.uid = ? AND r.created_at >= ? AND r.created_at < ? ORDER BY r.created_at DESC, r.id DESC LIMIT 500")
      .all(p.uid, from ?? 0, to ?? Number.MAX_SAFE_INTEGER) as RoundRow[];
    return paginate(ctx, rows.map((r) => ({ id: r.id, game: r.game, game_name: r.game_name ?? r.game, stake: toMajor(r.stake), win: toMajor(r.win), currency: p.currency, freespin: Boolean(r.freespin), created_at: iso(r.created_at) })), HISTORY_COUNT);
  },
  gethistoryexportrequest: (ctx) => {
    const p = requirePlayer(ctx);
    return (sql(ctx.db, "SELECT * FROM export_requests WHERE uid = ? ORDER BY id DESC").all(p.uid) as ExportRow[]).map((r) => exportView(ctx, r));
  },
  createhistoryexportrequest: (ctx) => {
    const p = requirePlayer(ctx);
    const key = str(ctx, "idempotency_key");
    if (!key || !EXPORT_KEY.test(key)) throw new ApiFault("InvalidParameter", 400, "idempotency_key is required", { errors: { idempotency_key: [key ? "INVALID" : "REQUIRED"] } });
    const dateFrom = required(ctx, "date_from");
    const dateTo = required(ctx, "date_to");
    const { from, to } = dayRange(ctx, true);
    if (to! - from! > EXPORT_MAX_DAYS * 86_400_000 + 3_600_000) throw new ApiFault("InvalidParameter", 400, `At most ${EXPORT_MAX_DAYS} days`, { errors: { date_to: ["RANGE_TOO_LONG"] } });
    return ctx.db.transaction(() => {
      const same = sql(ctx.db, "SELECT * FROM export_requests WHERE uid = ? AND idempotency_key = ?").get(p.uid, key) as ExportRow | undefined;
      if (same) {
        if (same.date_from !== dateFrom || same.date_to !== dateTo) throw new ApiFault("InvalidParameter", 409, "The key was used for another range", { errors: { idempotency_key: ["KEY_REUSED"] }, request_id: same.id });
        return { ...exportView(ctx, same), idempotent_replayed: true };
      }
      const recent = sql(ctx.db, "SELECT COUNT(*) AS n FROM export_requests WHERE uid = ? AND created_at > ?").get(p.uid, ctx.now - 60_000) as { n: number };
      if (recent.n >= EXPORTS_PER_MINUTE) throw new ApiFault("TooManyRequests", 429, "Too many export requests");
      const result = sql(ctx.db, "INSERT INTO export_requests (uid, status, date_from, date_to, created_at, ready_at, idempotency_key) VALUES (?, 'pending', ?, ?, ?, ?, ?)")
        .run(p.uid, dateFrom, dateTo, ctx.now, ctx.now + EXPORT_READY_MS, key);
      const row = sql(ctx.db, "SELECT * FROM export_requests WHERE id = ?").get(Number(result.lastInsertRowid)) as ExportRow;
      return { ...exportView(ctx, row), idempotent_replayed: false };
    })();
  },
};

// ── bet history and its export (docs/decisions/015) ──────────────────────────────────────────────────────

interface RoundRow {
  id: number;
  game: string;
  game_name: string | null;
  stake: number;
  win: number;
  freespin: number;
  created_at: number;
}

interface ExportRow {
  id: number;
  uid: number;
  status: string;
  date_from: string;
  date_to: string;
  created_at: number;
  ready_at: number | null;
  idempotency_key: string | null;
}

/** The history's default page (spec §9 lists 15 among its page sizes). */
const HISTORY_COUNT = 15;
export const EXPORT_MAX_DAYS = 366;
export const EXPORTS_PER_MINUTE = 3;
/** A file is ready this long after it was asked for (QA: `POST /sandbox/exports/{id}/ready` makes it ready now). */
export const EXPORT_READY_MS = 60_000;
const EXPORT_KEY = /^[\w-]{8,80}$/;

/** `YYYY-MM-DD` → the start of that day in the sandbox's time zone, or null when it is no real day. */
export function dayStart(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : null;
}

function nextDay(start: number): number {
  const date = new Date(start);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/** `date_from`/`date_to` as a half-open range of whole days [from, to), each bound optional unless `required`. */
function dayRange(ctx: Ctx, requiredBounds: boolean) {
  const bound = (name: "date_from" | "date_to") => {
    const value = requiredBounds ? required(ctx, name) : str(ctx, name);
    if (value === null || value === "") return null;
    const start = dayStart(value);
    if (start === null) throw new ApiFault("InvalidParameter", 400, `${name} must be a day as YYYY-MM-DD`, { errors: { [name]: ["INVALID"] } });
    return start;
  };
  const from = bound("date_from");
  const toStart = bound("date_to");
  if (from !== null && toStart !== null && from > toStart) throw new ApiFault("InvalidParameter", 400, "date_from is after date_to", { errors: { date_to: ["BEFORE_FROM"] } });
  return { from, to: toStart === null ? null : nextDay(toStart) };
}

function exportView(ctx: Ctx, row: ExportRow) {
  const ready = row.ready_at !== null && row.ready_at <= ctx.now;
  return {
    id: row.id,
    status: ready ? "ready" : "pending",
    date_from: row.date_from,
    date_to: row.date_to,
    created_at: iso(row.created_at),
    ready_at: ready ? iso(row.ready_at) : null,
    url: ready ? `${ctx.pagesOrigin}/sandbox/export/${row.id}.csv?${signedExportQuery(row.id, row.uid)}` : null,
  };
}

/** Signs the download links of this sandbox process (decision 015): a restart makes old links 404, as an expiry does. */
const EXPORT_LINK_KEY = crypto.randomBytes(32);
/** How long a signed download link works, from the list read that gave it (real time, not a player's clock). */
export const EXPORT_LINK_SECONDS = 60 * 60;

function exportSignature(id: number, uid: number, expires: number): string {
  return crypto.createHmac("sha256", EXPORT_LINK_KEY).update(`export\0${id}\0${uid}\0${expires}`).digest("base64url");
}

/** `expires=…&signature=…` of a download link that works for an hour wherever it is opened (another origin too). */
export function signedExportQuery(id: number, uid: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + EXPORT_LINK_SECONDS;
  return `expires=${expires}&signature=${exportSignature(id, uid, expires)}`;
}

/** Whether `expires` and `signature` of a download link were signed here for this request of this player, and still hold. */
function signedFor(id: number, uid: number, link: { expires?: unknown; signature?: unknown }, now: number): boolean {
  const expires = Number(link.expires);
  if (typeof link.signature !== "string" || !Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(exportSignature(id, uid, expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** QA: the export is ready now (the sandbox's clock for one request), so tests never wait a minute. */
export function finishExport(db: DB, id: number, now = Date.now()): boolean {
  const row = sql(db, "SELECT ready_at FROM export_requests WHERE id = ?").get(id) as { ready_at: number | null } | undefined;
  if (!row) return false;
  if (row.ready_at === null || row.ready_at > now) sql(db, "UPDATE export_requests SET ready_at = ? WHERE id = ?").run(now, id);
  return true;
}

/**
 * The file of one export request, or null: unknown, not ready yet, or asked for neither by its owner's session
 * nor through the signed link its owner was given (a guessed number is not enough). CSV, one line per round of
 * the request's days, oldest first; amounts in major units.
 */
export function exportCsv(db: DB, id: number, sessionUid: number | null, link: { expires?: unknown; signature?: unknown } = {}, now = Date.now()): { name: string; body: string } | null {
  const row = sql(db, "SELECT * FROM export_requests WHERE id = ?").get(id) as ExportRow | undefined;
  if (!row || row.ready_at === null || row.ready_at > now) return null;
  if (row.uid !== sessionUid && !signedFor(row.id, row.uid, link, now)) return null;
  const from = dayStart(row.date_from) ?? 0;
  const to = nextDay(dayStart(row.date_to) ?? now);
  const currency = getPlayer(db, row.uid)?.currency ?? "UZS";
  const rounds = sql(db, "SELECT id, game, stake, win, created_at FROM rounds WHERE uid = ? AND created_at >= ? AND created_at < ? ORDER BY created_at, id").all(row.uid, from, to) as RoundRow[];
  const lines = ["id,game,stake,win,currency,created_at", ...rounds.map((r) => `${r.id},${r.game},${toMajor(r.stake)},${toMajor(r.win)},${currency},${new Date(r.created_at).toISOString()}`)];
  return { name: `bets-${row.date_from}-${row.date_to}.csv`, body: `${lines.join("\n")}\n` };
}

/**
 * QA rounds for a fresh player: `count` rounds, two a day (12:00 and 10:00 in the sandbox's time zone) from
 * yesterday backwards; the k-th newest stakes 1,000·k and wins 2,500·k when k is a multiple of 3. Games
 * cycle over the first three of the catalogue. Inserted oldest first, so ids follow time.
 */
export function addQaRounds(db: DB, uid: number, count: number, now = Date.now()) {
  const games = (sql(db, "SELECT sysname FROM games ORDER BY priority, id LIMIT 3").all() as Array<{ sysname: string }>).map((g) => g.sysname);
  const today = new Date(now);
  const insert = sql(db, "INSERT INTO rounds (uid, game, stake, win, wallet, freespin, created_at) VALUES (?, ?, ?, ?, 'main', 0, ?)");
  db.transaction(() => {
    for (let k = count; k >= 1; k--) {
      const daysAgo = Math.floor((k - 1) / 2) + 1;
      const at = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, k % 2 ? 12 : 10).getTime();
      insert.run(uid, games[(k - 1) % games.length] ?? DEMO_SLOT, toMinor(1_000 * k), k % 3 === 0 ? toMinor(2_500 * k) : 0, at);
    }
  })();
}

function idOfCategory(db: DB, value: string) {
  const row = sql(db, "SELECT id FROM categories WHERE sysname = ?").get(value) as { id: number } | undefined;
  return row?.id ?? -1;
}

// ── the demo sportsbook ────────────────────────────────────────────────────────────────────────────────

export function placeBet(db: DB, uid: number, eventId: string, selection: string, stakeMajor: number, useBonus = false, now = Date.now()) {
  return db.transaction(() => {
    const event = sql(db, "SELECT data FROM docs WHERE kind = 'event' AND id = ?").get(eventId) as { data: string } | undefined;
    if (!event) throw new ApiFault("InvalidParameter", 404, "No such event");
    const odds = (JSON.parse(event.data) as { odds: Record<string, number> }).odds[selection];
    if (!odds) throw new ApiFault("InvalidParameter", 400, "No such selection");
    const stake = toMinor(stakeMajor);
    if (stake <= 0) throw new ApiFault("InvalidParameter", 400, "Wrong stake");
    const wallet: Wallet = useBonus ? "betting_bonus" : "main";
    try {
      debit(db, uid, wallet, stake, "bet", eventId, now);
      addWagering(db, uid, "betting", stake, now);
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new ApiFault("UserNeedDeposit", 400, "Not enough money for this stake");
      throw error;
    }
    const result = sql(db, "INSERT INTO bets (uid, event_id, selection, odds, stake, wallet, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)").run(uid, eventId, selection, odds, stake, wallet, now);
    return Number(result.lastInsertRowid);
  })();
}

/** Settles the player's pending bets: each wins with the probability its odds imply. */
export function settleBets(db: DB, uid: number, now = Date.now()) {
  return db.transaction(() => {
    const open = sql(db, "SELECT * FROM bets WHERE uid = ? AND status = 'pending'").all(uid) as Array<{ id: number; odds: number; stake: number; wallet: Wallet }>;
    for (const bet of open) {
      const won = crypto.randomInt(0, 10_000) < 10_000 / bet.odds;
      sql(db, "UPDATE bets SET status = ?, settled_at = ? WHERE id = ?").run(won ? "won" : "lost", now, bet.id);
      if (won) credit(db, uid, bet.wallet === "betting_bonus" ? "main" : bet.wallet, Math.round(bet.stake * bet.odds), "bet.win", bet.id, now);
    }
    return open.length;
  })();
}

export { DEMO_SLOT, money };

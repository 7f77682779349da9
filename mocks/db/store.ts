import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { DEMO_SLOT, type SeedGame, categories, demoSlot, generateGames, providers, varyRails } from "../seed/catalog";
import { seedDocs } from "../seed/docs";
import { migrations } from "./migrations";

export type DB = Database.Database;
export type Wallet = "main" | "bonus" | "betting_bonus" | "fun";
export const wallets: readonly Wallet[] = ["main", "bonus", "betting_bonus", "fun"];

export interface PlayerRow {
  uid: number;
  login: string;
  password_hash: string;
  fakename: string | null;
  locale: string;
  currency: string;
  reg_time: number;
  is_subscribed: number;
  two_factor_auth: number;
  is_on_verification: number;
  is_verified: number;
  is_registration_completed: number;
  /** Withdrawals held until the player is verified (account info's is_kyc_block_enabled). */
  kyc_block: number;
  country_code: string;
  banned: number;
  balance_main: number;
  balance_bonus: number;
  balance_betting_bonus: number;
  balance_fun: number;
  loyalty_points: number;
  /** Every point ever earned: what the levels count (decision 031). */
  loyalty_earned: number;
  character_id: string | null;
  profile: string;
  deposit_limit_amount: number | null;
  deposit_limit_period: string;
  deposit_limit_set_at: number | null;
  deposit_limit_pending_amount: number | null;
  deposit_limit_pending_period: string | null;
  deposit_limit_pending_at: number | null;
  excluded_until: number | null;
  excluded_kind: string | null;
  clock_offset_ms: number;
  /** The reality check's interval in minutes, or null: off (decision 035). */
  reality_check_minutes: number | null;
  /** Decision 035: the loss limit (tiyin, per calendar period) and the session-time limit (minutes), each with its waiting change. */
  loss_limit_amount: number | null;
  loss_limit_period: string;
  loss_limit_pending_amount: number | null;
  loss_limit_pending_period: string | null;
  loss_limit_pending_at: number | null;
  session_limit_minutes: number | null;
  session_limit_pending_minutes: number | null;
  session_limit_pending_at: number | null;
}

const statements = new WeakMap<DB, Map<string, Database.Statement>>();

/**
 * A statement prepared once per database and SQL text, then reused (issue 27: compiling the same SQL on every call
 * was a large part of the sandbox's cost per page). Only fixed texts come here (a column name at most), so the
 * cache stays as small as the sandbox's own SQL.
 */
export function sql(db: DB, text: string): Database.Statement {
  let byText = statements.get(db);
  if (!byText) {
    byText = new Map();
    statements.set(db, byText);
  }
  let statement = byText.get(text);
  if (!statement) {
    statement = db.prepare(text);
    byText.set(text, statement);
  }
  return statement;
}

/** Amounts are kept in tiyin (1/100 so‘m) so sums never drift; the API speaks so‘m with two decimals. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const toMajor = (minor: number) => minor / 100;

export function migrate(db: DB): boolean {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version >= migrations.length) return false;
  db.transaction(() => {
    for (let i = version; i < migrations.length; i++) db.exec(migrations[i]!);
    db.pragma(`user_version = ${migrations.length}`);
  })();
  return version === 0;
}

export function seed(db: DB, now = Date.now()) {
  const games: SeedGame[] = varyRails([demoSlot, ...generateGames()]);
  db.transaction(() => {
    const provider = sql(db, "INSERT INTO providers (sysname, name, priority, types, color) VALUES (?, ?, ?, ?, ?)");
    providers.forEach((p, i) => provider.run(p.sysname, p.name, i, p.types, p.color));
    const category = sql(db, "INSERT INTO categories (id, sysname, name_uz, name_ru, priority) VALUES (?, ?, ?, ?, ?)");
    categories.forEach((c, i) => category.run(c.id, c.sysname, c.uz, c.ru, i));
    const game = sql(db, 
      `INSERT INTO games (sysname, name, provider, type, categories, tags, priority, rtp, volatility, palette, description_uz, description_ru, created_at)
       VALUES (@sysname, @name, @provider, @type, @categories, @tags, @priority, @rtp, @volatility, @palette, @description_uz, @description_ru, @created_at)`,
    );
    for (const g of games) game.run({ ...g, categories: `,${g.categories.join(",")},`, tags: g.tags.join(",") });
    const doc = sql(db, "INSERT INTO docs (kind, id, priority, data) VALUES (?, ?, ?, ?)");
    for (const d of seedDocs(now)) doc.run(d.kind, d.id, d.priority ?? 0, JSON.stringify(d.data));
    const demo = createPlayer(db, { login: "demo@omad.test", password: "demo1234", fakename: "DemoPlayer", locale: "uz", now });
    credit(db, demo, "main", toMinor(500_000), "seed", null, now);
    confirmContacts(db, demo);
    const twoFactor = createPlayer(db, { login: "998901112233", password: "demo1234", fakename: "TwoStep", locale: "ru", now });
    sql(db, "UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(twoFactor);
    credit(db, twoFactor, "main", toMinor(100_000), "seed", null, now);
    const banned = createPlayer(db, { login: "banned@omad.test", password: "demo1234", fakename: "Banned", locale: "uz", now });
    sql(db, "UPDATE players SET banned = 1 WHERE uid = ?").run(banned);
  })();
  return { games: games.length };
}

function confirmContacts(db: DB, uid: number) {
  sql(db, "UPDATE contacts SET is_confirmed = 1 WHERE uid = ?").run(uid);
}

export function openDatabase(file: string): DB {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  if (migrate(db)) seed(db);
  return db;
}

let current: DB | undefined;

/**
 * The sandbox's database: `SANDBOX_DB` (a file, or `:memory:`), by default `data/sandbox.db`; under vitest
 * always in memory, so each test file (its own module graph) gets an isolated, freshly seeded platform.
 */
export function getDb(): DB {
  if (!current) {
    const file = process.env.SANDBOX_DB || (process.env.VITEST ? ":memory:" : "data/sandbox.db");
    current = openDatabase(file);
  }
  return current;
}

// ── players, passwords, sessions ────────────────────────────────────────────────────────────────────────

export function hashPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, 32, { N: 4096 });
  return `scrypt$4096$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = crypto.scryptSync(password, Buffer.from(salt, "base64"), expected.length, { N: Number(n) });
  return crypto.timingSafeEqual(expected, actual);
}

export function isPhoneLogin(login: string) {
  return /^\+?\d{9,15}$/.test(login);
}

export function createPlayer(db: DB, input: { login: string; password: string; fakename?: string | null; locale?: string; currency?: string; subscribed?: boolean; now?: number }): number {
  const now = input.now ?? Date.now();
  const login = input.login.replace(/^\+/, "").toLowerCase();
  const result = sql(db, 
      `INSERT INTO players (login, password_hash, fakename, locale, currency, reg_time, is_subscribed, balance_fun)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(login, hashPassword(input.password), input.fakename ?? null, input.locale ?? "uz", input.currency ?? "UZS", Math.floor(now / 1000), input.subscribed ? 1 : 0, toMinor(10_000));
  const uid = Number(result.lastInsertRowid);
  const phone = isPhoneLogin(login);
  sql(db, "INSERT INTO contacts (uid, type, contact, phone_country_code, is_subscribed) VALUES (?, ?, ?, ?, ?)").run(uid, phone ? "phone" : "email", login, phone ? "UZ" : null, input.subscribed ? 1 : 0);
  sql(db, "INSERT INTO ledger (uid, wallet, delta, reason, ref, created_at) VALUES (?, 'fun', ?, 'seed', NULL, ?)").run(uid, toMinor(10_000), now);
  // What a new player finds on a platform: a welcome bonus, a betting bonus, free spins, a cashback record.
  sql(db, "INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, 'casino', 'available', ?, 30, ?, ?, ?)").run(uid, toMinor(50_000), JSON.stringify({ uz: "Xush kelibsiz bonusi", ru: "Приветственный бонус" }), now + 14 * 86_400_000, now);
  sql(db, "INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, 'betting', 'available', ?, 5, ?, ?, ?)").run(uid, toMinor(20_000), JSON.stringify({ uz: "Birinchi tikish uchun bonus", ru: "Бонус на первую ставку" }), now + 14 * 86_400_000, now);
  sql(db, "INSERT INTO freespins (uid, game, total_count, remaining_count, bet, status, expires_at) VALUES (?, ?, 10, 10, ?, 'active', ?)").run(uid, DEMO_SLOT, toMinor(1_000), now + 7 * 86_400_000);
  sql(db, "INSERT INTO cashbacks (uid, status, amount, end_date, receiving_expired_at, created_at) VALUES (?, 'active', ?, ?, ?, ?)").run(uid, toMinor(15_000), now + 7 * 86_400_000, now + 14 * 86_400_000, now);
  sql(db, "INSERT INTO notifications (uid, trigger, type, title, message, amount, amount_type, created_at) VALUES (?, 'register', 'credit', ?, ?, 100, 'points', ?)").run(uid, JSON.stringify({ uz: "Xush kelibsiz!", ru: "Добро пожаловать!" }), JSON.stringify({ uz: "Ro‘yxatdan o‘tganingiz uchun 100 ball.", ru: "100 баллов за регистрацию." }), now);
  sql(db, "UPDATE players SET loyalty_points = 100, loyalty_earned = 100, character_id = '1' WHERE uid = ?").run(uid);
  return uid;
}

export function findPlayerByLogin(db: DB, login: string): PlayerRow | undefined {
  return sql(db, "SELECT * FROM players WHERE login = ?").get(login.replace(/^\+/, "").toLowerCase()) as PlayerRow | undefined;
}

export function getPlayer(db: DB, uid: number): PlayerRow | undefined {
  return sql(db, "SELECT * FROM players WHERE uid = ?").get(uid) as PlayerRow | undefined;
}

/** Moves one player's sandbox clock `seconds` forward (decision 026); answers the player's time now. */
export function advancePlayerClock(db: DB, uid: number, seconds: number): number {
  sql(db, "UPDATE players SET clock_offset_ms = clock_offset_ms + ? WHERE uid = ?").run(Math.round(seconds * 1000), uid);
  return Date.now() + (getPlayer(db, uid)?.clock_offset_ms ?? 0);
}

/**
 * QA: makes every session of a player `seconds` older (decision 035): its sign-in and its last reality-check answer
 * move back, as if that much real time had passed. Sessions are real time (decision 027); this is how tests age one.
 */
export function ageSessions(db: DB, uid: number, seconds: number): number {
  const ms = Math.round(seconds * 1000);
  return sql(db, "UPDATE sessions SET created_at = created_at - ?, reality_check_ack_at = reality_check_ack_at - ? WHERE uid = ?").run(ms, ms, uid).changes;
}

export function createSession(db: DB, uid: number, now = Date.now()): string {
  const id = crypto.randomBytes(24).toString("base64url");
  sql(db, "INSERT INTO sessions (id, uid, created_at) VALUES (?, ?, ?)").run(id, uid, now);
  return id;
}

export function sessionPlayer(db: DB, sessionId: string | null | undefined): PlayerRow | undefined {
  if (!sessionId) return undefined;
  return sql(db, "SELECT players.* FROM sessions JOIN players USING (uid) WHERE sessions.id = ?").get(sessionId) as PlayerRow | undefined;
}

export function deleteSession(db: DB, sessionId: string) {
  sql(db, "DELETE FROM sessions WHERE id = ?").run(sessionId);
}

// ── codes (contact confirmation, two-factor, password restore) ──────────────────────────────────────────

export function issueCode(db: DB, uid: number | null, purpose: string, target: string, now = Date.now()): string {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  sql(db, "UPDATE codes SET used = 1 WHERE purpose = ? AND target = ? AND used = 0").run(purpose, target);
  sql(db, "INSERT INTO codes (uid, purpose, target, code, created_at) VALUES (?, ?, ?, ?, ?)").run(uid, purpose, target, code, now);
  return code;
}

/** Takes a code: true when it is the latest unused one for that purpose and target, not older than 10 minutes. */
export function takeCode(db: DB, purpose: string, target: string, code: string, now = Date.now()): "ok" | "invalid" | "expired" {
  const row = sql(db, "SELECT id, code, created_at FROM codes WHERE purpose = ? AND target = ? AND used = 0 ORDER BY id DESC LIMIT 1").get(purpose, target) as { id: number; code: string; created_at: number } | undefined;
  if (!row || row.code !== code) return "invalid";
  if (now - row.created_at > 10 * 60_000) return "expired";
  sql(db, "UPDATE codes SET used = 1 WHERE id = ?").run(row.id);
  return "ok";
}

/** The latest codes (the panel shows them; tests read them). */
export function latestCodes(db: DB, limit = 20) {
  return sql(db, "SELECT purpose, target, code, created_at, used FROM codes ORDER BY id DESC LIMIT ?").all(limit) as Array<{ purpose: string; target: string; code: string; created_at: number; used: number }>;
}

export function latestCodeFor(db: DB, target: string): string | null {
  const row = sql(db, "SELECT code FROM codes WHERE target = ? ORDER BY id DESC LIMIT 1").get(target.replace(/^\+/, "").toLowerCase()) as { code: string } | undefined;
  return row?.code ?? null;
}

// ── wallets: every move is a ledger line, so balances always add up ─────────────────────────────────────

export class InsufficientFunds extends Error {}

export function credit(db: DB, uid: number, wallet: Wallet, minor: number, reason: string, ref: string | number | null, now = Date.now()) {
  move(db, uid, wallet, Math.abs(minor), reason, ref, now);
}

export function debit(db: DB, uid: number, wallet: Wallet, minor: number, reason: string, ref: string | number | null, now = Date.now()) {
  move(db, uid, wallet, -Math.abs(minor), reason, ref, now);
}

function move(db: DB, uid: number, wallet: Wallet, delta: number, reason: string, ref: string | number | null, now: number) {
  if (delta === 0) return;
  const column = `balance_${wallet}`;
  const updated = sql(db, `UPDATE players SET ${column} = ${column} + ? WHERE uid = ? AND ${column} + ? >= 0`).run(delta, uid, delta);
  if (updated.changes === 0) throw new InsufficientFunds(`${wallet} balance too low`);
  sql(db, "INSERT INTO ledger (uid, wallet, delta, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(uid, wallet, delta, reason, ref === null ? null : String(ref), now);
}

/** Each balance equals the sum of its ledger lines (the sandbox's invariant; tests check it). */
export function ledgerMismatches(db: DB, uid: number): string[] {
  const player = getPlayer(db, uid);
  if (!player) return ["no such player"];
  const sums = sql(db, "SELECT wallet, SUM(delta) AS total FROM ledger WHERE uid = ? GROUP BY wallet").all(uid) as Array<{ wallet: Wallet; total: number }>;
  const byWallet = Object.fromEntries(sums.map((row) => [row.wallet, row.total])) as Partial<Record<Wallet, number>>;
  return wallets.filter((w) => (byWallet[w] ?? 0) !== player[`balance_${w}`]).map((w) => `${w}: balance ${player[`balance_${w}`]} ≠ ledger ${byWallet[w] ?? 0}`);
}

// ── catalogue documents ─────────────────────────────────────────────────────────────────────────────────

export function docs<T = Record<string, unknown>>(db: DB, kind: string): T[] {
  return (sql(db, "SELECT data FROM docs WHERE kind = ? ORDER BY priority, id").all(kind) as Array<{ data: string }>).map((row) => JSON.parse(row.data) as T);
}

export function doc<T = Record<string, unknown>>(db: DB, kind: string, id: string | number): T | undefined {
  const row = sql(db, "SELECT data FROM docs WHERE kind = ? AND id = ?").get(kind, String(id)) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as T) : undefined;
}

export function putDoc(db: DB, kind: string, id: string | number, data: unknown, priority = 0) {
  sql(db, "INSERT INTO docs (kind, id, priority, data) VALUES (?, ?, ?, ?) ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data").run(kind, String(id), priority, JSON.stringify(data));
}

export function deleteDoc(db: DB, kind: string, id: string | number) {
  return sql(db, "DELETE FROM docs WHERE kind = ? AND id = ?").run(kind, String(id)).changes > 0;
}

/** Bilingual values (`{ uz, ru }`) read in one language, everywhere in a value. */
export function localize<T>(value: T, locale: string): T {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as T;
  if (value && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 2 && keys.includes("uz") && keys.includes("ru")) return (value as Record<string, unknown>)[locale === "ru" ? "ru" : "uz"] as T;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)])) as T;
  }
  return value;
}

/** Parses a JSON text column that holds a bilingual text. */
export function text(json: string, locale: string): string {
  try {
    return localize(JSON.parse(json) as unknown, locale) as string;
  } catch {
    return json;
  }
}

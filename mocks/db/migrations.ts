import { loyaltyNoticesSql } from "../seed/notices";

/**
 * The sandbox platform's schema, as numbered migrations: a database file made by an older sandbox is brought
 * up to date at start (`PRAGMA user_version` holds the last one applied).
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE providers (sysname TEXT PRIMARY KEY, name TEXT NOT NULL, priority INTEGER NOT NULL, types TEXT NOT NULL, color TEXT NOT NULL);
  CREATE TABLE categories (id INTEGER PRIMARY KEY, sysname TEXT UNIQUE NOT NULL, name_uz TEXT NOT NULL, name_ru TEXT NOT NULL, priority INTEGER NOT NULL);
  CREATE TABLE games (
    id INTEGER PRIMARY KEY, sysname TEXT UNIQUE NOT NULL, name TEXT NOT NULL, provider TEXT NOT NULL REFERENCES providers(sysname),
    type TEXT NOT NULL, categories TEXT NOT NULL, tags TEXT NOT NULL, priority INTEGER NOT NULL, rtp REAL NOT NULL,
    volatility TEXT NOT NULL, palette TEXT NOT NULL, description_uz TEXT NOT NULL, description_ru TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE INDEX games_priority ON games(priority, id);
  CREATE TABLE docs (kind TEXT NOT NULL, id TEXT NOT NULL, priority INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL, PRIMARY KEY (kind, id));

  CREATE TABLE players (
    uid INTEGER PRIMARY KEY, login TEXT UNIQUE NOT NULL, password_hash TEXT NOT NULL, fakename TEXT, locale TEXT NOT NULL DEFAULT 'uz',
    currency TEXT NOT NULL DEFAULT 'UZS', reg_time INTEGER NOT NULL, is_subscribed INTEGER NOT NULL DEFAULT 0,
    two_factor_auth INTEGER NOT NULL DEFAULT 0, is_on_verification INTEGER NOT NULL DEFAULT 0, is_verified INTEGER NOT NULL DEFAULT 0,
    is_registration_completed INTEGER NOT NULL DEFAULT 1, country_code TEXT NOT NULL DEFAULT 'UZ', banned INTEGER NOT NULL DEFAULT 0,
    balance_main INTEGER NOT NULL DEFAULT 0, balance_bonus INTEGER NOT NULL DEFAULT 0, balance_betting_bonus INTEGER NOT NULL DEFAULT 0,
    balance_fun INTEGER NOT NULL DEFAULT 0, loyalty_points INTEGER NOT NULL DEFAULT 0, character_id TEXT,
    profile TEXT NOT NULL DEFAULT '{}', deposit_limit_amount INTEGER, deposit_limit_period TEXT NOT NULL DEFAULT 'none', deposit_limit_set_at INTEGER);
  CREATE TABLE sessions (id TEXT PRIMARY KEY, uid INTEGER NOT NULL REFERENCES players(uid), created_at INTEGER NOT NULL);
  CREATE TABLE contacts (
    id INTEGER PRIMARY KEY, uid INTEGER NOT NULL REFERENCES players(uid), type TEXT NOT NULL, contact TEXT NOT NULL,
    is_confirmed INTEGER NOT NULL DEFAULT 0, is_subscribed INTEGER NOT NULL DEFAULT 1, phone_country_code TEXT, UNIQUE (uid, contact));
  CREATE TABLE codes (id INTEGER PRIMARY KEY, uid INTEGER, purpose TEXT NOT NULL, target TEXT NOT NULL, code TEXT NOT NULL, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE ledger (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, wallet TEXT NOT NULL, delta INTEGER NOT NULL, reason TEXT NOT NULL, ref TEXT, created_at INTEGER NOT NULL);
  CREATE TABLE transactions (
    id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, type TEXT NOT NULL, method TEXT NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,
    status TEXT NOT NULL, requisites TEXT NOT NULL DEFAULT '{}', idempotency_key TEXT, return_url TEXT, locale TEXT NOT NULL DEFAULT 'uz',
    campaign_offer_id INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, UNIQUE (uid, type, idempotency_key));
  CREATE TABLE favourites (uid INTEGER NOT NULL, sysname TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (uid, sysname));
  CREATE TABLE rounds (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, game TEXT NOT NULL, stake INTEGER NOT NULL, win INTEGER NOT NULL, wallet TEXT NOT NULL, freespin INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
  CREATE TABLE bets (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, event_id TEXT NOT NULL, selection TEXT NOT NULL, odds REAL NOT NULL, stake INTEGER NOT NULL, wallet TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, settled_at INTEGER);
  CREATE TABLE bonuses (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, type TEXT NOT NULL, status TEXT NOT NULL, amount INTEGER NOT NULL, wager REAL NOT NULL, title TEXT NOT NULL, expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE cashbacks (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, status TEXT NOT NULL, amount INTEGER NOT NULL, end_date INTEGER NOT NULL, receiving_expired_at INTEGER, paid_out_at INTEGER, created_at INTEGER NOT NULL);
  CREATE TABLE freespins (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, game TEXT NOT NULL, total_count INTEGER NOT NULL, remaining_count INTEGER NOT NULL, bet INTEGER NOT NULL, status TEXT NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE notifications (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, trigger TEXT NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL, message TEXT NOT NULL, amount INTEGER, amount_type TEXT, image TEXT, seen INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
  CREATE TABLE participations (tournament_id TEXT NOT NULL, uid INTEGER NOT NULL, points INTEGER NOT NULL DEFAULT 0, joined_at INTEGER NOT NULL, PRIMARY KEY (tournament_id, uid));
  CREATE TABLE storage (uid INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (uid, key));
  CREATE TABLE feedback (id INTEGER PRIMARY KEY, uid INTEGER, email TEXT, message TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE export_requests (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, status TEXT NOT NULL, date_from TEXT, date_to TEXT, created_at INTEGER NOT NULL);
  CREATE TABLE launches (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, game TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE verifications (token TEXT PRIMARY KEY, uid INTEGER NOT NULL, applicant_id TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE events (id INTEGER PRIMARY KEY, uid INTEGER, name TEXT NOT NULL, params TEXT, created_at INTEGER NOT NULL);
  CREATE TABLE used_faults (token TEXT PRIMARY KEY, used_at INTEGER NOT NULL);
  CREATE TABLE redemptions (uid INTEGER NOT NULL, code TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (uid, code));
  `,
  // 2: what a money call's idempotency key was first used for (docs/decisions/007): a key re-used with other
  // parameters is refused instead of answered with the first transaction.
  `
  ALTER TABLE transactions ADD COLUMN idempotency_params TEXT;
  `,
  // bets: an export request keeps the key of the form that asked for it and when its file is ready
  // (docs/decisions/015): a double submit is one request; readiness follows the sandbox's clock.
  `
  ALTER TABLE export_requests ADD COLUMN idempotency_key TEXT;
  ALTER TABLE export_requests ADD COLUMN ready_at INTEGER;
  UPDATE export_requests SET ready_at = created_at + 60000;
  CREATE UNIQUE INDEX export_requests_key ON export_requests (uid, idempotency_key);
  `,
  // responsible gaming (docs/decisions/026): a looser deposit limit waits 24 hours as a pending change; a time-out
  // or self-exclusion ends at excluded_until; each player's own sandbox clock (tests move it forward).
  `
  ALTER TABLE players ADD COLUMN deposit_limit_pending_amount INTEGER;
  ALTER TABLE players ADD COLUMN deposit_limit_pending_period TEXT;
  ALTER TABLE players ADD COLUMN deposit_limit_pending_at INTEGER;
  ALTER TABLE players ADD COLUMN excluded_until INTEGER;
  ALTER TABLE players ADD COLUMN excluded_kind TEXT;
  ALTER TABLE players ADD COLUMN clock_offset_ms INTEGER NOT NULL DEFAULT 0;
  `,
  // session clock and net position (docs/decisions/027): a launch and its rounds belong to the platform session
  // that opened the game, so a session's stakes and wins are summed exactly.
  `
  ALTER TABLE launches ADD COLUMN session_id TEXT;
  ALTER TABLE rounds ADD COLUMN session_id TEXT;
  CREATE INDEX rounds_session ON rounds (session_id);
  `,
  // bonuses, free spins and cashback (docs/decisions/029): how much of a bonus's wagering is done, in minor units
  // (stakes made while it is active count towards amount × wager).
  `
  ALTER TABLE bonuses ADD COLUMN wagered INTEGER NOT NULL DEFAULT 0;
  `,
  // loyalty (docs/decisions/031): levels count the points ever earned (loyalty_earned), the shop spends
  // loyalty_points; a purchase keeps the key of the form that made it, so a double submit buys once.
  `
  ALTER TABLE players ADD COLUMN loyalty_earned INTEGER NOT NULL DEFAULT 0;
  UPDATE players SET loyalty_earned = loyalty_points;
  CREATE TABLE loyalty_purchases (id INTEGER PRIMARY KEY, uid INTEGER NOT NULL, product_id TEXT NOT NULL, price INTEGER NOT NULL, idempotency_key TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE UNIQUE INDEX loyalty_purchases_key ON loyalty_purchases (uid, idempotency_key);
  `,
  // the content service's loyalty notices (docs/decisions/034): the collection `loyalty-notices`, in both languages.
  loyaltyNoticesSql(),
  // identity checks (decision 014): the platform may hold a player's withdrawals until they are verified
  // (account info's is_kyc_block_enabled); QA turns it on with `kyc_block=1` on POST /sandbox/players.
  `
  ALTER TABLE players ADD COLUMN kyc_block INTEGER NOT NULL DEFAULT 0;
  `,
  // reality check (docs/decisions/035): the interval the player chose (minutes; NULL = off), and per session when the
  // player last answered a check (so it does not reappear until the next interval).
  `
  ALTER TABLE players ADD COLUMN reality_check_minutes INTEGER;
  ALTER TABLE sessions ADD COLUMN reality_check_ack_at INTEGER;
  `,
  // loss and session-time limits (docs/decisions/035), on the deposit limit's model: a looser change waits 24 hours.
  `
  ALTER TABLE players ADD COLUMN loss_limit_amount INTEGER;
  ALTER TABLE players ADD COLUMN loss_limit_period TEXT NOT NULL DEFAULT 'none';
  ALTER TABLE players ADD COLUMN loss_limit_pending_amount INTEGER;
  ALTER TABLE players ADD COLUMN loss_limit_pending_period TEXT;
  ALTER TABLE players ADD COLUMN loss_limit_pending_at INTEGER;
  ALTER TABLE players ADD COLUMN session_limit_minutes INTEGER;
  ALTER TABLE players ADD COLUMN session_limit_pending_minutes INTEGER;
  ALTER TABLE players ADD COLUMN session_limit_pending_at INTEGER;
  `,
  // the content backend's own users (docs/decisions/038): sign-in with AUTH_BACKEND=content, apart from the platform's
  // players; a jwt carries token_version, so a changed or reset password ends every older token. Social sign-in
  // hands out one-time access tokens.
  `
  CREATE TABLE content_users (id INTEGER PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT, phone TEXT, password_hash TEXT NOT NULL, first_name TEXT, provider TEXT NOT NULL DEFAULT 'local', locale TEXT NOT NULL DEFAULT 'uz', confirmed INTEGER NOT NULL DEFAULT 0, token_version INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
  CREATE TABLE content_access_tokens (token TEXT PRIMARY KEY, provider TEXT NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
  `,
  // issue 27: what a player's views look up, by player, without a scan of every player's rows.
  `
  CREATE INDEX bonuses_uid ON bonuses (uid, id);
  CREATE INDEX freespins_uid ON freespins (uid, game);
  CREATE INDEX cashbacks_uid ON cashbacks (uid, id);
  CREATE INDEX notifications_uid ON notifications (uid, id);
  CREATE INDEX rounds_uid ON rounds (uid, created_at);
  CREATE INDEX ledger_uid ON ledger (uid, wallet);
  CREATE INDEX bets_uid ON bets (uid, id);
  CREATE INDEX transactions_uid ON transactions (uid, type, id);
  CREATE INDEX transactions_pending ON transactions (type, status, id);
  CREATE INDEX sessions_uid ON sessions (uid);
  CREATE INDEX participations_uid ON participations (uid);
  CREATE INDEX codes_target ON codes (purpose, target, used, id);
  CREATE INDEX contacts_contact ON contacts (contact);
  `,
  // a deposit's promo code (decision 028, issue 29): makedeposit takes the code's offer; the code is redeemed
  // once the deposit succeeds, once per player.
  `
  ALTER TABLE transactions ADD COLUMN promo_code TEXT;
  `,
];

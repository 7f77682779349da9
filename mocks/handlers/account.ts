import crypto from "node:crypto";
import { type DB, type PlayerRow, hashPassword, issueCode, takeCode, toMajor, toMinor, verifyPassword, sql } from "../db/store";
import { ApiFault, type Ctx, type Namespace, iso, money, required, requirePlayer, sessionCookie, str } from "./context";
import { awardPoints } from "./loyalty";
import { EXCLUSION_PERIODS, type Limit, exclusionEnd, extendedExclusion, isExclusionPeriod, isLimitPeriod, isRealityCheckMinutes, periodWindow, planLimitChange } from "./limit-rules";

const guest = {
  uid: 0,
  login: null,
  fakename: null,
  locale: "uz",
  balance_main: money(0),
  balance_bonus: money(0),
  balance_betting_bonus: money(0),
  balance_fun: money(0),
};

export function balances(p: PlayerRow) {
  return {
    balance_main: money(p.balance_main, p.currency),
    balance_bonus: money(p.balance_bonus, p.currency),
    balance_betting_bonus: money(p.balance_betting_bonus, p.currency),
    balance_fun: money(p.balance_fun, p.currency),
  };
}

export function accountInfo(p: PlayerRow) {
  return {
    uid: p.uid,
    reg_time: p.reg_time,
    login: p.login,
    fakename: p.fakename,
    is_subscribed: p.is_subscribed,
    locale: p.locale,
    two_factor_auth: p.two_factor_auth,
    is_on_verification: p.is_on_verification,
    is_verified: p.is_verified,
    is_kyc_block_enabled: p.kyc_block ? 1 : 0,
    is_registration_completed: p.is_registration_completed,
    country_code: p.country_code,
    currency: p.currency,
    ...balances(p),
  };
}

/**
 * This platform session (decision 027): when it signed in (real time, not the player's sandbox clock) and the
 * real-money stakes and wins of the games launched from it, in so‘m.
 */
export function sessionSummary(db: DB, sessionId: string | null) {
  if (!sessionId) return null;
  const session = sql(db, "SELECT s.created_at, s.reality_check_ack_at, p.reality_check_minutes FROM sessions s JOIN players p USING (uid) WHERE s.id = ?").get(sessionId) as
    | { created_at: number; reality_check_ack_at: number | null; reality_check_minutes: number | null }
    | undefined;
  if (!session) return null;
  const sums = sql(db, "SELECT COALESCE(SUM(stake), 0) AS staked, COALESCE(SUM(win), 0) AS won FROM rounds WHERE session_id = ?").get(sessionId) as { staked: number; won: number };
  return {
    started_at: iso(session.created_at),
    staked: toMajor(sums.staked),
    won: toMajor(sums.won),
    // Decision 035: the player's interval (minutes, null = off) and when this session last answered a check.
    reality_check: { interval: session.reality_check_minutes, acknowledged_at: iso(session.reality_check_ack_at) },
  };
}

function contactsOf(db: DB, uid: number) {
  return (sql(db, "SELECT type, contact, is_confirmed, is_subscribed, phone_country_code FROM contacts WHERE uid = ? ORDER BY id").all(uid) as Array<Record<string, unknown>>).map((c) => ({
    ...c,
    is_confirmed: Boolean(c.is_confirmed),
    is_subscribed: Boolean(c.is_subscribed),
  }));
}

/** The pending change of a player's deposit limit, applied once its time has come (decision 026). */
function settleLimit(db: DB, p: PlayerRow, now: number): PlayerRow {
  if (p.deposit_limit_pending_at === null || p.deposit_limit_pending_at > now) return p;
  const period = p.deposit_limit_pending_period ?? "none";
  const amount = isLimitPeriod(period) ? p.deposit_limit_pending_amount : null;
  sql(db, "UPDATE players SET deposit_limit_amount = ?, deposit_limit_period = ?, deposit_limit_set_at = ?, deposit_limit_pending_amount = NULL, deposit_limit_pending_period = NULL, deposit_limit_pending_at = NULL WHERE uid = ?")
    .run(amount, amount === null ? "none" : period, p.deposit_limit_pending_at, p.uid);
  return { ...p, deposit_limit_amount: amount, deposit_limit_period: amount === null ? "none" : period, deposit_limit_pending_amount: null, deposit_limit_pending_period: null, deposit_limit_pending_at: null };
}

function activeLimit(p: PlayerRow): Limit | null {
  return isLimitPeriod(p.deposit_limit_period) && p.deposit_limit_amount !== null ? { amount: p.deposit_limit_amount, period: p.deposit_limit_period } : null;
}

function pendingLimit(p: PlayerRow): { limit: Limit | null; effectiveAt: number } | null {
  if (p.deposit_limit_pending_at === null) return null;
  const period = p.deposit_limit_pending_period;
  const limit = isLimitPeriod(period) && p.deposit_limit_pending_amount !== null ? { amount: p.deposit_limit_pending_amount, period } : null;
  return { limit, effectiveAt: p.deposit_limit_pending_at };
}

/**
 * The deposit limit now (decision 026): how much may still be deposited in the current calendar period,
 * `expired_at` when that period ends (the limit renews), and the change waiting for its 24 hours, if any.
 */
export function depositLimit(db: DB, player: PlayerRow, now: number) {
  const p = settleLimit(db, player, now);
  const waiting = pendingLimit(p);
  const pending = waiting
    ? { limit_amount: waiting.limit ? toMajor(waiting.limit.amount) : null, period: waiting.limit?.period ?? "none", effective_at: iso(waiting.effectiveAt) }
    : null;
  const limit = activeLimit(p);
  if (!limit) {
    return { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: "none", pending, available_minor: Infinity };
  }
  const { start, end } = periodWindow(limit.period, now);
  const used = (sql(db, "SELECT COALESCE(SUM(amount), 0) AS s FROM transactions WHERE uid = ? AND type = 'deposit' AND status IN ('pending', 'success') AND created_at >= ? AND created_at < ?").get(p.uid, start, end) as { s: number }).s;
  const available = Math.max(0, limit.amount - used);
  return {
    available_amount: toMajor(available),
    can_edit: true,
    expired_at: iso(end),
    limit_amount: toMajor(limit.amount),
    period: limit.period,
    pending,
    available_minor: available,
  };
}

/** The account's `is_subscribed`: any of its contacts subscribed. */
function syncSubscribed(ctx: Ctx, uid: number) {
  sql(ctx.db, "UPDATE players SET is_subscribed = COALESCE((SELECT MAX(is_subscribed) FROM contacts WHERE uid = ?), 0) WHERE uid = ?").run(uid, uid);
}

function findContact(ctx: Ctx, uid: number, contact: string) {
  return sql(ctx.db, "SELECT * FROM contacts WHERE uid = ? AND contact = ?").get(uid, normalize(contact)) as { id: number; type: string; is_confirmed: number } | undefined;
}

/** A contact as the platform keeps it: e-mails trimmed and in lower case (hyphens are theirs), phones digits only. */
export function normalize(contact: string) {
  const value = contact.trim().toLowerCase();
  return value.includes("@") ? value : value.replace(/^\+/, "").replace(/[\s()-]/g, "");
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;

/**
 * The personal data fields (decision 012): the registration country is read-only, and so are the identity fields
 * once the player is verified (a verified identity is not edited by the player).
 */
export function personalDataFields(p: PlayerRow | null) {
  const verified = Boolean(p?.is_verified);
  return [
    { name: "first_name", type: "name", required: true, read_only: verified },
    { name: "last_name", type: "name", required: true, read_only: verified },
    { name: "sex", type: "sex", required: true, read_only: false },
    { name: "birth_date", type: "date", required: true, read_only: verified },
    { name: "country", type: "text", required: false, read_only: true },
    { name: "region", type: "text", required: false, read_only: false },
    { name: "home_town", type: "text", required: false, read_only: false },
    { name: "address", type: "address", required: false, read_only: false },
    { name: "postcode", type: "postcode", required: false, read_only: false },
    { name: "document_number", type: "text", required: false, read_only: verified, document_type: "cpf" },
  ];
}

/** The currencies of general info (`metadata.getgeneralinfo`): the only ones `setCurrency` takes. */
export const AVAILABLE_CURRENCIES = ["UZS", "USD"];

function profileValues(p: PlayerRow): Record<string, unknown> {
  // The registration country as its ISO 3166 code (decision 012): the site names it in the page's language.
  return { sex: 0, country: p.country_code ?? "", ...(JSON.parse(p.profile) as Record<string, unknown>) };
}

/** The platform's own checks of spec §5 per field type; an empty optional field clears it. */
function profileValueValid(field: { type: string; required: boolean }, value: string, now: number): boolean {
  const text = value.trim();
  if (!text) return !field.required;
  if (text.length > 100) return false;
  switch (field.type) {
    case "name":
      return !/[\d@_"'!?#$%^&*(){}[\]|/\\<>~§+:;`]/.test(text);
    case "address":
      return !/[@_"'!?#$%^&*(){}[\]\\<>~§+:;`]/.test(text);
    case "postcode":
      return /^\d{1,8}$/.test(text);
    case "sex":
      return ["0", "1", "2"].includes(text);
    case "date": {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      if (!match) return false;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      if (date.toISOString().slice(0, 10) !== text) return false;
      const adult = new Date(now);
      adult.setUTCFullYear(adult.getUTCFullYear() - 18);
      return Number(match[1]) >= 1900 && date <= adult;
    }
    default:
      return true;
  }
}

const phoneCountries = [
  { code: "UZ", dial_code: "998", mask: "## ### ## ##" },
  { code: "KZ", dial_code: "7", mask: "### ### ## ##" },
  { code: "RU", dial_code: "7", mask: "### ### ## ##" },
  { code: "TJ", dial_code: "992", mask: "## ### ####" },
];

/** A phone the platform takes: the country's dial code, then as many digits as its mask has (docs/decisions/013). */
function phoneFits(contact: string, countryCode: string | null): boolean {
  const country = phoneCountries.find((item) => item.code === countryCode);
  if (!country) return false;
  const national = country.mask.replace(/[^#]/g, "").length;
  return new RegExp(`^${country.dial_code}\\d{${national}}$`).test(contact);
}

/** Seconds before a contact may be sent a new confirmation code. */
export const CONTACT_RESEND_SECONDS = 60;
/** How long a two-factor enable code must wait before another is sent. */
export const TWO_FACTOR_RESEND_SECONDS = 60;

/**
 * The token of a contact's unsubscribe link (docs/decisions/013): the platform signs the contact, so a link
 * unsubscribes only the address it was sent to and cannot be made up for another.
 */
export function unsubscribeToken(contact: string): string {
  return crypto.createHmac("sha256", "omad-sandbox-unsubscribe").update(normalize(contact)).digest("base64url").slice(0, 24);
}

/** The links of a contact's e-mail as the platform writes them (docs/decisions/013), in the player's language. */
export function contactMailLinks(contact: string, code: string | null, locale: string) {
  const prefix = locale === "ru" ? "/ru" : "";
  const target = encodeURIComponent(normalize(contact));
  return {
    link: code ? `${prefix}/confirmation?contact=${target}&code=${code}` : null,
    unsubscribe_link: `${prefix}/unsubscribe?contact=${target}&token=${unsubscribeToken(contact)}`,
  };
}

export const account: Namespace = {
  getInfo: (ctx) => (ctx.player ? { ...accountInfo(ctx.player), session: sessionSummary(ctx.db, ctx.sessionId) } : guest),
  getBalance: (ctx) => ({ ...balances(requirePlayer(ctx)), session: sessionSummary(ctx.db, ctx.sessionId) }),
  getContactPhoneSettings: () => ({ countries: phoneCountries, default: "UZ" }),
  getcurrencyrates: () => ({ UZS: 1, USD: 12650, EUR: 13720, RUB: 140 }),
  getDepositLimit: (ctx) => {
    const { available_minor: _ignored, ...limit } = depositLimit(ctx.db, requirePlayer(ctx), ctx.now);
    return limit;
  },
  getPersonalDataFields: (ctx) => personalDataFields(ctx.player),
  getprofileinfo: (ctx) => {
    const p = requirePlayer(ctx);
    const profile = profileValues(p);
    return { country_code: p.country_code, ...profile, document: { type: "cpf", number: profile.document_number ?? null }, contacts: contactsOf(ctx.db, p.uid) };
  },

  addcontact: (ctx) => {
    const p = requirePlayer(ctx);
    const contact = normalize(required(ctx, "contact"));
    const phone = /^\d+$/.test(contact);
    const countryCode = str(ctx, "phone_country_code");
    if (phone ? !phoneFits(contact, countryCode) : !emailPattern.test(contact)) return 0;
    if (findContact(ctx, p.uid, contact)) return 0;
    sql(ctx.db, "INSERT INTO contacts (uid, type, contact, phone_country_code, is_subscribed) VALUES (?, ?, ?, ?, 0)").run(p.uid, phone ? "phone" : "email", contact, phone ? countryCode : null);
    // A social sign-up without a phone or e-mail is completed by its first contact (spec §4).
    sql(ctx.db, "UPDATE players SET is_registration_completed = 1 WHERE uid = ? AND is_registration_completed = 0").run(p.uid);
    return 1;
  },
  changefakename: (ctx) => {
    const p = requirePlayer(ctx);
    const fakename = required(ctx, "fakename");
    if (fakename.length < 4 || fakename.length > 30 || /[,_\s'"\-!?#$%^&*(){}[\]|/\\<>~§+:;=@.`]/.test(fakename)) throw new ApiFault("InvalidParameter", 400, "Wrong fake name", { errors: { fakename: ["INVALID"] } });
    const taken = sql(ctx.db, "SELECT uid FROM players WHERE lower(fakename) = lower(?) AND uid != ?").get(fakename, p.uid);
    if (taken) throw new ApiFault("InvalidParameter", 400, "Fake name is already taken", { errors: { fakename: ["ALREADY_EXISTS"] } });
    sql(ctx.db, "UPDATE players SET fakename = ? WHERE uid = ?").run(fakename, p.uid);
    return 1;
  },
  changelocale: (ctx) => {
    const p = requirePlayer(ctx);
    const locale = required(ctx, "locale");
    if (locale !== "uz" && locale !== "ru") throw new ApiFault("InvalidParameter", 400, "Unknown locale");
    sql(ctx.db, "UPDATE players SET locale = ? WHERE uid = ?").run(locale, p.uid);
    return 1;
  },
  changepassword: (ctx) => {
    const p = requirePlayer(ctx);
    const old = required(ctx, "old_password");
    const password = required(ctx, "password");
    const repeat = str(ctx, "repeat_password");
    if (!verifyPassword(old, p.password_hash)) throw new ApiFault("InvalidParameter", 400, "Wrong password", { errors: { old_password: ["INVALID"] } });
    if (password.length < 6 || password.length > 20) throw new ApiFault("InvalidParameter", 400, "Password must be 6 to 20 characters", { errors: { password: ["LENGTH"] } });
    if (!/^[\x21-\x7e]+$/.test(password)) throw new ApiFault("InvalidParameter", 400, "Password has characters that are not allowed", { errors: { password: ["INVALID"] } });
    if (repeat !== null && repeat !== password) throw new ApiFault("InvalidParameter", 400, "Passwords do not match", { errors: { repeat_password: ["NOT_EQUAL"] } });
    sql(ctx.db, "UPDATE players SET password_hash = ? WHERE uid = ?").run(hashPassword(password), p.uid);
    return 1;
  },
  changeSubscription: (ctx) => {
    const p = requirePlayer(ctx);
    const contact = normalize(required(ctx, "contact"));
    const on = str(ctx, "subscription") === "1" ? 1 : 0;
    const changed = sql(ctx.db, "UPDATE contacts SET is_subscribed = ? WHERE uid = ? AND contact = ?").run(on, p.uid, contact).changes;
    if (!changed) throw new ApiFault("InvalidParameter", 400, "Unknown contact", { errors: { contact: ["NOT_FOUND"] } });
    syncSubscribed(ctx, p.uid);
    return 1;
  },
  changeTwoFactorAuth: (ctx) => {
    const p = requirePlayer(ctx);
    const enable = str(ctx, "enabled") !== "0";
    if (!enable) {
      sql(ctx.db, "UPDATE players SET two_factor_auth = 0 WHERE uid = ?").run(p.uid);
      return 1;
    }
    if (p.two_factor_auth) throw new ApiFault("Authorization", 400, "Two factor auth is already enabled");
    // A code sent less than a minute ago stays the one to type: asking again is refused with the wait (spec §8).
    const last = sql(ctx.db, "SELECT created_at FROM codes WHERE purpose = '2fa-enable' AND target = ? AND used = 0 ORDER BY id DESC LIMIT 1").get(p.login) as { created_at: number } | undefined;
    const wait = last ? Math.ceil((last.created_at + TWO_FACTOR_RESEND_SECONDS * 1000 - ctx.now) / 1000) : 0;
    if (wait > 0) throw new ApiFault("Authorization", 400, `Resend time: ${wait}`);
    issueCode(ctx.db, p.uid, "2fa-enable", p.login, ctx.now);
    return { resend_time: TWO_FACTOR_RESEND_SECONDS };
  },
  confirmTwoFactorAuth: (ctx) => {
    const p = requirePlayer(ctx);
    const code = required(ctx, "code");
    if (p.two_factor_auth) throw new ApiFault("Authorization", 400, "Two factor auth is already enabled");
    if (!/^\d{6}$/.test(code)) throw new ApiFault("Authorization", 400, "The code must contain 6 digits");
    const taken = takeCode(ctx.db, "2fa-enable", p.login, code, ctx.now);
    if (taken === "expired") throw new ApiFault("Authorization", 400, "Time expired");
    if (taken !== "ok") return 0;
    sql(ctx.db, "UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(p.uid);
    return 1;
  },
  sendconfirmationtocontact: (ctx) => {
    const p = requirePlayer(ctx);
    const contact = normalize(required(ctx, "contact"));
    const known = findContact(ctx, p.uid, contact);
    if (!known) throw new ApiFault("InvalidParameter", 400, "Unknown contact", { errors: { contact: ["NOT_FOUND"] } });
    if (known.is_confirmed) throw new ApiFault("InvalidParameter", 400, "The contact is already confirmed", { errors: { contact: ["CONFIRMED"] } });
    const last = sql(ctx.db, "SELECT created_at FROM codes WHERE purpose = 'contact' AND target = ? AND uid = ? ORDER BY id DESC LIMIT 1").get(contact, p.uid) as { created_at: number } | undefined;
    const wait = last ? Math.ceil((last.created_at + CONTACT_RESEND_SECONDS * 1000 - ctx.now) / 1000) : 0;
    if (wait > 0) throw new ApiFault("TooManyRequests", 429, "Resend time", { resend_time: wait });
    issueCode(ctx.db, p.uid, "contact", contact, ctx.now);
    return { resend_time: CONTACT_RESEND_SECONDS };
  },
  confirmContact: (ctx) => {
    const p = requirePlayer(ctx);
    const contact = normalize(required(ctx, "contact"));
    const code = required(ctx, "code");
    if (!findContact(ctx, p.uid, contact)) return 0;
    if (takeCode(ctx.db, "contact", contact, code, ctx.now) !== "ok") return 0;
    sql(ctx.db, "UPDATE contacts SET is_confirmed = 1 WHERE uid = ? AND contact = ?").run(p.uid, contact);
    sql(ctx.db, "INSERT INTO notifications (uid, trigger, type, title, message, amount, amount_type, created_at) VALUES (?, 'confirm', 'credit', ?, ?, 50, 'points', ?)").run(p.uid, JSON.stringify({ uz: "Kontakt tasdiqlandi", ru: "Контакт подтверждён" }), JSON.stringify({ uz: "50 ball qo‘shildi.", ru: "Начислено 50 баллов." }), ctx.now);
    awardPoints(ctx.db, p.uid, 50, ctx.now);
    return 1;
  },
  saveProfileInfo: (ctx) => {
    const p = requirePlayer(ctx);
    const profile = JSON.parse(p.profile) as Record<string, unknown>;
    const current = profileValues(p);
    for (const field of personalDataFields(p)) {
      const value = str(ctx, field.name);
      if (value === null) continue;
      // A read-only field may be sent back unchanged (a plain form posts it); a change is refused (decision 012).
      if (field.read_only) {
        if (value !== String(current[field.name] ?? "")) throw new ApiFault("InvalidParameter", 400, `${field.name} cannot be changed`, { errors: { [field.name]: ["READ_ONLY"] } });
        continue;
      }
      if (!profileValueValid(field, value, ctx.now)) return 0;
      profile[field.name] = field.type === "sex" ? Number(value) : value;
    }
    sql(ctx.db, "UPDATE players SET profile = ? WHERE uid = ?").run(JSON.stringify(profile), p.uid);
    return 1;
  },
  setUserOnVerification: (ctx) => {
    const p = requirePlayer(ctx);
    sql(ctx.db, "UPDATE players SET is_on_verification = 1 WHERE uid = ?").run(p.uid);
    return 1;
  },
  setCurrency: (ctx) => {
    const p = requirePlayer(ctx);
    const currency = required(ctx, "currency");
    if (!AVAILABLE_CURRENCIES.includes(currency)) throw new ApiFault("InvalidParameter", 400, "Currency not available", { errors: { currency: ["NOT_AVAILABLE"] } });
    // The balances are kept in the account's currency: once money has moved, it stays (decision 012).
    const moved = sql(ctx.db, "SELECT 1 FROM transactions WHERE uid = ? LIMIT 1").get(p.uid);
    if (moved && currency !== p.currency) throw new ApiFault("InvalidParameter", 400, "Currency cannot be changed after the first transaction", { errors: { currency: ["HAS_TRANSACTIONS"] } });
    sql(ctx.db, "UPDATE players SET currency = ? WHERE uid = ?").run(currency, p.uid);
    return 1;
  },
  // docs/decisions/013: a link's contact and token unsubscribe that address, whoever opens it; without a
  // link, the signed-in player's every contact.
  unsubscribe: (ctx) => {
    const contact = str(ctx, "contact");
    const token = str(ctx, "token");
    if (contact !== null || token !== null) {
      const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
      const valid = contact !== null && token !== null && crypto.timingSafeEqual(digest(unsubscribeToken(contact)), digest(token));
      if (!valid) throw new ApiFault("InvalidParameter", 400, "Invalid unsubscribe link", { errors: { token: ["INVALID"] } });
      const uids = sql(ctx.db, "SELECT uid FROM contacts WHERE contact = ?").all(normalize(contact)) as Array<{ uid: number }>;
      sql(ctx.db, "UPDATE contacts SET is_subscribed = 0 WHERE contact = ?").run(normalize(contact));
      for (const { uid } of uids) syncSubscribed(ctx, uid);
      return 1;
    }
    const p = requirePlayer(ctx);
    sql(ctx.db, "UPDATE contacts SET is_subscribed = 0 WHERE uid = ?").run(p.uid);
    syncSubscribed(ctx, p.uid);
    return 1;
  },
  /**
   * Decision 026: `period` day | week | month with `limit_amount` (so‘m, > 0), or `period` none to remove the
   * limit. A stricter limit applies at once, a looser one (or the removal) after 24 hours; asking again for
   * what is already in force or waiting changes nothing, so a repeated post makes one change. Answers 1.
   */
  setDepositLimit: (ctx) => {
    const p = settleLimit(ctx.db, requirePlayer(ctx), ctx.now);
    const period = str(ctx, "period") ?? "none";
    const amountText = str(ctx, "limit_amount");
    const amount = amountText === null || amountText === "" ? NaN : Number(amountText);
    if (period !== "none" && !isLimitPeriod(period)) throw new ApiFault("InvalidParameter", 400, "Unknown period", { errors: { period: ["INVALID"] } });
    if (isLimitPeriod(period) && !(Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000)) {
      throw new ApiFault("InvalidParameter", 400, "Invalid limit amount", { errors: { limit_amount: ["INVALID"] } });
    }
    const wanted: Limit | null = isLimitPeriod(period) ? { amount: toMinor(amount), period } : null;
    const change = planLimitChange(activeLimit(p), pendingLimit(p), wanted, ctx.now);
    const clearPending = "deposit_limit_pending_amount = NULL, deposit_limit_pending_period = NULL, deposit_limit_pending_at = NULL";
    if (change.action === "apply") {
      sql(ctx.db, `UPDATE players SET deposit_limit_amount = ?, deposit_limit_period = ?, deposit_limit_set_at = ?, ${clearPending} WHERE uid = ?`).run(wanted?.amount ?? null, wanted?.period ?? "none", ctx.now, p.uid);
    } else if (change.action === "cancel") {
      sql(ctx.db, `UPDATE players SET ${clearPending} WHERE uid = ?`).run(p.uid);
    } else if (change.action === "pending") {
      sql(ctx.db, "UPDATE players SET deposit_limit_pending_amount = ?, deposit_limit_pending_period = ?, deposit_limit_pending_at = ? WHERE uid = ?").run(wanted?.amount ?? null, wanted?.period ?? "none", change.effectiveAt, p.uid);
    }
    return 1;
  },
  /** Decision 026: drops the change waiting for its 24 hours (the limit in force stays). Answers 1, also when none waits. */
  cancelDepositLimitChange: (ctx) => {
    const p = settleLimit(ctx.db, requirePlayer(ctx), ctx.now);
    sql(ctx.db, "UPDATE players SET deposit_limit_pending_amount = NULL, deposit_limit_pending_period = NULL, deposit_limit_pending_at = NULL WHERE uid = ?").run(p.uid);
    return 1;
  },
  /**
   * Decision 026: a time-out (`period` 24h, 7d, 30d) or self-exclusion (6m, 1y, 5y). Every session of the player
   * ends; sign-in is refused until `until`. A break is never shortened: a second one ends at the later end.
   */
  selfExclude: (ctx) => {
    const p = requirePlayer(ctx);
    const period = str(ctx, "period");
    if (!isExclusionPeriod(period)) throw new ApiFault("InvalidParameter", 400, "Unknown period", { errors: { period: ["INVALID"] } });
    const until = extendedExclusion(p.excluded_until, exclusionEnd(period, ctx.now));
    const kind = p.excluded_until === until ? p.excluded_kind : EXCLUSION_PERIODS[period];
    sql(ctx.db, "UPDATE players SET excluded_until = ?, excluded_kind = ? WHERE uid = ?").run(until, kind, p.uid);
    sql(ctx.db, "DELETE FROM sessions WHERE uid = ?").run(p.uid);
    ctx.setCookies.push(sessionCookie("", 0));
    return { kind, until: iso(until) };
  },
  /**
   * Decision 035: the reality check's `interval` in minutes (15, 30, 60, 120, 240, 480), or 0 to turn it off. Kept
   * for the player (every session); asking again for the same value changes nothing. Answers 1.
   */
  setRealityCheck: (ctx) => {
    const p = requirePlayer(ctx);
    const text = str(ctx, "interval");
    const minutes = text !== null && /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (minutes !== 0 && !isRealityCheckMinutes(minutes)) throw new ApiFault("InvalidParameter", 400, "Unknown interval", { errors: { interval: ["INVALID"] } });
    sql(ctx.db, "UPDATE players SET reality_check_minutes = ? WHERE uid = ?").run(minutes === 0 ? null : minutes, p.uid);
    return 1;
  },
  /**
   * Decision 035: the player answered the reality check in this session (continue, stop or history): the platform
   * keeps when (real time, like the session's sign-in), so the next check is the next interval's. Answers
   * `{ acknowledged_at }`.
   */
  acknowledgeRealityCheck: (ctx) => {
    requirePlayer(ctx);
    const at = Date.now();
    sql(ctx.db, "UPDATE sessions SET reality_check_ack_at = ? WHERE id = ?").run(at, ctx.sessionId);
    return { acknowledged_at: iso(at) };
  },
};

import { type PlayerRow, createPlayer, createSession, deleteSession, findPlayerByLogin, hashPassword, issueCode, takeCode, verifyPassword, sql } from "../db/store";
import { activatePromoCode, promoCodeRefusal } from "./campaigns";
import { randomBytes } from "node:crypto";
import { SANDBOX_BOT_TOKEN } from "../../app/env.server";
import { verifyInitData } from "../../app/features/miniapp/init-data.server";
import { ApiFault, type Ctx, type Namespace, iso, required, sessionCookie, str } from "./context";

/**
 * `auth.register`'s messaging-app variant (decision 018): `payload` is the whole initData, checked with the
 * sandbox's bot token like a platform would; `id` and `hash` must be the payload's. The messaging-app user's
 * account is found by id (login `tg{id}`) or created, and signed in either way.
 */
function registerFromMessagingApp(ctx: Ctx) {
  const check = verifyInitData(required(ctx, "payload"), SANDBOX_BOT_TOKEN, ctx.now);
  if (!check.ok || check.user.id !== required(ctx, "id") || check.hash !== required(ctx, "hash")) {
    throw new ApiFault("InvalidParameter", 400, "The messaging-app data is not valid", { errors: { hash: ["INVALID"] } });
  }
  const login = `tg${check.user.id}`;
  const existing = findPlayerByLogin(ctx.db, login);
  // A time-out or self-exclusion refuses this sign-in like the password's (decision 026).
  if (existing) refuseOnBreak(existing);
  const uid =
    existing?.uid ??
    createPlayer(ctx.db, {
      login,
      password: randomBytes(9).toString("base64url"),
      fakename: str(ctx, "username"),
      locale: str(ctx, "language_code") === "ru" ? "ru" : ctx.locale,
      currency: "UZS",
      subscribed: false,
      now: ctx.now,
    });
  ctx.setCookies.push(sessionCookie(createSession(ctx.db, uid, ctx.now)));
  return { uid, registered: !existing };
}

/**
 * Decision 026: while a time-out or self-exclusion runs (on the player's own sandbox clock), every sign-in is
 * refused with AccessDenied 400, reason self_excluded, its kind and end: the password's, the messaging app's and
 * (as its callback's query, decision 035) the social one.
 */
export function breakOf(player: PlayerRow): { kind: string; until: string } | null {
  const now = Date.now() + player.clock_offset_ms;
  if (player.excluded_until === null || player.excluded_until <= now) return null;
  return { kind: player.excluded_kind ?? "timeout", until: iso(player.excluded_until)! };
}

function refuseOnBreak(player: PlayerRow) {
  const taken = breakOf(player);
  if (taken) throw new ApiFault("AccessDenied", 400, "The player has taken a break", { reason: "self_excluded", ...taken });
}

const passwordPattern = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};:'",.<>/?\\|`~]{6,20}$/;

export const auth: Namespace = {
  login: (ctx) => {
    const login = required(ctx, "login");
    const password = required(ctx, "password");
    const player = findPlayerByLogin(ctx.db, login);
    if (!player || !verifyPassword(password, player.password_hash)) throw new ApiFault("Authorization", 401, "Wrong login or password");
    if (player.banned) throw new ApiFault("UserBanned", 403, "The player is banned");
    // A time-out or self-exclusion (decision 026), on the player's own sandbox clock.
    refuseOnBreak(player);
    if (player.two_factor_auth) {
      const code = str(ctx, "code");
      if (!code) {
        issueCode(ctx.db, player.uid, "2fa-login", player.login, ctx.now);
        throw new ApiFault("Authorization", 401, "Two factor auth is already enabled. Resend time: 60", { resend_time: 60 });
      }
      if (!/^\d{6}$/.test(code)) throw new ApiFault("Authorization", 401, "The code must contain 6 digits");
      const taken = takeCode(ctx.db, "2fa-login", player.login, code, ctx.now);
      if (taken === "expired") throw new ApiFault("Authorization", 401, "Time expired");
      if (taken !== "ok") throw new ApiFault("Authorization", 401, "The code is invalid");
    }
    // The sign-in time of the session clock is real time (decision 027), whatever the player's sandbox clock says.
    const session = createSession(ctx.db, player.uid, Date.now());
    ctx.setCookies.push(sessionCookie(session));
    return { uid: player.uid };
  },
  logout: (ctx) => {
    if (ctx.sessionId) deleteSession(ctx.db, ctx.sessionId);
    ctx.setCookies.push(sessionCookie("", 0));
    return 1;
  },
  register: (ctx) => {
    const tg = str(ctx, "is_tg") === "1";
    if (tg) return registerFromMessagingApp(ctx);
    const login = required(ctx, "login").replace(/^\+/, "");
    const password = required(ctx, "password");
    const errors: Record<string, string[]> = {};
    if (!/^\d{9,15}$/.test(login) && !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/.test(login)) errors.login = ["INVALID"];
    if (!passwordPattern.test(password)) errors.password = ["INVALID"];
    const promo = str(ctx, "promo_code");
    const promoRefusal = promo ? promoCodeRefusal(ctx, promo) : null;
    if (promoRefusal) errors.promo_code = [promoRefusal];
    if (findPlayerByLogin(ctx.db, login)) errors.login = ["ALREADY_EXISTS"];
    if (Object.keys(errors).length) throw new ApiFault("InvalidParameter", 400, "Registration data is invalid", { errors });
    const uid = createPlayer(ctx.db, {
      login,
      password,
      fakename: str(ctx, "fakename"),
      locale: ctx.locale,
      currency: str(ctx, "currency") ?? "UZS",
      subscribed: str(ctx, "notify") === "1" || str(ctx, "notify") === "true",
      now: ctx.now,
    });
    const character = str(ctx, "character");
    if (character) sql(ctx.db, "UPDATE players SET character_id = ? WHERE uid = ?").run(character, uid);
    // A promo code given at registration activates its offer for the new player (its bonus or free spins).
    if (promo) activatePromoCode(ctx, uid, promo);
    const session = createSession(ctx.db, uid, ctx.now);
    ctx.setCookies.push(sessionCookie(session));
    return { uid };
  },
  restore: (ctx) => {
    const login = required(ctx, "login");
    const player = findPlayerByLogin(ctx.db, login);
    // The same answer whether or not the login exists: no account enumeration.
    const code = str(ctx, "code");
    const password = str(ctx, "password");
    if (code || password) {
      if (!code || !password) throw new ApiFault("InvalidParameter", 400, "Code and password go together", { errors: { [code ? "password" : "code"]: ["REQUIRED"] } });
      if (!passwordPattern.test(password)) throw new ApiFault("InvalidParameter", 400, "Password must be 6 to 20 characters", { errors: { password: ["INVALID"] } });
      const taken = player ? takeCode(ctx.db, "restore", player.login, code, ctx.now) : "invalid";
      if (taken === "expired") throw new ApiFault("InvalidParameter", 400, "Time expired", { errors: { code: ["EXPIRED"] } });
      if (!player || taken !== "ok") throw new ApiFault("InvalidParameter", 400, "The code is invalid", { errors: { code: ["INVALID"] } });
      sql(ctx.db, "UPDATE players SET password_hash = ? WHERE uid = ?").run(hashPassword(password), player.uid);
    } else if (player) {
      issueCode(ctx.db, player.uid, "restore", player.login, ctx.now);
    }
    return 1;
  },
};

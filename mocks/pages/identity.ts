import crypto from "node:crypto";
import express, { type Request } from "express";
import { type DB, createPlayer, createSession, findPlayerByLogin, getDb, getPlayer, sql } from "../db/store.ts";
import { sessionCookie } from "../handlers/context.ts";
import { breakOf } from "../handlers/auth.ts";
import { decideVerification } from "../handlers/verification.ts";
import { issueAccessToken, socialContentUser } from "../handlers/content-auth.ts";
import { esc, page } from "./html.ts";

/** The identity pages of the sandbox: the social sign-in provider, the content backend's connect, the identity provider. */
export function identityPages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  // ── social sign-in provider (OAuth) ──────────────────────────────────────────────────────────────────
  // The platform's OAuth start and the provider in one page: QA picks who signs in; the platform's session
  // cookie is set on this (the site's) origin like after a normal login, then the browser goes back.
  router.get("/oauth/:service", (req, res) => {
    const back = oauthReturn(req);
    if (!back) return page(res, "Sign in", "<h1>Unknown return address</h1>", 400);
    const ru = req.query.locale === "ru";
    const service = esc(req.params.service);
    const option = (value: string, label: string, checked = false) => `<label><input type="radio" name="identity" value="${value}"${checked ? " checked" : ""}> ${label}</label>`;
    page(
      res,
      `Sign in with ${req.params.service}`,
      `<h1>${ru ? "Вход через" : "Kirish:"} ${service}</h1><p class="note">Sandbox OAuth provider · ${esc(req.query.type_auth === "register" ? "register" : "login")}</p>
      <form method="post" action="/sandbox/oauth/${service}"><input type="hidden" name="redirect_url" value="${esc(back)}">
      <fieldset><legend>${ru ? "Кто входит" : "Kim kiradi"}</legend>${option("new", "A new player (registration complete)", true)}${option("incomplete", "A new player without phone or e-mail (registration not completed)")}${option("returning", `The returning ${service} player`)}</fieldset>
      <button type="submit" name="decision" value="allow">${ru ? "Разрешить" : "Ruxsat berish"}</button><button type="submit" name="decision" value="deny" class="secondary">${ru ? "Отказать" : "Rad etish"}</button></form>`,
    );
  });

  router.post("/oauth/:service", (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    const back = oauthReturn(req, body.redirect_url);
    if (!back) return page(res, "Sign in", "<h1>Unknown return address</h1>", 400);
    if (body.decision !== "allow") return res.redirect(303, back);
    const service = req.params.service.toLowerCase().replace(/[^a-z0-9_-]/g, "");
    const identity = body.identity === "incomplete" || body.identity === "returning" ? body.identity : "new";
    const login = identity === "returning" ? `${service}.player@social.omad.test` : `${service}-${crypto.randomBytes(5).toString("hex")}@social.omad.test`;
    let player = findPlayerByLogin(db(), login);
    if (!player) {
      // The returning identity is an account of long ago (decision 011: the site greets by reg_time).
      const now = identity === "returning" ? Date.now() - 30 * 86_400_000 : undefined;
      const uid = createPlayer(db(), { login, password: crypto.randomBytes(12).toString("base64url"), fakename: `${service}${crypto.randomBytes(2).toString("hex")}`, now });
      if (identity === "incomplete") {
        // The provider shared no phone or e-mail: the account has no contact until the player adds one.
        sql(db(), "DELETE FROM contacts WHERE uid = ?").run(uid);
        sql(db(), "UPDATE players SET is_registration_completed = 0 WHERE uid = ?").run(uid);
      }
      player = getPlayer(db(), uid)!;
    }
    if (player.banned) return page(res, "Sign in", "<h1>The player is banned</h1>", 403);
    // A break refuses this sign-in too (decisions 026, 035): no session; the callback is told why and until when.
    const taken = breakOf(player);
    if (taken) {
      const refused = new URL(back, "http://sandbox.invalid");
      refused.searchParams.set("error", "self_excluded");
      refused.searchParams.set("kind", taken.kind);
      refused.searchParams.set("until", taken.until);
      return res.redirect(303, `${refused.pathname}${refused.search}`);
    }
    const session = createSession(db(), player.uid);
    res.append("Set-Cookie", sessionCookie(session));
    res.redirect(303, back);
  });

  // ── the content backend's connect/{provider} (docs/decisions/038) ───────────────────────────────────────
  // The provider and the content backend in one page: QA picks who signs in; the browser goes back to the site's
  // callback with a one-time access_token, which the site exchanges at auth/{provider}/callback for a jwt.
  router.get("/content-connect/:provider", (req, res) => {
    const callback = contentCallback(req.query.callback);
    if (!callback) return page(res, "Sign in", "<h1>Unknown callback</h1>", 400);
    const provider = esc(req.params.provider);
    const option = (value: string, label: string, checked = false) => `<label><input type="radio" name="identity" value="${value}"${checked ? " checked" : ""}> ${label}</label>`;
    page(
      res,
      `Sign in with ${req.params.provider}`,
      `<h1>Kirish / Вход: ${provider}</h1><p class="note">Sandbox content backend · connect/${provider}</p>
      <form method="post" action="/sandbox/content-connect/${provider}"><input type="hidden" name="callback" value="${esc(callback)}">
      <fieldset><legend>Kim kiradi / Кто входит</legend>${option("new", "A new user", true)}${option("returning", `The returning ${provider} user`)}</fieldset>
      <button type="submit" name="decision" value="allow">Ruxsat berish / Разрешить</button><button type="submit" name="decision" value="deny" class="secondary">Rad etish / Отказать</button></form>`,
    );
  });

  router.post("/content-connect/:provider", (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    const callback = contentCallback(body.callback);
    if (!callback) return page(res, "Sign in", "<h1>Unknown callback</h1>", 400);
    const back = new URL(callback);
    if (body.decision !== "allow") {
      back.searchParams.set("error", "access_denied");
      return res.redirect(303, back.toString());
    }
    const provider = req.params.provider.toLowerCase().replace(/[^a-z0-9_-]/g, "");
    const user = socialContentUser(db(), provider, body.identity === "returning" ? "returning" : "new");
    back.searchParams.set("access_token", issueAccessToken(db(), provider, user.id));
    res.redirect(303, back.toString());
  });

  // ── identity verification ────────────────────────────────────────────────────────────────────────────
  // The identity provider's hosted page: QA approves or rejects the documents, then goes back to the site's
  // verification page in the player's language.
  router.get("/verify", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const ru = req.query.locale === "ru";
    const done = req.query.done === "approved" || req.query.done === "rejected" ? req.query.done : null;
    const verdict = done === "approved" ? (ru ? "Документы одобрены." : "Hujjatlar tasdiqlandi.") : ru ? "Документы отклонены." : "Hujjatlar rad etildi.";
    page(
      res,
      "Verification",
      `<h1>${ru ? "Проверка личности" : "Shaxsni tekshirish"}</h1><p class="note">Sandbox identity provider</p>${done ? `<p class="result" role="status">${verdict}</p>` : ""}
      <form method="post" action="/sandbox/verify"><input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="locale" value="${ru ? "ru" : "uz"}">
      <button name="verdict" value="approved">${ru ? "Одобрить документы" : "Hujjatlarni tasdiqlash"}</button><button name="verdict" value="rejected" class="danger">${ru ? "Отклонить" : "Rad etish"}</button></form>
      <p><a href="${ru ? "/ru" : ""}/profile/verification">${ru ? "Вернуться на сайт" : "Saytga qaytish"}</a></p>`,
    );
  });

  router.post("/verify", (req, res) => {
    const body = req.body as { token?: string; verdict?: string; locale?: string };
    if (!body.token || !decideVerification(db(), body.token, body.verdict === "approved")) return page(res, "Verification", "<h1>Unknown applicant</h1>", 404);
    const locale = body.locale === "ru" ? "ru" : "uz";
    res.redirect(303, `/sandbox/verify?token=${encodeURIComponent(body.token)}&locale=${locale}&done=${body.verdict === "approved" ? "approved" : "rejected"}`);
  });
  return router;
}

/** The content backend's callback: an http(s) url of a site's /oauth/callback (the site may be on another origin). */
function contentCallback(value: unknown): string | null {
  if (typeof value !== "string" || !value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.pathname === "/oauth/callback" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The OAuth return address: only back to the site that started the flow (a path, or the request's own host). */
function oauthReturn(req: Request, value: unknown = req.query.redirect_url): string | null {
  if (typeof value !== "string" || !value) return null;
  try {
    const url = new URL(value, `http://${req.headers.host ?? "localhost"}`);
    if (url.host !== (req.headers.host ?? "localhost") || !/^https?:$/.test(url.protocol)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

import crypto from "node:crypto";
import express, { type Request, type Response } from "express";
import { platformErrorTypes } from "../../app/platform/errors.ts";
import { contentFault, setContentFault } from "../handlers/content.ts";
import { type DB, advancePlayerClock, ageSessions, createPlayer, createSession, credit, docs, findPlayerByLogin, getDb, getPlayer, latestCodes, localize, sessionPlayer, toMajor, toMinor, sql } from "../db/store.ts";
import { ApiFault, SESSION_COOKIE, sessionCookie } from "../handlers/context.ts";
import { contactMailLinks } from "../handlers/account.ts";
import { breakOf } from "../handlers/auth.ts";
import { spinRefusal } from "../handlers/play-limits.ts";
import { getTransaction, payResultPath, pendingWithdrawals, settleDeposit, settleWithdrawal } from "../handlers/cashier.ts";
import { addQaRounds, exportCsv, finishExport, launchPlayer, multiplier, placeBet, settleBets, spin } from "../handlers/games.ts";
import { decideVerification } from "../handlers/verification.ts";
import { SCENARIO_COOKIE, formatScenario, parseScenario } from "../scenario.ts";
import { categories, providers } from "../seed/catalog.ts";
import { emblem, gameThumbnail, promoArt } from "../seed/thumbnail.ts";
import { chatWidget } from "./chat-widget.ts";
import { miniAppHost } from "./miniapp-host.ts";
import { framePages } from "./frames.ts";
import { analyticsScripts } from "./analytics.ts";
import { issueAccessToken, socialContentUser } from "../handlers/content-auth.ts";

const esc = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (amount: number) => amount.toLocaleString("en-US", { maximumFractionDigits: 2 });

const css = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#0d0b1e;color:#f3f0ff}main{max-width:760px;margin:0 auto;padding:24px}
h1{font-size:1.5rem}fieldset{border:1px solid #4b3f8f;border-radius:8px;margin:0 0 16px;padding:12px 16px}label{display:block;margin:6px 0}
button{font:inherit;padding:10px 18px;border-radius:8px;border:0;margin:4px 8px 4px 0;cursor:pointer;background:#7c5cff;color:#fff}
button.secondary{background:#3a335e}button.danger{background:#c0392b}input,select{font:inherit;padding:6px;border-radius:6px;border:1px solid #4b3f8f;background:#1b1738;color:#fff}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2c2552;padding:6px;text-align:left}.note{color:#b9b0e0}.result{font-size:1.25rem;padding:12px;border-radius:8px;background:#1b1738}`;

function page(res: Response, title: string, body: string, status = 200) {
  const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "";
  res
    .status(status)
    .type("html")
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · Sandbox</title><style${nonce ? ` nonce="${esc(nonce)}"` : ""}>${css}</style></head><body><main>${body}</main></body></html>`);
}

function svg(res: Response, body: string) {
  res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(body);
}

const outcomes = ["success", "fail", "pending", "cancel"] as const;
type Outcome = (typeof outcomes)[number];

/**
 * The fake third-party pages of the sandbox platform and its QA panel. Mounted by the site only while the
 * sandbox is on, and by the standalone sandbox. Plain HTML forms: they work without JavaScript and need no
 * inline script, so the site's strict CSP holds.
 */
export function sandboxPages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false }));
  router.use("/frames", framePages({ db }));
  router.use("/analytics", analyticsScripts());

  // ── QA panel ──────────────────────────────────────────────────────────────────────────────────────────
  router.get("/", (req, res) => {
    const current = parseScenario(cookie(req, SCENARIO_COOKIE));
    const check = (name: keyof typeof current, label: string) => `<label><input type="checkbox" name="${name}" value="1"${current[name] ? " checked" : ""}> ${label}</label>`;
    const codes = latestCodes(db(), 15);
    page(
      res,
      "QA panel",
      `<h1>Sandbox QA panel</h1><p class="note">Scenarios apply to every platform call of this browser (cookie <code>${SCENARIO_COOKIE}</code>). Current: <code>${esc(formatScenario(current) || "none")}</code></p>
      <form method="post" action="/sandbox/scenario">
      <fieldset><legend>Whole-site states</legend>${check("maintenance", "Maintenance (ApplicationDisabled, 503)")}${check("banned", "Banned player (UserBanned, 403)")}${check("forbidden", "Forbidden (AccessDenied, 403)")}</fieldset>
      <fieldset><legend>Upstream quality</legend><label>Slow: latency per call (ms) <input type="number" name="slowMs" min="0" max="30000" step="100" value="${current.slowMs}"></label>
      <label>Flaky: share of 503 answers (0–1) <input type="number" name="flaky" min="0" max="1" step="0.05" value="${current.flaky}"></label></fieldset>
      <fieldset><legend>Session</legend><label>Forced logout after inactivity (seconds; empty = 1800, 0 = none) <input type="number" name="forceLogoutSeconds" min="0" max="86400" step="1" value="${current.forceLogoutSeconds ?? ""}"></label></fieldset>
      <fieldset><legend>Data</legend>${check("empty", "Empty lists")}${check("huge", "Huge lobby (5,000 games)")}${check("bonusIsolation", "Bonus isolation (one active bonus at a time)")}</fieldset>
      <fieldset><legend>Next call fails</legend><label>Error type <select name="failType"><option value="">—</option>${platformErrorTypes.map((t) => `<option value="${t}"${current.fail?.type === t ? " selected" : ""}>${t}Exception</option>`).join("")}</select></label>
      <label>Only for method (e.g. <code>cashier.makedeposit</code>, empty = any) <input name="failMethod" value="${esc(current.fail && current.fail.method !== "*" ? current.fail.method : "")}"></label></fieldset>
      <button type="submit" name="action" value="apply">Apply</button><button type="submit" name="action" value="clear" class="secondary">Clear all</button></form>
      <h2>Content service</h2><p class="note">For every visitor of this sandbox (the site sends the content service no cookie, so the scenarios above do not reach it). Failing now: <code>${esc(contentFault(db()) ?? "none")}</code></p>
      <form method="post" action="/sandbox/content-faults"><label>Collection whose reads answer 500 until cleared (e.g. <code>loyalty-notices</code>; empty = none) <input name="collection" pattern="[\\w-]{0,64}" value="${esc(contentFault(db()) ?? "")}"></label>
      <button type="submit">Set the content fault</button></form>
      <h2>Latest confirmation codes</h2>${codes.length ? `<table><thead><tr><th>Purpose</th><th>Contact / login</th><th>Code</th><th>When</th></tr></thead><tbody>${codes.map((c) => `<tr><td>${esc(c.purpose)}</td><td>${esc(c.target)}</td><td><strong>${esc(c.code)}</strong>${c.used ? " (used)" : ""}</td><td>${esc(new Date(c.created_at).toISOString())}</td></tr>`).join("")}</tbody></table>` : `<p class="note">No codes sent yet.</p>`}
      <h2>Pending withdrawals</h2>${withdrawalsTable(db())}
      <p class="note">Demo players: demo@omad.test / demo1234, 998901112233 / demo1234 (two-factor), banned@omad.test / demo1234.</p>`,
    );
  });

  router.post("/scenario", (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    const value =
      body.action === "clear"
        ? ""
        : formatScenario({
            maintenance: body.maintenance === "1",
            banned: body.banned === "1",
            forbidden: body.forbidden === "1",
            empty: body.empty === "1",
            huge: body.huge === "1",
            bonusIsolation: body.bonusIsolation === "1",
            slowMs: Number(body.slowMs) || 0,
            flaky: Math.min(1, Math.max(0, Number(body.flaky) || 0)),
            forceLogoutSeconds: body.forceLogoutSeconds?.trim() ? Math.max(0, Math.round(Number(body.forceLogoutSeconds) || 0)) : null,
            fail: body.failType && (platformErrorTypes as readonly string[]).includes(body.failType) ? { type: body.failType as (typeof platformErrorTypes)[number], method: body.failMethod?.trim() || "*", token: crypto.randomBytes(4).toString("hex") } : null,
          });
    res.append("Set-Cookie", value ? `${SCENARIO_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax` : `${SCENARIO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    res.redirect(303, "/sandbox");
  });

  // QA (docs/decisions/034): one content-service collection fails for everyone until cleared.
  router.post("/content-faults", (req, res) => {
    const collection = String((req.body as Record<string, unknown>).collection ?? "").trim();
    if (!/^[\w-]{0,64}$/.test(collection)) return res.status(400).type("text/plain").send("collection: letters, digits, _ and - only");
    setContentFault(db(), collection || null);
    res.redirect(303, "/sandbox");
  });

  // A contact code is an e-mail or SMS of the platform: it carries the confirmation and unsubscribe links the
  // site answers (docs/decisions/013), in the player's language.
  router.get("/codes.json", (_req, res) => {
    res.json(
      latestCodes(db(), 50).map((row) => {
        if (row.purpose !== "contact") return row;
        const owner = sql(db(), "SELECT players.locale FROM contacts JOIN players USING (uid) WHERE contacts.contact = ? ORDER BY contacts.id DESC LIMIT 1").get(row.target) as { locale: string } | undefined;
        return { ...row, ...contactMailLinks(row.target, row.code, owner?.locale ?? "uz") };
      }),
    );
  });

  // QA: what the platform holds for one player (`?login=`): their transactions, newest first, with the
  // idempotency key each was made with — the store a double-submit test checks.
  router.get("/transactions.json", (req, res) => {
    const login = typeof req.query.login === "string" ? req.query.login : "";
    const player = login ? findPlayerByLogin(db(), login) : undefined;
    if (!player) return res.status(404).json({ error: "no such player" });
    const rows = sql(db(), "SELECT id, type, method, amount, currency, status, idempotency_key, campaign_offer_id, created_at FROM transactions WHERE uid = ? ORDER BY id DESC").all(player.uid) as Array<{ amount: number }>;
    res.json(rows.map((row) => ({ ...row, amount: toMajor(row.amount) })));
  });

  // QA: a fresh player in one call (tests running in parallel each get their own), optionally with
  // two-factor login on. Answers the login; the password is the one given (default demo1234).
  router.post("/players", (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    const login = (body.login ?? `qa-${crypto.randomBytes(5).toString("hex")}@omad.test`).trim().toLowerCase();
    if (findPlayerByLogin(db(), login)) return res.status(409).json({ error: "exists", login });
    const uid = createPlayer(db(), { login, password: body.password || "demo1234", fakename: body.fakename || null, locale: body.locale === "ru" ? "ru" : "uz" });
    if (body.two_factor === "1") sql(db(), "UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(uid);
    // Verification tests: withdrawals held until the player is verified (is_kyc_block_enabled).
    if (body.kyc_block === "1") sql(db(), "UPDATE players SET kyc_block = 1 WHERE uid = ?").run(uid);
    const balance = Number(body.balance);
    if (balance > 0) credit(db(), uid, "main", toMinor(balance), "qa", null);
    // Cashier tests: a confirmed contact (withdrawals need one), and extra bonuses / cashbacks to page through.
    if (body.confirmed === "1") sql(db(), "UPDATE contacts SET is_confirmed = 1 WHERE uid = ?").run(uid);
    const count = (value: string | undefined, max = 20) => Math.min(max, Math.max(0, Math.floor(Number(value) || 0)));
    // Bonuses and cashbacks up to 120: past the profile lists' page of 50 (decision 036).
    addQaRecords(db(), uid, { bonuses: count(body.bonuses, 120), cashbacks: count(body.cashbacks, 120), deposits: count(body.deposits) });
    // Bet history tests: `rounds` game rounds, two a day from yesterday backwards (addQaRounds).
    const rounds = Math.min(200, Math.max(0, Math.floor(Number(body.rounds) || 0)));
    if (rounds) addQaRounds(db(), uid, rounds);
    // Loyalty tests (decision 031): `points` spendable and earned points to start with (no level crossed, no notification).
    const points = Math.min(1_000_000, Math.max(0, Math.floor(Number(body.points) || 0)));
    if (points) sql(db(), "UPDATE players SET loyalty_points = ?, loyalty_earned = ? WHERE uid = ?").run(points, points, uid);
    // The welcome notification counts as seen (decision 031): another test's first click meets no toast.
    if (body.notifications !== "1") sql(db(), "UPDATE notifications SET seen = 1 WHERE uid = ?").run(uid);
    res.status(201).json({ uid, login });
  });

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

  // QA: moves one player's sandbox clock forward (decision 026): `advance` seconds (JSON or form). Every platform call
  // of that player — deposit limits, their renewal and pending changes, a time-out at sign-in — sees the moved time.
  router.post("/players/:login/clock", express.json(), (req, res) => {
    const player = findPlayerByLogin(db(), req.params.login);
    if (!player) return res.status(404).json({ error: "not found" });
    const advance = Number((req.body as Record<string, unknown> | undefined)?.advance);
    if (!Number.isFinite(advance) || advance < 0 || advance > 10 * 366 * 86_400) return res.status(400).json({ error: "advance: seconds, 0 or more" });
    res.json({ login: player.login, now: new Date(advancePlayerClock(db(), player.uid, advance)).toISOString() });
  });

  // QA: makes the player's sessions `back` seconds older (decision 035): their sign-in (the session clock, the
  // reality check's intervals) and their last reality-check answer move back together. Answers how many sessions.
  router.post("/players/:login/session-age", express.json(), (req, res) => {
    const player = findPlayerByLogin(db(), req.params.login);
    if (!player) return res.status(404).json({ error: "not found" });
    const back = Number((req.body as Record<string, unknown> | undefined)?.back);
    if (!Number.isFinite(back) || back < 0 || back > 366 * 86_400) return res.status(400).json({ error: "back: seconds, 0 or more" });
    res.json({ login: player.login, sessions: ageSessions(db(), player.uid, back) });
  });

  // QA: what the platform holds about a player (tests check what sign-up and social sign-in sent).
  router.get("/players/:login", (req, res) => {
    const player = findPlayerByLogin(db(), req.params.login);
    if (!player) return res.status(404).json({ error: "not found" });
    const contacts = sql(db(), "SELECT type, contact FROM contacts WHERE uid = ? ORDER BY id").all(player.uid);
    // excluded_until: the end of a time-out or self-exclusion (decision 026), ISO, or null.
    // loyalty: the points and the shop purchases (decision 031), for the double-submit checks.
    const purchases = sql(db(), "SELECT product_id, price FROM loyalty_purchases WHERE uid = ? ORDER BY id").all(player.uid);
    // storage: the player's storage.set keys (already_seen_cashback_id, decision 036).
    const storage = Object.fromEntries((sql(db(), "SELECT key, value FROM storage WHERE uid = ? ORDER BY key").all(player.uid) as Array<{ key: string; value: string }>).map((row) => [row.key, row.value]));
    res.json({ uid: player.uid, login: player.login, fakename: player.fakename ?? null, character_id: player.character_id, loyalty_points: player.loyalty_points, loyalty_earned: player.loyalty_earned, purchases, is_registration_completed: player.is_registration_completed, contacts, storage, excluded_until: player.excluded_until === null ? null : new Date(player.excluded_until).toISOString() });
  });

  // ── payment provider ─────────────────────────────────────────────────────────────────────────────────
  router.get("/pay/:id", (req, res) => {
    const tx = getTransaction(db(), req.params.id);
    if (!tx || tx.type !== "deposit") return page(res, "Payment", "<h1>Unknown payment</h1>", 404);
    const ru = tx.locale === "ru";
    page(
      res,
      "Payment",
      `<h1>${ru ? "Оплата" : "To‘lov"} #${tx.id}</h1><p class="result">${fmt(toMajor(tx.amount))} ${esc(tx.currency)} · ${esc(tx.method)}</p>
      <p class="note">Sandbox payment provider. Status: <strong>${esc(tx.status)}</strong></p>
      <form method="post" action="/sandbox/pay/${tx.id}"><button name="outcome" value="success">Approve</button><button name="outcome" value="fail" class="danger">Decline</button><button name="outcome" value="pending" class="secondary">Leave pending</button><button name="outcome" value="cancel" class="secondary">Cancel</button></form>`,
    );
  });

  router.post("/pay/:id", (req, res) => {
    const outcome = (req.body as { outcome?: string }).outcome as Outcome;
    const tx = getTransaction(db(), req.params.id);
    if (!tx || tx.type !== "deposit" || !outcomes.includes(outcome)) return page(res, "Payment", "<h1>Unknown payment</h1>", 404);
    const settled = settleDeposit(db(), tx.id, outcome);
    res.redirect(303, payResultPath(settled, settled.status === "pending" ? "pending" : (settled.status as Outcome)));
  });

  // ── withdrawals: the operator's approve / decline (QA) ──────────────────────────────────────────────
  // The panel's buttons come back to the panel; a client asking for JSON (tests) gets the withdrawal.
  router.post("/withdrawals/:id/:decision(approve|decline)", (req, res) => {
    const tx = getTransaction(db(), req.params.id ?? "");
    if (!tx || tx.type !== "withdrawal") return res.status(404).json({ error: "no such withdrawal" });
    const settled = settleWithdrawal(db(), tx.id, req.params.decision === "approve" ? "success" : "fail");
    if (req.accepts(["html", "json"]) === "json") return res.json({ id: settled.id, status: settled.status, amount: toMajor(settled.amount) });
    res.redirect(303, "/sandbox");
  });

  // ── demo slot ────────────────────────────────────────────────────────────────────────────────────────
  router.get("/game/:sysname", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : null;
    const launch = launchPlayer(db(), token);
    const game = sql(db(), "SELECT name, provider FROM games WHERE sysname = ?").get(req.params.sysname) as { name: string; provider: string } | undefined;
    if (!game) return page(res, "Game", "<h1>Unknown game</h1>", 404);
    const player = launch ? getPlayer(db(), launch.uid) : undefined;
    const result = typeof req.query.win === "string" ? `<p class="result">Stake ${esc(req.query.stake)} · Win <strong>${esc(req.query.win)}</strong>${req.query.freespin === "1" ? " (free spin)" : ""}</p>` : typeof req.query.error === "string" ? `<p class="result">${esc(req.query.error)}</p>` : "";
    const spins = player ? (sql(db(), "SELECT COALESCE(SUM(remaining_count), 0) AS n FROM freespins WHERE uid = ? AND game = ? AND status = 'active'").get(player.uid, req.params.sysname) as { n: number }).n : 0;
    const demo = !player && req.query.mode === "demo";
    page(
      res,
      game.name,
      `<h1>${esc(game.name)}</h1><p class="note">${esc(game.provider)} · sandbox demo slot · ${player ? `balance <strong data-balance>${fmt(toMajor(player.balance_main))}</strong> main, ${fmt(toMajor(player.balance_bonus))} bonus, ${spins} free spins` : `demo mode, fun balance`}</p>${result}
      ${player || demo ? `<form method="post" action="/sandbox/game/${esc(req.params.sysname)}/spin"><input type="hidden" name="token" value="${esc(token ?? "")}">${demo ? `<input type="hidden" name="mode" value="demo">` : ""}<label>Stake <input type="number" name="stake" value="1000" min="100" step="100"></label><button type="submit">Spin</button></form>` : `<p class="note">Open the game from the site to play.</p>`}`,
    );
  });

  router.post("/game/:sysname/spin", (req, res) => {
    const body = req.body as { token?: string; stake?: string; mode?: string };
    const launch = launchPlayer(db(), body.token);
    const back = new URLSearchParams(body.token ? { token: body.token } : {});
    if (!launch && body.mode === "demo") {
      // Free play: an outcome without a wallet behind it.
      const stake = Math.max(0, Number(body.stake) || 0);
      back.set("mode", "demo");
      back.set("stake", fmt(stake));
      back.set("win", fmt(Math.round(stake * multiplier())));
      return res.redirect(303, `/sandbox/game/${encodeURIComponent(req.params.sysname)}?${back}`);
    }
    if (!launch) return page(res, "Game", "<h1>Open the game from the site to play for money.</h1>", 401);
    try {
      // Decision 035: a loss or session-time limit reached while the game is open stops its real-money spins.
      const refusal = spinRefusal(db(), launch.uid, launch.session_id);
      if (refusal) throw refusal;
      const player = getPlayer(db(), launch.uid);
      const result = spin(db(), launch.uid, req.params.sysname, Number(body.stake) || 0, { session: launch.session_id, now: Date.now() + (player?.clock_offset_ms ?? 0) });
      back.set("stake", fmt(result.stake));
      back.set("win", fmt(result.win));
      if (result.freespin) back.set("freespin", "1");
    } catch (error) {
      back.set("error", error instanceof ApiFault ? error.message : "Spin failed");
    }
    res.redirect(303, `/sandbox/game/${encodeURIComponent(req.params.sysname)}?${back}`);
  });

  // ── demo sportsbook ──────────────────────────────────────────────────────────────────────────────────
  router.get("/sportsbook", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const locale = req.query.locale === "ru" ? "ru" : "uz";
    const launch = launchPlayer(db(), token);
    const player = launch ? getPlayer(db(), launch.uid) : undefined;
    const events = localize(docs<{ id: number; league: string; home: string; away: string; starts_at: number; odds: Record<string, number> }>(db(), "event"), locale);
    const bets = player ? (sql(db(), "SELECT * FROM bets WHERE uid = ? ORDER BY id DESC LIMIT 10").all(player.uid) as Array<{ id: number; event_id: string; selection: string; odds: number; stake: number; status: string }>) : [];
    page(
      res,
      "Sportsbook",
      `<h1>Sportsbook</h1><p class="note">${player ? `Balance ${fmt(toMajor(player.balance_main))} main, ${fmt(toMajor(player.balance_betting_bonus))} betting bonus` : "Sign in on the site to bet."}</p>
      ${typeof req.query.message === "string" ? `<p class="result">${esc(req.query.message)}</p>` : ""}
      <table><thead><tr><th>Match</th><th>1</th><th>X</th><th>2</th></tr></thead><tbody>${events.map((e) => `<tr><td>${esc(e.home)} — ${esc(e.away)}<br><small class="note">${esc(e.league)}</small></td>${["1", "X", "2"].map((s) => `<td><form method="post" action="/sandbox/sportsbook/bet"><input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="event" value="${e.id}"><input type="hidden" name="selection" value="${s}"><input type="hidden" name="stake" value="10000"><button type="submit" class="secondary">${e.odds[s]}</button></form></td>`).join("")}</tr>`).join("")}</tbody></table>
      <p class="note">Each button places a 10,000 stake.</p>
      ${bets.length ? `<h2>Your bets</h2><table><tbody>${bets.map((b) => `<tr><td>#${b.id}</td><td>event ${esc(b.event_id)} · ${esc(b.selection)} @ ${b.odds}</td><td>${fmt(toMajor(b.stake))}</td><td>${esc(b.status)}</td></tr>`).join("")}</tbody></table><form method="post" action="/sandbox/sportsbook/settle"><input type="hidden" name="token" value="${esc(token)}"><button type="submit">Settle open bets</button></form>` : ""}`,
    );
  });

  router.post("/sportsbook/:action(bet|settle)", (req, res) => {
    const body = req.body as { token?: string; event?: string; selection?: string; stake?: string };
    const launch = launchPlayer(db(), body.token);
    const back = new URLSearchParams({ token: body.token ?? "" });
    if (!launch) return page(res, "Sportsbook", "<h1>Sign in on the site to bet.</h1>", 401);
    try {
      if (req.params.action === "bet") back.set("message", `Bet #${placeBet(db(), launch.uid, body.event ?? "", body.selection ?? "", Number(body.stake) || 0)} placed`);
      else back.set("message", `${settleBets(db(), launch.uid)} bet(s) settled`);
    } catch (error) {
      back.set("message", error instanceof ApiFault ? error.message : "Bet failed");
    }
    res.redirect(303, `/sandbox/sportsbook?${back}`);
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

  // ── media and exports ────────────────────────────────────────────────────────────────────────────────
  router.get("/media/games/:sysname.svg", (req, res) => {
    const game = sql(db(), "SELECT sysname, name, provider, palette FROM games WHERE sysname = ?").get(req.params.sysname) as { sysname: string; name: string; provider: string; palette: string } | undefined;
    if (!game) return res.status(404).end();
    svg(res, gameThumbnail(game));
  });

  // Banner, promotion and offer art (`{name}-m.svg` is the phone size of the same picture).
  router.get(/^\/media\/(banner|promo)\/([\w-]+)\.svg$/, (req, res) => {
    const name = String(req.params[1]);
    const phone = name.endsWith("-m");
    svg(res, promoArt(`${req.params[0]}/${phone ? name.slice(0, -2) : name}`, phone ? 640 : 960, phone ? 240 : 360));
  });

  router.get("/media/:kind/:name.svg", (req, res) => {
    const palettes = ["#3b1d8f,#ff4f8b", "#0f4c5c,#5fa8d3", "#7f1d1d,#f97316", "#2d6a4f,#95d5b2", "#14213d,#fca311"];
    const provider = providers.find((p) => p.sysname === req.params.name);
    const category = categories.find((c) => c.sysname === req.params.name);
    const label = provider?.name ?? category?.uz ?? req.params.name.replace(/-/g, " ").toUpperCase();
    let hash = 0;
    for (const char of `${req.params.kind}/${req.params.name}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    const wide = req.params.kind === "banner" || req.params.kind === "promo" || req.params.kind === "tournament";
    svg(res, emblem(label, provider?.color ?? palettes[hash % palettes.length]!, wide ? 960 : 160, wide ? 360 : 96));
  });

  // The file of a bet history export (docs/decisions/015): for the player who asked for it, by the platform's
  // session cookie or by the signed link of their list (which works from another origin, where that cookie is
  // not sent); anyone else, or before it is ready, gets a 404 that says nothing more.
  router.get("/export/:id.csv", (req, res) => {
    const owner = sessionPlayer(db(), cookie(req, SESSION_COOKIE))?.uid ?? null;
    const file = exportCsv(db(), Number(req.params.id), owner, { expires: req.query.expires, signature: req.query.signature });
    if (!file) return res.status(404).type("text/plain").send("Not found");
    res.set("Cache-Control", "private, no-store").set("Content-Disposition", `attachment; filename="${file.name}"`).type("text/csv").send(file.body);
  });

  // QA: an export request is ready now (the sandbox's clock for that request), so no test waits its minute.
  router.post("/exports/:id/ready", (req, res) => {
    if (!finishExport(db(), Number(req.params.id))) return res.status(404).json({ error: "no such export request" });
    res.json({ id: Number(req.params.id), status: "ready" });
  });

  router.use("/miniapp", miniAppHost());
  router.use("/chat", chatWidget());
  return router;
}

/** QA history for a fresh player: settled deposits (credited), bonuses and paid-out cashbacks, oldest first. */
function addQaRecords(database: DB, uid: number, { bonuses, cashbacks, deposits }: { bonuses: number; cashbacks: number; deposits: number }, now = Date.now()) {
  for (let i = 1; i <= deposits; i++) {
    const at = now - (deposits - i + 1) * 60_000;
    const amount = toMinor(10_000 * i);
    const result = database
      .prepare("INSERT INTO transactions (uid, type, method, amount, currency, status, requisites, locale, created_at, updated_at) VALUES (?, 'deposit', 'uzcard', ?, 'UZS', 'success', '{}', 'uz', ?, ?)")
      .run(uid, amount, at, at);
    credit(database, uid, "main", amount, "deposit", Number(result.lastInsertRowid), at);
  }
  for (let i = 1; i <= bonuses; i++) {
    database
      .prepare("INSERT INTO bonuses (uid, type, status, amount, wager, title, expires_at, created_at) VALUES (?, 'casino', ?, ?, 20, ?, ?, ?)")
      .run(uid, i % 2 ? "available" : "expired", toMinor(10_000 * i), JSON.stringify({ uz: `QA bonus ${i}`, ru: `QA бонус ${i}` }), now + 7 * 86_400_000, now + i);
  }
  for (let i = 1; i <= cashbacks; i++) {
    database
      .prepare("INSERT INTO cashbacks (uid, status, amount, end_date, receiving_expired_at, paid_out_at, created_at) VALUES (?, 'paid_out', ?, ?, ?, ?, ?)")
      .run(uid, toMinor(1_000 * i), now - i * 86_400_000, now - i * 3_600_000, now - i * 3_600_000, now - i * 86_400_000);
  }
}

function withdrawalsTable(database: DB) {
  const rows = pendingWithdrawals(database, 20);
  if (!rows.length) return `<p class="note">No pending withdrawals.</p>`;
  return `<table><thead><tr><th>#</th><th>Player</th><th>Amount</th><th>Method</th><th>Decision</th></tr></thead><tbody>${rows
    .map(
      (tx) =>
        `<tr><td>${tx.id}</td><td>${esc(getPlayer(database, tx.uid)?.login ?? tx.uid)}</td><td>${fmt(toMajor(tx.amount))} ${esc(tx.currency)}</td><td>${esc(tx.method)}</td><td><form method="post" action="/sandbox/withdrawals/${tx.id}/approve"><button>Approve</button></form><form method="post" action="/sandbox/withdrawals/${tx.id}/decline"><button class="danger">Decline</button></form></td></tr>`,
    )
    .join("")}</tbody></table>`;
}

function cookie(req: Request, name: string): string | null {
  const match = (req.headers.cookie ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
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

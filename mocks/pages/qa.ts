import crypto from "node:crypto";
import express from "express";
import { platformErrorTypes } from "../../app/platform/errors.ts";
import { contentFault, setContentFault } from "../handlers/content.ts";
import { type DB, advancePlayerClock, ageSessions, createPlayer, credit, findPlayerByLogin, getDb, getPlayer, latestCodes, toMajor, toMinor, sql } from "../db/store.ts";
import { contactMailLinks } from "../handlers/account.ts";
import { pendingWithdrawals } from "../handlers/cashier.ts";
import { addQaRounds, finishExport } from "../handlers/games.ts";
import { SCENARIO_COOKIE, formatScenario, parseScenario } from "../scenario.ts";
import { cookie, esc, fmt, page } from "./html.ts";

/** The QA panel and the QA helpers of the sandbox: scenarios, content faults, codes, players, clocks, exports. */
export function qaPages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
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
      <label>Slow only for method (e.g. <code>games.get</code>, empty = every call) <input name="slowMethod" value="${esc(current.slowMethod && current.slowMethod !== "*" ? current.slowMethod : "")}"></label>
      <label>Flaky: share of 503 answers (0–1) <input type="number" name="flaky" min="0" max="1" step="0.05" value="${current.flaky}"></label></fieldset>
      <fieldset><legend>Session</legend><label>Forced logout after inactivity (seconds; empty = 1800, 0 = none) <input type="number" name="forceLogoutSeconds" min="0" max="86400" step="1" value="${current.forceLogoutSeconds ?? ""}"></label></fieldset>
      <fieldset><legend>Data</legend>${check("empty", "Empty lists")}${check("huge", "Huge lobby (5,000 games)")}${check("bonusIsolation", "Bonus isolation (one active bonus at a time)")}${check("photos", "Game pictures as a real platform sends them (288×192 and a larger one; the first game's broken)")}</fieldset>
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
            photos: body.photos === "1",
            slowMs: Number(body.slowMs) || 0,
            slowMethod: body.slowMethod?.trim() || "*",
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

  // QA: an export request is ready now (the sandbox's clock for that request), so no test waits its minute.
  router.post("/exports/:id/ready", (req, res) => {
    if (!finishExport(db(), Number(req.params.id))) return res.status(404).json({ error: "no such export request" });
    res.json({ id: Number(req.params.id), status: "ready" });
  });
  return router;
}

const QA_BONUS_STATES = ["available", "expired", "wagered"] as const;
const QA_BONUS_NAMES = [
  { uz: "Haftalik qayta depozit bonusi", ru: "Еженедельный бонус на депозит" },
  { uz: "Dam olish kunlari bonusi", ru: "Бонус выходного дня" },
  { uz: "Yangi slotlar uchun sovg‘a", ru: "Подарок к новым слотам" },
  { uz: "Tug‘ilgan kun bonusi", ru: "Бонус ко дню рождения" },
  { uz: "Sodiq o‘yinchi bonusi", ru: "Бонус для постоянных игроков" },
  { uz: "Juma kuni bonusi", ru: "Пятничный бонус" },
] as const;

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
  // Named as an operator names its offers (issue 39 item 6: "QA bonus 1–5" read like a test), in turn available,
  // expired and wagered, so a QA list still shows every state a player's bonuses can be in (activating one makes it active).
  for (let i = 1; i <= bonuses; i++) {
    const status = QA_BONUS_STATES[(i - 1) % QA_BONUS_STATES.length]!;
    const amount = toMinor(10_000 * i);
    database
      .prepare("INSERT INTO bonuses (uid, type, status, amount, wager, wagered, title, expires_at, created_at) VALUES (?, 'casino', ?, ?, 20, ?, ?, ?, ?)")
      .run(uid, status, amount, status === "wagered" ? amount * 20 : 0, JSON.stringify(QA_BONUS_NAMES[(i - 1) % QA_BONUS_NAMES.length]), now + 7 * 86_400_000, now + i);
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

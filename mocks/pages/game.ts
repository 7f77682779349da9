import express from "express";
import { type DB, docs, getDb, getPlayer, localize, toMajor } from "../db/store.ts";
import { ApiFault } from "../handlers/context.ts";
import { spinRefusal } from "../handlers/play-limits.ts";
import { launchPlayer, multiplier, placeBet, settleBets, spin } from "../handlers/games.ts";
import { esc, fmt, page } from "./html.ts";

/** The demo slot and the demo sportsbook the site frames. */
export function gamePages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  // ── demo slot ────────────────────────────────────────────────────────────────────────────────────────
  router.get("/game/:sysname", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : null;
    const launch = launchPlayer(db(), token);
    const game = db().prepare("SELECT name, provider FROM games WHERE sysname = ?").get(req.params.sysname) as { name: string; provider: string } | undefined;
    if (!game) return page(res, "Game", "<h1>Unknown game</h1>", 404);
    const player = launch ? getPlayer(db(), launch.uid) : undefined;
    const result = typeof req.query.win === "string" ? `<p class="result">Stake ${esc(req.query.stake)} · Win <strong>${esc(req.query.win)}</strong>${req.query.freespin === "1" ? " (free spin)" : ""}</p>` : typeof req.query.error === "string" ? `<p class="result">${esc(req.query.error)}</p>` : "";
    const spins = player ? (db().prepare("SELECT COALESCE(SUM(remaining_count), 0) AS n FROM freespins WHERE uid = ? AND game = ? AND status = 'active'").get(player.uid, req.params.sysname) as { n: number }).n : 0;
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
    const bets = player ? (db().prepare("SELECT * FROM bets WHERE uid = ? ORDER BY id DESC LIMIT 10").all(player.uid) as Array<{ id: number; event_id: string; selection: string; odds: number; stake: number; status: string }>) : [];
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
  return router;
}

import express from "express";
import { type DB, docs, getDb, sessionPlayer, sql } from "../db/store.ts";
import { SESSION_COOKIE } from "../handlers/context.ts";
import { exportCsv } from "../handlers/games.ts";
import { categories, providers } from "../seed/catalog.ts";
import { emblem } from "../seed/thumbnail.ts";
import { gameArt, providerWordmark } from "../seed/game-art.ts";
import { promoArt } from "../seed/promo-art.ts";
import { type Reward, characterArt, jackpotArt, methodArt, rewardArt } from "../seed/art.ts";
import { cookie, svg } from "./html.ts";

/** Generated pictures (games, provider wordmarks, banners, emblems) and the bet history export file. */
export function mediaPages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  // ── media and exports ────────────────────────────────────────────────────────────────────────────────
  router.get("/media/games/:sysname.svg", (req, res) => {
    const game = sql(db(), "SELECT sysname, name, type FROM games WHERE sysname = ?").get(req.params.sysname) as { sysname: string; name: string; type: string } | undefined;
    if (!game) return res.status(404).end();
    svg(res, gameArt(game));
  });

  // The `photos` scenario's two sizes of a game's picture (`{sysname}-288.svg`, `{sysname}-576.svg`), as a
  // platform's CDN would serve them; an unknown game is a 404 (the broken picture of that scenario).
  router.get(/^\/media\/photos\/([\w-]+)-(288|576)\.svg$/, (req, res) => {
    const game = sql(db(), "SELECT sysname, name, type FROM games WHERE sysname = ?").get(String(req.params[0])) as { sysname: string; name: string; type: string } | undefined;
    if (!game) return res.status(404).end();
    svg(res, gameArt(game));
  });

  // Each provider's wordmark (issue 39 item 1).
  router.get("/media/provider/:sysname.svg", (req, res) => {
    const provider = providers.find((p) => p.sysname === req.params.sysname);
    if (!provider) return res.status(404).end();
    svg(res, providerWordmark(provider));
  });

  // Banner, promotion and offer art (`{name}-m.svg` is the phone size of the same picture): each its own drawing.
  router.get(/^\/media\/(banner|promo)\/([\w-]+)\.svg$/, (req, res) => {
    const name = String(req.params[1]);
    const phone = name.endsWith("-m");
    svg(res, promoArt(`${req.params[0]}/${phone ? name.slice(0, -2) : name}`, phone ? 640 : 960, phone ? 240 : 360));
  });

  // Drawn pictures without words (issue 29 item 4): the site names each beside it in the page's language.
  router.get("/media/product/:id.svg", (req, res) => {
    const product = docs<{ id: number; reward?: Reward }>(db(), "product").find((p) => String(p.id) === req.params.id);
    if (!product) return res.status(404).end();
    svg(res, rewardArt(product.reward ?? { bonus: 1 }));
  });
  router.get("/media/character/:sysname.svg", (req, res) => {
    const character = docs<{ sysname: string; palette: string }>(db(), "character").find((c) => c.sysname === req.params.sysname);
    if (!character) return res.status(404).end();
    svg(res, characterArt(character.sysname, character.palette));
  });
  router.get("/media/tournament/:id.svg", (req, res) => svg(res, promoArt(`tournament/${req.params.id}`)));
  router.get("/media/jackpot/:id.svg", (req, res) => svg(res, jackpotArt(req.params.id)));
  router.get("/media/method/:sysname.svg", (req, res) => svg(res, methodArt(req.params.sysname)));

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
  return router;
}

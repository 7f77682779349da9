import crypto from "node:crypto";
import express from "express";
import { type DB, getDb, sql } from "../db/store.ts";

const esc = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site's `localhost`/`127.0.0.1` twin: the other origin of the same server (docs/decisions/017). */
export function twinOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return url.origin;
}

/**
 * An operator's page that frames the site (spec §1, §2): opened at one origin, it frames the other, follows the
 * frame's `checkIframe` messages by navigating itself to `?path=<the url path>` (which frames the site at that
 * path), and shows the path it follows. Also `/hits`: the tracking hits the sandbox platform received.
 */
export function framePages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();

  router.get("/host", (req, res) => {
    const own = `${req.protocol}://${req.get("host")}`;
    const site = twinOrigin(own);
    const raw = typeof req.query.path === "string" ? req.query.path : "/";
    const path = raw.startsWith("/") && !raw.startsWith("//") ? raw : "/";
    const nonce = crypto.randomBytes(16).toString("base64");
    // Its own policy: this page frames the twin origin, which the site's policy (frame-src 'self') would not allow.
    res.setHeader("Content-Security-Policy", `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-src ${site}; base-uri 'none'; form-action 'none'`);
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Operator page · Sandbox</title>
<style nonce="${nonce}">body{margin:0;font:14px system-ui,sans-serif;background:#222;color:#eee}header{padding:8px 12px}iframe{display:block;border:0;width:100%;height:calc(100vh - 40px)}</style></head>
<body><header>Operator page · framed path: <output id="path">${esc(path)}</output> · received: <output id="received">—</output></header>
<iframe id="site" title="Casino" src="${esc(site + path)}" allow="fullscreen" allowfullscreen></iframe>
<script nonce="${nonce}">
const site = ${JSON.stringify(site)};
const current = ${JSON.stringify(path)};
addEventListener("message", (event) => {
  if (event.origin !== site || !event.data || event.data.type !== "checkIframe" || typeof event.data.url !== "string") return;
  const url = event.data.url;
  if (!url.startsWith("/") || url.startsWith("//")) return;
  document.getElementById("received").textContent = url;
  if (url !== current) location.assign("?path=" + encodeURIComponent(url));
});
</script></body></html>`);
  });

  router.get("/hits", (req, res) => {
    const track = typeof req.query.track === "string" ? req.query.track : "";
    const rows = sql(db(), "SELECT params, created_at FROM events WHERE name = 'hit' ORDER BY id").all() as Array<{ params: string; created_at: number }>;
    const hits = rows.map((row) => JSON.parse(row.params) as { track?: string }).filter((hit) => !track || hit.track === track);
    res.set("Cache-Control", "no-store").json(hits);
  });

  return router;
}

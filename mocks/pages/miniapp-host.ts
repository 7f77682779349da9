import express from "express";
import { SANDBOX_BOT_TOKEN } from "../../app/env.server.ts";
import { signInitData } from "../../app/features/miniapp/init-data.server.ts";

const esc = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Signs with another bot's token: the hash looks right and is not. */
const FORGED_TOKEN = "1000000002:FORGED-token-of-another-bot";
const THEME = { bg_color: "#17212b", secondary_bg_color: "#232e3c", text_color: "#f5f5f5", hint_color: "#708499", button_color: "#5288c1" };

/**
 * The messaging app's host, simulated (decision 018): it frames the site the way the app's web client does,
 * the signed initData and theme in the address hash (`tgWebAppData`, `tgWebAppThemeParams`), and lists the
 * web-protocol messages the page posts back (web_app_ready, web_app_expand). Variants: valid, forged, stale.
 * `at` (Unix seconds, within the last hour) fixes the launch's auth_date: two loads hand over the same initData, as
 * a replayed launch does (issue 28.6).
 */
export function miniAppHost() {
  const router = express.Router();
  router.get("/", (req, res) => {
    const query = req.query as Record<string, string | undefined>;
    const variant = query.variant === "forged" || query.variant === "stale" ? query.variant : "valid";
    const id = /^\d{1,15}$/.test(query.user ?? "") ? query.user! : String(7_000_000 + Math.floor(Math.random() * 1_000_000));
    const username = /^\w{1,32}$/.test(query.username ?? "") ? query.username! : `tg_player_${id}`;
    const lang = query.lang === "ru" ? "ru" : "uz";
    const path = /^\/(?!\/)[\w/.-]*$/.test(query.path ?? "") ? query.path! : lang === "ru" ? "/ru" : "/";
    const now = Math.floor(Date.now() / 1000);
    const at = /^\d{1,12}$/.test(query.at ?? "") && Math.abs(now - Number(query.at)) < 60 * 60 ? Number(query.at) : now;
    const initData = signInitData(
      {
        query_id: `AAH${id}`,
        user: JSON.stringify({ id: Number(id), first_name: "Sandbox", username, language_code: lang }),
        auth_date: String(variant === "stale" ? now - 2 * 60 * 60 : at),
      },
      variant === "forged" ? FORGED_TOKEN : SANDBOX_BOT_TOKEN,
    );
    const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: "7.0", tgWebAppPlatform: "web", tgWebAppThemeParams: JSON.stringify(THEME) });
    const src = `${path}#${hash.toString()}`;
    const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "";
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Mini-app host · Sandbox</title>
<style nonce="${esc(nonce)}">body{margin:0;font:14px system-ui,sans-serif;background:#0e1621;color:#f5f5f5}header{padding:8px 12px}iframe{display:block;width:100%;height:80vh;border:0}a{color:#5288c1}</style></head>
<body><header><strong>Mini-app host</strong> · user <code>${esc(id)}</code> (${esc(username)}) · initData: <strong id="variant">${esc(variant)}</strong>
· <a href="?variant=valid&amp;lang=${lang}">valid</a> · <a href="?variant=forged&amp;lang=${lang}">forged</a> · <a href="?variant=stale&amp;lang=${lang}">stale</a>
<div>Messages from the mini-app: <output id="events"></output></div></header>
<iframe id="miniapp" title="Mini-app" src="${esc(src)}"></iframe>
<script nonce="${esc(nonce)}">addEventListener("message",function(e){var d;try{d=JSON.parse(e.data)}catch(_){return}if(!d||typeof d.eventType!=="string")return;var o=document.getElementById("events");o.textContent=(o.textContent?o.textContent+" ":"")+d.eventType});</script>
</body></html>`);
  });
  return router;
}

import type { Request, Response } from "express";

/** What the sandbox's fake third-party pages share: escaping, amounts, the plain page frame, svg answers, cookies. */
export const esc = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const fmt = (amount: number) => amount.toLocaleString("en-US", { maximumFractionDigits: 2 });

const css = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#0d0b1e;color:#f3f0ff}main{max-width:760px;margin:0 auto;padding:24px}
h1{font-size:1.5rem}fieldset{border:1px solid #4b3f8f;border-radius:8px;margin:0 0 16px;padding:12px 16px}label{display:block;margin:6px 0}
button{font:inherit;padding:10px 18px;border-radius:8px;border:0;margin:4px 8px 4px 0;cursor:pointer;background:#7c5cff;color:#fff}
button.secondary{background:#3a335e}button.danger{background:#c0392b}input,select{font:inherit;padding:6px;border-radius:6px;border:1px solid #4b3f8f;background:#1b1738;color:#fff}
.slot{text-align:center}.slot__reels{display:block;width:100%;max-width:min(720px,calc((100vh - 290px) * 1.636));min-width:min(100%,280px);height:auto;margin:12px auto;border-radius:20px;box-shadow:0 0 0 4px #ffc83d,0 12px 32px rgb(0 0 0 / .5)}
.slot__controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center}.slot__controls label{margin:0}.slot__spin{background:linear-gradient(180deg,#ffd866,#ffb81f);color:#1a1300;font-weight:800;padding:12px 32px;border-radius:999px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2c2552;padding:6px;text-align:left}.note{color:#b9b0e0}.result{font-size:1.25rem;padding:12px;border-radius:8px;background:#1b1738}
.odds td,.odds th{padding:6px 4px}.odds button{padding:8px 6px;margin:0;min-width:44px;min-height:44px}
@media (max-width:480px){main{padding:12px}}`;

export function page(res: Response, title: string, body: string, status = 200, lang = "en") {
  const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "";
  res
    .status(status)
    .type("html")
    .send(`<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} · Sandbox</title><style${nonce ? ` nonce="${esc(nonce)}"` : ""}>${css}</style></head><body><main>${body}</main></body></html>`);
}

export function svg(res: Response, body: string) {
  res.type("image/svg+xml").set("Cache-Control", "public, max-age=86400").send(body);
}

export function cookie(req: Request, name: string): string | null {
  const match = (req.headers.cookie ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}


/**
 * The offline page (docs/decisions/016): the last hall the player saw, made static (its scripts removed, so
 * nothing tries to hydrate or fetch), with a notice on top; or, when no hall was seen yet, a plain page with the
 * notice alone. Pure string work, run in the worker.
 */
export interface OfflineTexts {
  lang: "uz" | "ru";
  title: string;
  text: string;
  retry: string;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlineNotice(texts: OfflineTexts): string {
  // Inline style attributes only: the page's nonce-bound styles of the cached copy stay as they were.
  return `<div class="offline-notice" role="alert" data-offline="true" style="position:sticky;top:0;z-index:1000;padding:12px 16px;background:#3a2a00;color:#ffe7a3;font:15px/1.4 system-ui,sans-serif;text-align:center"><strong>${escape(texts.title)}</strong> ${escape(texts.text)} <a href="" style="color:#ffc83d">${escape(texts.retry)}</a></div>`;
}

/** The cached hall document with the notice after `<body …>` and no scripts or module preloads. */
export function offlineFromHall(html: string, texts: OfflineTexts): string {
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const body = /<body\b[^>]*>/i.exec(stripped);
  if (!body) return offlineStandalone(texts);
  const at = body.index + body[0].length;
  return `${stripped.slice(0, at)}${offlineNotice(texts)}${stripped.slice(at)}`;
}

export function offlineStandalone(texts: OfflineTexts): string {
  return `<!doctype html><html lang="${texts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="theme-color" content="#0d0b1e"><title>${escape(texts.title)}</title></head><body style="margin:0;background:#0d0b1e;color:#f3f0ff">${offlineNotice(texts)}</body></html>`;
}

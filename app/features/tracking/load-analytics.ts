/**
 * Inserts the consented loaders' scripts once per document (docs/decisions/024): async, so they never hold up
 * the page, with the page's nonce (the browser exposes it as a property only), whose policy allows them.
 */
export function loadAnalytics(scripts: readonly string[]) {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  for (const src of scripts) {
    if (document.querySelector(`script[data-analytics="${CSS.escape(src)}"]`)) continue;
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.dataset.analytics = src;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
  }
}

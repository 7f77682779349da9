/**
 * A return address the site may follow or store: a path on this site, never another origin.
 * `//evil.example`, `/\evil.example`, `/.//evil.example` (which URL parsing normalises to `//evil.example`),
 * tabs and newlines (browsers drop them: `/\t/evil.example` is `//evil.example`), `javascript:` and absolute
 * URLs all give the fallback. The value returned is judged again, as a browser would resolve it: checking only
 * the input let dot segments through.
 *
 * Used on the server and in the browser, and inlined into the social popup's last page (its source text):
 * keep it one self-contained function, with no module-level helpers or imports.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  const base = "http://site.invalid";
  // A path a browser resolves on this site: one leading slash, then neither slash nor backslash, no controls.
  const isSitePath = (value: string) => /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!isSitePath(value)) return fallback;
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const result = `${url.pathname}${url.search}${url.hash}`;
    if (!isSitePath(result) || new URL(result, base).origin !== base) return fallback;
    return result;
  } catch {
    return fallback;
  }
}

import { type CookieOptions, createCookie } from "@remix-run/node";

/** What every cookie of the site is unless it says otherwise: whole site, out of scripts' reach, same-site. */
export const siteCookieDefaults = { path: "/", httpOnly: true, sameSite: "lax" } as const satisfies CookieOptions;

/**
 * A cookie of the site. It carries no `secure` flag of its own: the HTTP server adds `Secure` to every
 * `Set-Cookie` of a request that arrived over HTTPS (`withSecure`), whoever wrote it, the platform included.
 */
export function siteCookie(name: string, options: CookieOptions = {}) {
  return createCookie(name, { ...siteCookieDefaults, ...options });
}

/** A `Set-Cookie` line for a plain string value (the value is URI-encoded). */
export function serializeSiteCookie(name: string, value: string, options: { maxAge?: number; httpOnly?: boolean } = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${siteCookieDefaults.path}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.httpOnly ?? siteCookieDefaults.httpOnly) parts.push("HttpOnly");
  parts.push("SameSite=Lax");
  return parts.join("; ");
}

export const EMBEDDED_COOKIE = "embedded";
export const embeddedCookiePattern = new RegExp(`(?:^|;\\s*)${EMBEDDED_COOKIE}=1(?:;|$)`);

/**
 * The page is shown inside an operator's frame, on the raw headers (`Sec-Fetch-Dest`, `Cookie`): a framed
 * document says so itself; the data requests inside the frame carry the `embedded=1` cookie its document left.
 */
export function framedBy(dest: string | null | undefined, cookie: string | null | undefined): boolean {
  if (dest === "iframe" || dest === "frame") return true;
  if (dest === "document") return false;
  return embeddedCookiePattern.test(cookie ?? "");
}

/** The attribute names of a `Set-Cookie` line (everything after the first `;`), lower-cased. */
function attributeNames(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((attribute) => attribute.split("=")[0]!.trim().toLowerCase());
}

/**
 * The same `Set-Cookie` line with the `Secure` attribute, added only when it lacks one. For a page shown in an
 * operator's frame (`framed`) the cookie must also travel in a cross-site frame: `SameSite=None` replaces the
 * line's own SameSite, and `Partitioned` (CHIPS) keeps it to that operator's site, where browsers allow it at
 * all (docs/decisions/017).
 */
export function withSecure(setCookie: string, framed = false): string {
  let line = setCookie.replace(/[\s;]+$/, "");
  // Idempotent (a line may pass here more than once, as `res.append` re-sets the whole list): a line that is
  // already `SameSite=None` alone keeps its order.
  if (framed) {
    const sameSites = line.match(/;\s*samesite(?:=[^;]*)?(?=;|$)/gi) ?? [];
    if (sameSites.length !== 1 || !/=\s*none\s*$/i.test(sameSites[0]!)) {
      line = `${line.replace(/;\s*samesite(?:=[^;]*)?(?=;|$)/gi, "")}; SameSite=None`;
    }
    if (!attributeNames(line).includes("partitioned")) line = `${line}; Partitioned`;
  }
  if (attributeNames(line).includes("secure")) return framed ? line : setCookie;
  return `${line}; Secure`;
}

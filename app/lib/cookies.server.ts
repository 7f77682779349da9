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

/** The attribute names of a `Set-Cookie` line (everything after the first `;`), lower-cased. */
function attributeNames(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((attribute) => attribute.split("=")[0]!.trim().toLowerCase());
}

/** The same `Set-Cookie` line with the `Secure` attribute, added only when it lacks one. */
export function withSecure(setCookie: string): string {
  if (attributeNames(setCookie).includes("secure")) return setCookie;
  return `${setCookie.replace(/[\s;]+$/, "")}; Secure`;
}

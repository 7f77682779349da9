/** Anything that may hold a player's data: kept by no cache, not even the browser's (docs/decisions/008). */
export const PLAYER_CACHE_CONTROL = "private, no-store";
/** A guest's page: never in a shared cache (per-response nonce, toasts), always asked again (docs/decisions/008). */
export const GUEST_CACHE_CONTROL = "private, no-cache";

/**
 * Cookies that only hold a preference: the language (`i18n_redirected`, `i18n_locale`), being framed by an operator
 * (`embedded`) and the analytics answer (`analytics_consent`, decision 024). Every guest may carry them, so alone they
 * never make a page a player's: it stays a guest's page (`private, no-cache`), which the service worker may keep
 * for the offline hall (decision 016) and the document cache may share between guests with the same values
 * (decision 039, server/document-cache.ts). Decision 057.
 */
export const PREFERENCE_COOKIES: ReadonlySet<string> = new Set(["i18n_redirected", "i18n_locale", "embedded", "analytics_consent"]);

export interface CacheInput {
  method: string;
  /** The request's `Cookie` header. */
  cookie: string | null;
  /** Cookies that only hold a preference: carrying them alone does not make a visitor a player. */
  preferenceCookies?: ReadonlySet<string>;
  /** The response sets a cookie (the platform's session, a flash toast being cleared, a money key…). */
  setsCookie: boolean;
  status: number;
  /** A policy a route declared itself, kept for guests only. */
  declared?: string | null;
}

function cookieNames(header: string | null): string[] {
  return (header ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .filter(Boolean);
}

/**
 * The `Cache-Control` of a document or data response. The site cannot tell the platform's session cookie by
 * name (the operator's platform names it), so any cookie that is not a known preference makes the response
 * personal, as do a cookie being set, a non-GET request (an action's answer) and a server error.
 */
export function cacheControlFor(input: CacheInput): string {
  const personal =
    (input.method !== "GET" && input.method !== "HEAD") ||
    input.setsCookie ||
    input.status >= 500 ||
    cookieNames(input.cookie).some((name) => !(input.preferenceCookies ?? PREFERENCE_COOKIES).has(name));
  if (personal) return PLAYER_CACHE_CONTROL;
  return input.declared || GUEST_CACHE_CONTROL;
}

import { serializeSiteCookie } from "~/lib/cookies.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * The analytics loaders of general info's `analytic` (spec §3, §4, §7; docs/decisions/024): each configured one
 * is `{ id, src }`, and only the ones below are known. The customer-data platform also gets the player's uid.
 */
export const loaderKinds = ["tag_manager", "web_analytics", "product_analytics", "marketing", "cdp"] as const;
export type LoaderKind = (typeof loaderKinds)[number];
export type AnalyticsLoader = { kind: LoaderKind; id: string; src: string };

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;
/** What a CSP source may be, checked on the value written: a bare origin, nothing a header could misread. */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;
const SANDBOX_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/;

/**
 * The origin a loader's script comes from, or `null` when it may not be used at all: an https URL without
 * credentials; in sandbox mode also the sandbox's own (`http://localhost`, `http://127.0.0.1`) and a path on
 * the site, whose origin is `'self'` (returned as "").
 */
export function scriptOrigin(src: unknown, options: { sandbox: boolean }): string | null {
  if (typeof src !== "string" || src.length > 2048) return null;
  if (src.startsWith("/")) return options.sandbox && safeRedirectPath(src, "") === src ? "" : null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const origin = url.origin;
  if (HTTPS_ORIGIN.test(origin)) return origin;
  if (options.sandbox && SANDBOX_ORIGIN.test(origin)) return origin;
  return null;
}

/** The usable loaders of an `analytic` value; anything malformed is left out, never guessed. */
export function parseAnalytic(analytic: unknown, options: { sandbox: boolean }): AnalyticsLoader[] {
  if (!analytic || typeof analytic !== "object") return [];
  const loaders: AnalyticsLoader[] = [];
  for (const kind of loaderKinds) {
    const entry = (analytic as Record<string, unknown>)[kind];
    if (!entry || typeof entry !== "object") continue;
    const { id, src } = entry as Record<string, unknown>;
    if (typeof id !== "string" || !ID.test(id) || scriptOrigin(src, options) === null) continue;
    loaders.push({ kind, id, src: src as string });
  }
  return loaders;
}

/** The script URL the page inserts: the loader's `src` with `id` (and, for the CDP, the signed-in player's `uid`). */
export function loaderUrl(loader: AnalyticsLoader, uid: number | null): string {
  const url = new URL(loader.src, "http://site.invalid");
  url.searchParams.set("id", loader.id);
  if (loader.kind === "cdp" && uid !== null && uid > 0) url.searchParams.set("uid", String(uid));
  return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : url.href;
}

/** The distinct origins to allow for these script URLs (a site path adds none). */
export function scriptOrigins(scripts: readonly string[], options: { sandbox: boolean }): string[] {
  return [...new Set(scripts.map((src) => scriptOrigin(src, options)).filter((origin): origin is string => Boolean(origin)))];
}

/** The directives analytics needs: its script, its beacons and its pixels. */
const GROWN = ["script-src", "connect-src", "img-src"] as const;

/**
 * A Content-Security-Policy with `origins` added to script-src, connect-src and img-src. Each origin is judged
 * again here, whoever computed it: a value that is not a bare origin never reaches the header.
 */
export function policyWithOrigins(policy: string, origins: readonly string[], options: { sandbox: boolean }): string {
  const allowed = origins.filter((origin) => HTTPS_ORIGIN.test(origin) || (options.sandbox && SANDBOX_ORIGIN.test(origin)));
  if (!allowed.length) return policy;
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name || !(GROWN as readonly string[]).includes(name)) return directive.trim();
      return [name, ...new Set([...sources, ...allowed])].join(" ");
    })
    .join("; ");
}

export const CONSENT_COOKIE = "analytics_consent";
export const consentDecisions = ["granted", "denied"] as const;
export type ConsentDecision = (typeof consentDecisions)[number];
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

export function isConsentDecision(value: unknown): value is ConsentDecision {
  return (consentDecisions as readonly unknown[]).includes(value);
}

/** The player's recorded decision, or `null` when they have not decided (or the cookie is not one we wrote). */
export function readConsent(cookie: string | null | undefined): ConsentDecision | null {
  const match = (cookie ?? "").match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`));
  const value = match ? match[1]!.trim() : null;
  return isConsentDecision(value) ? value : null;
}

export function consentCookie(decision: ConsentDecision): string {
  return serializeSiteCookie(CONSENT_COOKIE, decision, { maxAge: CONSENT_MAX_AGE });
}

/**
 * What the page gets: whether to ask, and the script URLs to insert (only after consent). A page of a player who
 * declined, or of a site with nothing configured, gets neither.
 */
export function analyticsState(request: Request, analytic: unknown, uid: number | null, options: { sandbox: boolean }) {
  const loaders = parseAnalytic(analytic, options);
  const consent = readConsent(request.headers.get("cookie"));
  return {
    ask: loaders.length > 0 && consent === null,
    /** Field Web Vitals are reported only then (decision 069). */
    consented: consent === "granted",
    scripts: consent === "granted" ? loaders.map((loader) => loaderUrl(loader, uid)) : [],
  };
}
export type AnalyticsState = ReturnType<typeof analyticsState>;

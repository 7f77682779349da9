import { type Locale, localeFromPath, localizePath, stripLocale } from "~/i18n/config";
import { seoSettings, seoSettingsHeld } from "./seo.server";
import type { Span } from "../../server/tracing";

/** One rule of the SEO config's redirect list (spec §2, docs/decisions/025). */
export interface RedirectRule {
  from_url: string;
  to_url: string;
  /** `internal`: a path of this site (kept in the request's language); `external`: an absolute http(s) url. */
  type?: string;
  /** 301 (default) or 302. */
  permanent?: boolean;
}

export interface RedirectTarget {
  location: string;
  status: 301 | 302;
}

function pattern(from: string): RegExp {
  const bare = from.trim().replace(/\/+$/, "") || "/";
  const body = bare.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.*)");
  return new RegExp(`^${body}/?$`, "i");
}

/** The rule a bare path (no locale prefix) matches, with what its wildcard caught. */
function matchRule(bare: string, rules: readonly RedirectRule[]): { rule: RedirectRule; caught: string[] } | null {
  for (const rule of rules) {
    if (typeof rule?.from_url !== "string" || typeof rule.to_url !== "string" || !rule.from_url.startsWith("/") || !rule.to_url.trim()) continue;
    const found = pattern(rule.from_url).exec(bare);
    if (found) return { rule, caught: found.slice(1) };
  }
  return null;
}

function fill(target: string, caught: string[]): string {
  let index = 0;
  return target.replace(/\*/g, () => caught[index++] ?? "");
}

function isExternal(rule: RedirectRule, to: string): boolean {
  return rule.type === "external" || /^https?:\/\//i.test(to);
}

/** Adds the request's query to the target's own (the target's parameters first). */
function withQuery(target: string, search: string): string {
  if (!search || search === "?") return target;
  const [path = "", query = ""] = target.split("?", 2) as [string, string?] as [string, string];
  const merged = new URLSearchParams(query);
  for (const [key, value] of new URLSearchParams(search)) merged.append(key, value);
  const text = merged.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Where the redirect list sends a request (spec §2): `from_url` with `*` wildcards (what they catch fills the
 * `*` of `to_url`), matched on the path without its locale prefix and trailing slash; internal targets keep the
 * request's language, external ones must be http(s); the query is kept. Chains are followed to their end (at most
 * 5 steps); a rule leading back to where it started (a loop) is refused: no redirect, a warning in the log.
 */
export function resolveRedirect(pathname: string, search: string, rules: readonly RedirectRule[]): RedirectTarget | null {
  if (!rules.length) return null;
  const locale: Locale = localeFromPath(pathname);
  const start = stripLocale(pathname).replace(/\/+$/, "") || "/";
  const seen = new Set([start.toLowerCase()]);
  let current = start;
  let result = null as { to: string; external: boolean; permanent: boolean } | null;
  let chainPermanent = true;
  for (let step = 0; step < 5; step += 1) {
    const matched = matchRule(current, rules);
    if (!matched) break;
    const to = fill(matched.rule.to_url.trim(), matched.caught);
    chainPermanent = chainPermanent && matched.rule.permanent !== false;
    const permanent = chainPermanent;
    if (isExternal(matched.rule, to)) {
      if (!/^https?:\/\/[^/]+/i.test(to)) {
        console.warn(`[redirects] refused ${matched.rule.from_url}: external target ${to} is not an http(s) url`);
        return null;
      }
      result = { to, external: true, permanent };
      break;
    }
    if (!to.startsWith("/") || to.startsWith("//")) {
      console.warn(`[redirects] refused ${matched.rule.from_url}: internal target ${to} is not a site path`);
      return null;
    }
    const [targetPath = "/"] = to.split("?");
    const next = targetPath.replace(/\/+$/, "") || "/";
    if (seen.has(next.toLowerCase())) {
      console.warn(`[redirects] refused ${start}: the rules loop back (${[...seen, next].join(" → ")})`);
      return null;
    }
    seen.add(next.toLowerCase());
    result = { to, external: false, permanent };
    current = next;
  }
  if (!result) return null;
  const location = result.external ? result.to : localizeTarget(result.to, locale);
  return { location: withQuery(location, search), status: result.permanent ? 301 : 302 };
}

function localizeTarget(to: string, locale: Locale): string {
  const index = to.search(/[?#]/);
  const path = index === -1 ? to : to.slice(0, index);
  return `${localizePath(path, locale)}${index === -1 ? "" : to.slice(index)}`;
}

/** Paths the redirect list never applies to: data requests, resources, actions, translations. */
const exempt = /^\/(?:ru\/)?(?:_resources|_actions|locales|sandbox|oauth|hit)(?:\/|$)|\.data$/;

interface RedirectRequest {
  method: string;
  path: string;
  originalUrl: string;
  get(name: string): string | undefined;
}

function targetOf(req: RedirectRequest, settings: { redirects?: unknown } | null | undefined): RedirectTarget | null {
  const rules = Array.isArray(settings?.redirects) ? (settings.redirects as RedirectRule[]) : [];
  return resolveRedirect(req.path, req.originalUrl.slice(req.path.length), rules);
}

/**
 * Where the redirect list sends a request: the answer at once when the host's SEO config is held (the usual
 * case: it is cached for a minute and refreshed behind), else a promise of it (a cold start). Never a failure:
 * without the content service nothing is redirected.
 */
export function redirectLookup(req: RedirectRequest, trace?: Span): RedirectTarget | null | Promise<RedirectTarget | null> {
  if ((req.method !== "GET" && req.method !== "HEAD") || exempt.test(req.path)) return null;
  const host = req.get("x-forwarded-host") ?? req.get("host") ?? "";
  const locale = localeFromPath(req.path);
  const held = seoSettingsHeld(host, locale);
  if (held) return targetOf(req, held.value);
  return seoSettings(host, locale, { trace }).then(
    (settings) => targetOf(req, settings),
    (error: unknown) => {
      console.warn("[redirects] skipped:", String(error));
      return null;
    },
  );
}

interface RedirectResponse {
  locals: Record<string, unknown>;
  set(name: string, value: string): unknown;
  redirect(status: number, url: string): void;
}

export function sendRedirect(res: RedirectResponse, target: RedirectTarget) {
  res.set("Cache-Control", "public, max-age=300");
  res.redirect(target.status, target.location);
}

/**
 * The redirect list as an Express middleware (spec §2, decision 025). A request whose host's config is held is
 * redirected here or passed on. On a cold start the config is read alongside the page (issue 14: the list no
 * longer adds a round trip before the page's own reads): the lookup waits on `res.locals`, and whoever answers
 * (`awaitRedirect`) sends the redirect instead when it matches.
 */
export function configuredRedirects() {
  return (req: RedirectRequest, res: RedirectResponse, next: (error?: unknown) => void) => {
    // The request's span, when tracing is on (server/tracing.ts, decision 076).
    const found = redirectLookup(req, res.locals.span as Span | undefined);
    if (found instanceof Promise) {
      res.locals.pendingRedirect = found;
      return next();
    }
    if (found) return sendRedirect(res, found);
    next();
  };
}

/** After `configuredRedirects`: true when the request was redirected (its answer is sent), false to answer it. */
export async function awaitRedirect(res: RedirectResponse): Promise<boolean> {
  const pending = res.locals.pendingRedirect as Promise<RedirectTarget | null> | undefined;
  if (!pending) return false;
  const target = await pending;
  if (!target) return false;
  sendRedirect(res, target);
  return true;
}

import { redirect } from "@remix-run/node";
import type { ServerBuild } from "@remix-run/node";
import { type Locale, defaultLocale, localeFromPath } from "~/i18n/config";
import { i18next } from "~/i18n/i18next.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { PlatformError, systemPageFor } from "./errors";
import { SYSTEM_PAGE_HEADER } from "./system-page-header";

/**
 * Issue 28.3 (docs/decisions/053): every fault a loader or action lets through, on every route, answered as the
 * spec's catalogue says — never Remix's bare `{"message":"Unexpected Server Error"}` nor a 500.
 *
 * - The fatal cases (§8 global behaviour: UserBanned, ApplicationDisabled/Unavailable, any HTTP 403, a 404, no
 *   answer in time) are their system pages with their status. A document gets the page; a fetcher's `.data` answer
 *   carries the same status and `{ type, status, message }` (the client's boundary shows the page); a request asking
 *   for JSON gets that JSON.
 * - `Authorization` (the platform session ended under the player): back to the sign-in form, returning to the page.
 *   A JSON request gets 401 with the translated message.
 * - Any other platform refusal: a form's post goes back to its page with the translated message as a toast; a
 *   JSON request gets the platform's 4xx (a 5xx as 502) with that message.
 */

/** The system pages a fault can be (`type` of the answer, as the error boundary reads it). */
export type FaultKind = "maintenance" | "user-banned" | "forbidden" | "not-found";


const pageKeys: Record<FaultKind, string> = {
  maintenance: "maintenance",
  "user-banned": "userBlocked",
  forbidden: "forbidden",
  "not-found": "notFound",
};

/** The path of each fault's page (the boundary shows it the same way on a page route). */
const pagePaths: Record<FaultKind, string> = {
  maintenance: "/_system/maintenance",
  "user-banned": "/_system/user-blocked",
  forbidden: "/_system/forbidden",
  "not-found": "/_system/not-found",
};

const systemKinds: ReadonlySet<string> = new Set(Object.keys(pageKeys));

/**
 * The language of the answer: the path's, else (a locale-less action: `/_actions/*`, `/oauth/callback`) the page's
 * that sent the request (Referer), else the default.
 */
export function faultLocale(request: Request): Locale {
  const own = new URL(request.url).pathname;
  if (localeFromPath(own) !== defaultLocale) return localeFromPath(own);
  const referer = request.headers.get("referer");
  if (!referer) return defaultLocale;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? localeFromPath(from.pathname) : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

const prefixOf = (locale: Locale) => (locale === defaultLocale ? "" : `/${locale}`);

/** A browser's navigation or plain form post (works without JavaScript): it is shown a page. */
function isNavigation(request: Request): boolean {
  const dest = request.headers.get("sec-fetch-dest");
  if (dest) return dest === "document" || dest === "iframe" || dest === "frame";
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** A script's request that asked for JSON (the live chat, a fetch of a resource): it is given JSON. */
function wantsJson(request: Request): boolean {
  return !isNavigation(request) && (request.headers.get("accept") ?? "").includes("application/json");
}

/** Which system page a fault is, or null when it is not one. */
export function faultKindOf(error: unknown): { kind: FaultKind; status: number } | null {
  if (error instanceof PlatformError) {
    if (error.timedOut) return { kind: "maintenance", status: 503 };
    const page = systemPageFor(error);
    return page ? { kind: page.kind, status: page.status } : null;
  }
  const thrown = thrownData(error);
  if (thrown && typeof thrown.type === "string" && systemKinds.has(thrown.type)) {
    return { kind: thrown.type as FaultKind, status: thrown.status };
  }
  return null;
}

/** A `data({ type }, { status })` a loader threw (the system page answer of read.server.ts). */
function thrownData(error: unknown): { type?: unknown; status: number } | null {
  if (typeof error !== "object" || error === null || (error as { type?: unknown }).type !== "DataWithResponseInit") return null;
  const { data, init } = error as { data?: { type?: unknown }; init?: { status?: number } | null };
  return { type: data?.type, status: init?.status ?? 500 };
}

const noStore = { "Cache-Control": "private, no-store" };

/** The address a refused form post goes back to: the page that sent it (same origin only), else the locale's home. */
function backTo(request: Request, locale: Locale): string {
  const url = new URL(request.url);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) return safeRedirectPath(`${from.pathname}${from.search}`, prefixOf(locale) || "/");
    } catch {
      // An unreadable Referer: home.
    }
  }
  return prefixOf(locale) || "/";
}

/**
 * The answer a fault gets (to throw), or null when it is not a platform fault (a crash of ours stays a 500 with
 * its page; a response thrown on purpose passes through untouched).
 */
export async function faultAnswer(error: unknown, request: Request, options: { resource: boolean }): Promise<Response | null> {
  if (error instanceof Response) return null;
  const locale = faultLocale(request);
  const t = await i18next.getFixedT(locale);
  const page = faultKindOf(error);
  if (page) {
    const message = t(`system.${pageKeys[page.kind]}.header`);
    const headers = new Headers(noStore);
    if (options.resource && isNavigation(request)) headers.set(SYSTEM_PAGE_HEADER, `${prefixOf(locale)}${pagePaths[page.kind]}`);
    return Response.json({ type: page.kind, status: page.status, message }, { status: page.status, headers });
  }
  if (!(error instanceof PlatformError)) return null;
  if (error.type === "Authorization") {
    if (wantsJson(request)) return Response.json({ type: "sign-in", status: 401, message: t("system.fault.sessionEnded") }, { status: 401, headers: noStore });
    const back = request.method === "GET" && !options.resource ? `${new URL(request.url).pathname}${new URL(request.url).search}` : backTo(request, locale);
    return redirect(`${prefixOf(locale)}/forms/sign_in?redirectTo=${encodeURIComponent(back)}`, {
      status: 303,
      headers: { ...noStore, "Set-Cookie": await flashToastHeader({ type: "error", key: "system.fault.sessionEnded" }) },
    });
  }
  const refused = error.status >= 400 && error.status < 500;
  const key = refused ? "system.fault.refused" : "system.fault.unavailable";
  if (wantsJson(request)) {
    const status = refused ? error.status : 502;
    return Response.json({ type: refused ? "refused" : "unavailable", status, message: t(key) }, { status, headers: noStore });
  }
  // A page's own read that failed this way is the page's to present (the fault sweep of issue 11 covers them).
  if (request.method === "GET" && !options.resource) return null;
  return redirect(backTo(request, locale), { status: 303, headers: { ...noStore, "Set-Cookie": await flashToastHeader({ type: "error", key }) } });
}

/**
 * The status of the system page a document shows, when one of its routes threw one: a form's post that was refused
 * (400) and whose page then met maintenance shows the maintenance page, with its 503, not the post's 400.
 */
export function shownSystemPageStatus(errors: Record<string, unknown> | null | undefined): number | null {
  return shownSystemPage(errors)?.status ?? null;
}

/** The system page a document shows (its kind and status), or null. */
export function shownSystemPage(errors: Record<string, unknown> | null | undefined): { kind: FaultKind; status: number } | null {
  for (const error of Object.values(errors ?? {})) {
    if (typeof error !== "object" || error === null) continue;
    const { status, data } = error as { status?: unknown; data?: { type?: unknown } | null };
    if (typeof status === "number" && typeof data?.type === "string" && systemKinds.has(data.type)) return { kind: data.type as FaultKind, status };
  }
  return null;
}

type Handler = (args: { request: Request }) => unknown;

/** A route's loader or action, with its faults answered by `faultAnswer`. */
export function guarded<T extends Handler>(handler: T, options: { resource: boolean }): T {
  const wrapped = async (args: Parameters<T>[0]) => {
    try {
      const result = await handler(args);
      return options.resource ? resourceAnswer(result) : result;
    } catch (error) {
      const answer = await faultAnswer(error, args.request, options);
      throw answer ?? error;
    }
  };
  return wrapped as unknown as T;
}

/**
 * A resource route's own answer with the cache policy of player data (issue 28.7): `private, no-store` unless the
 * route declared its answer cacheable (a `max-age`: the manifest, the translations, the side menu's banners). A
 * `data()` it returned becomes the response it describes (Remix would drop its headers).
 */
function resourceAnswer(result: unknown): unknown {
  let response = result;
  if (typeof result === "object" && result !== null && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    response = Response.json(data, init ?? undefined);
  }
  if (!(response instanceof Response)) return result;
  if (response.status >= 300 && response.status < 400) return response;
  const declared = response.headers.get("cache-control") ?? "";
  if (!/max-age=[1-9]/.test(declared) || /no-store/.test(declared)) {
    try {
      response.headers.set("Cache-Control", "private, no-store");
    } catch {
      // Immutable headers (a fetched response passed on): answered as they are.
    }
  }
  return response;
}

/**
 * The build with every route's loader and action guarded: one place, so a new route is covered without asking.
 * A resource route is a module without a page (no default export).
 */
export function guardedBuild(build: ServerBuild): ServerBuild {
  const known = guardedBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = route.module;
    const resource = !module.default;
    routes[id] = {
      ...route,
      module: {
        ...module,
        ...(module.loader ? { loader: guarded(module.loader as Handler, { resource }) } : {}),
        ...(module.action ? { action: guarded(module.action as Handler, { resource }) } : {}),
      } as typeof module,
    };
  }
  const result = { ...build, routes };
  guardedBuilds.set(build, result);
  return result;
}
const guardedBuilds = new WeakMap<ServerBuild, ServerBuild>();

import { http, HttpResponse } from "msw";
import { type DB, deleteDoc, doc, docs, getDb, localize, putDoc, sql } from "./db/store";
import { account } from "./handlers/account";
import { playLimits } from "./handlers/play-limits";
import { auth } from "./handlers/auth";
import { bettingBonuses, bonuses } from "./handlers/bonuses";
import { banners, campaigns, popups } from "./handlers/campaigns";
import { cashbacks } from "./handlers/cashbacks";
import { cashier } from "./handlers/cashier";
import { ApiFault, type Ctx, type Namespace, loadPlayer } from "./handlers/context";
import { contentFault, loyaltyNotices } from "./handlers/content";
import { contentAuth } from "./handlers/content-auth";
import { chat, events } from "./handlers/events";
import { freespins } from "./handlers/freespins";
import { games } from "./handlers/games";
import { jackpots, leaderboard, tournaments } from "./handlers/jackpots";
import { loyalty } from "./handlers/loyalty";
import { metadata } from "./handlers/metadata";
import { storage } from "./handlers/storage";
import { support } from "./handlers/support";
import { trackingHandlers } from "./handlers/tracking";
import { verification } from "./handlers/verification";
import { parseScenario, scenarioOf, slowsMethod, statusOfErrorType } from "./scenario";
import { remoteConfig } from "./seed/config";
import { contentPages, uploadedIcons } from "./seed/pages";

/** Namespaces by their name on the wire (the spec's casing: `Jackpots`, `BettingBonuses`, `Support`). */
export const namespaces: Record<string, Namespace> = {
  // Loss and session-time limits (decision 035) are account methods too.
  account: { ...account, ...playLimits },
  auth,
  banners,
  BettingBonuses: bettingBonuses,
  bonuses,
  campaigns,
  cashbacks,
  cashier,
  chat,
  events,
  freespins,
  games,
  Jackpots: jackpots,
  leaderboard,
  loyalty,
  metadata,
  popups,
  storage,
  support,
  Support: support,
  tournaments,
  verification,
};

/** Every method the sandbox answers, as `namespace.method`. */
export function sandboxMethods(): string[] {
  return Object.entries(namespaces).flatMap(([ns, methods]) => Object.keys(methods).map((m) => `${ns}.${m}`));
}

/**
 * A JSON answer as a plain Response, not `HttpResponse.json`: MSW keeps the `Set-Cookie` of its own responses
 * in a process-wide cookie store and adds them to later requests, which in process would hand one player's
 * session to every other visitor. The platform's cookies must travel only in the response, to be relayed.
 */
function json(body: unknown, init: { status?: number; headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

function platformError(type: string, status: number, message = type, extra: Record<string, unknown> = {}, headers?: Headers) {
  return json({ error: { type: `${type}Exception`, message, ...extra } }, { status, headers });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readParams(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  if (request.method === "GET" || request.method === "HEAD") return params;
  const type = request.headers.get("content-type") ?? "";
  const body = new URLSearchParams();
  if (type.includes("multipart/form-data")) {
    for (const [key, value] of await request.formData()) body.append(key, typeof value === "string" ? value : value.name);
  } else if (type.includes("application/json")) {
    const json = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    for (const [key, value] of Object.entries(json)) body.append(key, value === null ? "null" : String(value));
  } else {
    for (const [key, value] of new URLSearchParams(await request.text())) body.append(key, value);
  }
  for (const [key, value] of params) if (!body.has(key)) body.append(key, value);
  return body;
}

function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === "object" && Array.isArray((value as { items?: unknown }).items)) return { ...value, items: [], total: 0 };
  return value;
}

export interface SandboxOptions {
  /** Origin of the fake third-party pages as the browser sees them; "" when they are on the site itself. */
  pagesOrigin?: string;
  db?: () => DB;
}

/** Answers one main-API call: scenarios first, then the method over the store. */
export async function answer(request: Request, method: string, options: SandboxOptions = {}): Promise<Response> {
  const db = (options.db ?? getDb)();
  const scenario = parseScenario(scenarioOf(request));
  if (slowsMethod(scenario, method)) await sleep(scenario.slowMs);
  if (scenario.maintenance) return platformError("ApplicationDisabled", 503, "The site is under maintenance");
  if (scenario.banned) return platformError("UserBanned", 403, "The player is banned");
  if (scenario.forbidden) return platformError("AccessDenied", 403, "Access denied");
  if (scenario.flaky && Math.random() < scenario.flaky) return new Response("Service Unavailable", { status: 503 });
  if (scenario.fail && (scenario.fail.method === "*" || scenario.fail.method === method)) {
    const first = sql(db, "INSERT OR IGNORE INTO used_faults (token, used_at) VALUES (?, ?)").run(`${scenario.fail.type}:${scenario.fail.method}:${scenario.fail.token}`, Date.now());
    if (first.changes) return platformError(scenario.fail.type, statusOfErrorType(scenario.fail.type), `Sandbox: ${scenario.fail.type} on ${method}`);
  }

  const [ns, name] = [method.slice(0, method.indexOf(".")), method.slice(method.indexOf(".") + 1)];
  const handler = namespaces[ns]?.[name];
  if (!handler) return platformError("MethodNotFound", 404, `Unknown method ${method}`);

  const url = new URL(request.url);
  const { sessionId, player } = loadPlayer(db, request);
  if (player?.banned && method !== "auth.logout") return platformError("UserBanned", 403, "The player is banned");
  const ctx: Ctx = {
    db,
    request,
    method,
    params: await readParams(request),
    locale: url.searchParams.get("locale") === "ru" ? "ru" : "uz",
    sessionId,
    player: player ?? null,
    pagesOrigin: options.pagesOrigin ?? "",
    empty: scenario.empty,
    huge: scenario.huge,
    photos: scenario.photos,
    setCookies: [],
    // Each player's own sandbox clock (decision 026): tests move it forward with POST /sandbox/players/{login}/clock.
    now: Date.now() + (player?.clock_offset_ms ?? 0),
  };
  try {
    let data = await handler(ctx);
    if (scenario.empty && request.method === "GET" && method !== "account.getInfo") data = emptied(data);
    const headers = new Headers();
    for (const cookie of ctx.setCookies) headers.append("set-cookie", cookie);
    // One serialisation: the media paths are put on the sandbox's origin in the JSON text itself (issue 27).
    headers.set("content-type", "application/json");
    return new Response(mediaOnOrigin(JSON.stringify({ data }), ctx.pagesOrigin), { status: 200, headers });
  } catch (error) {
    const headers = new Headers();
    for (const cookie of ctx.setCookies) headers.append("set-cookie", cookie);
    if (error instanceof ApiFault) return platformError(error.type, error.status, error.message, error.extra, headers);
    console.warn(`[sandbox] ${method} failed:`, error);
    return platformError("InternalServerError", 500, String(error));
  }
}

/** The QA panel's content fault (docs/decisions/034): the collection's reads answer like a content service that broke. */
function contentFailure(collection: string) {
  return HttpResponse.json({ data: null, error: { status: 500, name: "InternalServerError", message: `Sandbox: the content service's ${collection} is set to fail` } }, { status: 500 });
}

/**
 * The seed's pictures (`/sandbox/media/…`, as values or in rich text's `src="…"`) on the sandbox's own origin, as a
 * platform's and a content service's absolute picture URLs are: a standalone sandbox serves them, the site does not.
 * In process (`pagesOrigin` empty) nothing changes.
 */
export function onMediaOrigin<T>(value: T, pagesOrigin: string | undefined): T {
  if (!pagesOrigin) return value;
  return JSON.parse(mediaOnOrigin(JSON.stringify(value), pagesOrigin)) as T;
}

/** The same on a JSON text already made. */
function mediaOnOrigin(text: string, pagesOrigin: string | undefined): string {
  if (!pagesOrigin) return text;
  return text.replace(/(\\?")\/sandbox\/media\//g, (_match, quote: string) => `${quote}${pagesOrigin}/sandbox/media/`);
}

/** The content service (Strapi-like): `{ data: [{ id, attributes }], meta }`. */
function strapi(items: Array<Record<string, unknown>>) {
  return { data: items.map(({ id, ...attributes }) => ({ id, attributes })), meta: { pagination: { page: 1, pageSize: items.length, pageCount: 1, total: items.length } } };
}

function contentCollection(db: DB, collection: string, locale: string, url: URL): Array<Record<string, unknown>> {
  if (collection === "pages") {
    const slug = url.searchParams.get("filters[slug][$eq]");
    return contentPages.filter((p) => !slug || p.slug === slug).map((p) => ({ id: p.id, slug: p.slug, ...p[locale === "ru" ? "ru" : "uz"] }));
  }
  if (collection === "seos") {
    const wanted = url.searchParams.get("filters[url][$eq]");
    return localize(docs<Record<string, unknown>>(db, "seo"), locale).filter((s) => !wanted || s.url === wanted);
  }
  if (collection === "domain-seo-settings") return localize(docs<Record<string, unknown>>(db, "domain_seo"), locale);
  // Promotions (decision 028): the sandbox's promotion documents, newest first, filtered by id when asked; no more
  // than `pagination[pageSize]` of them when it is given (the sitemap's read, decision 036).
  if (collection === "promotions") {
    const wanted = url.searchParams.get("filters[id][$eq]");
    const size = Number(url.searchParams.get("pagination[pageSize]"));
    const found = localize(docs<Record<string, unknown>>(db, "promotion"), locale).filter((p) => !wanted || String(p.id) === wanted);
    return Number.isInteger(size) && size > 0 ? found.slice(0, size) : found;
  }
  return docs<Record<string, unknown>>(db, `content:${collection}`).filter((item) => {
    for (const [key, value] of url.searchParams) {
      const match = key.match(/^filters\[(\w+)\]\[\$eq\]$/);
      if (match?.[1] && String(item[match[1]]) !== value) return false;
    }
    return true;
  });
}

export function createHandlers(baseUrl: string, options: SandboxOptions = {}) {
  const db = options.db ?? getDb;
  return [
    http.get(`${baseUrl}/nfx/cms-config/:locale`, ({ request, params }) => HttpResponse.json(remoteConfig(params.locale === "ru" ? "ru" : "uz", new URL(request.url).origin))),
    // Files uploaded to the content service: the external icons of the sprite (decision 037).
    http.get(`${baseUrl}/content/uploads/icons/:file`, ({ params }) => {
      const svg = uploadedIcons[String(params.file)];
      if (!svg) return new Response("Not Found", { status: 404 });
      return new Response(svg, { headers: { "content-type": "image/svg+xml" } });
    }),
    http.all(`${baseUrl}/api/:method`, ({ request, params }) => answer(request, String(params.method), options)),
    ...trackingHandlers(baseUrl, db),

    // The content backend's sign-in (docs/decisions/038), before the generic collections it would otherwise match.
    ...[`${baseUrl}/content/api/users/me`, `${baseUrl}/content/api/auth/*`].map((path) =>
      http.all(path, async ({ request }) => {
        const apiPath = new URL(request.url).pathname.replace(/^.*?\/content\/api\//, "");
        const answer = await contentAuth(db(), request, apiPath);
        return answer ? json(answer.body, { status: answer.status }) : json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} } }, { status: 404 });
      }),
    ),
    // connect/{provider} is a browser page: the sandbox's provider page (on the standalone sandbox's own origin).
    http.get(`${baseUrl}/content/api/connect/:provider`, ({ request, params }) => {
      const search = new URL(request.url).search;
      return new Response(null, { status: 302, headers: { location: `${options.pagesOrigin ?? ""}/sandbox/content-connect/${encodeURIComponent(String(params.provider))}${search}` } });
    }),
    http.get(`${baseUrl}/content/api/:collection`, ({ request, params }) => {
      const url = new URL(request.url);
      const collection = String(params.collection);
      if (contentFault(db()) === collection) return contentFailure(collection);
      if (collection === "loyalty-notices") {
        const notices = loyaltyNotices(db(), url);
        if (notices.status === 400) return HttpResponse.json({ data: null, error: { status: 400, name: "ValidationError", message: notices.message } }, { status: 400 });
        return HttpResponse.json(strapi(notices.items));
      }
      const locale = url.searchParams.get("locale") === "ru" ? "ru" : "uz";
      return HttpResponse.json(onMediaOrigin(strapi(contentCollection(db(), collection, locale, url)), options.pagesOrigin));
    }),
    http.get(`${baseUrl}/content/api/:collection/:id`, ({ params }) => {
      if (contentFault(db()) === String(params.collection)) return contentFailure(String(params.collection));
      const item = doc<Record<string, unknown>>(db(), `content:${String(params.collection)}`, String(params.id));
      if (!item) return HttpResponse.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, { status: 404 });
      return HttpResponse.json(onMediaOrigin({ data: strapi([item]).data[0] }, options.pagesOrigin));
    }),
    http.post(`${baseUrl}/content/api/:collection`, async ({ request, params }) => {
      const body = (await request.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
      if (!body?.data) return HttpResponse.json({ data: null, error: { status: 400, name: "ValidationError", message: "Missing \"data\" payload in the request body" } }, { status: 400 });
      const kind = `content:${String(params.collection)}`;
      const id = (sql(db(), "SELECT COUNT(*) + 1 AS n FROM docs WHERE kind = ?").get(kind) as { n: number }).n;
      const item = { ...body.data, id };
      putDoc(db(), kind, id, item, id);
      return HttpResponse.json(onMediaOrigin({ data: strapi([item]).data[0] }, options.pagesOrigin));
    }),
    http.put(`${baseUrl}/content/api/:collection/:id`, async ({ request, params }) => {
      const body = (await request.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
      const kind = `content:${String(params.collection)}`;
      const current = doc<Record<string, unknown>>(db(), kind, String(params.id));
      if (!current) return HttpResponse.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, { status: 404 });
      if (!body?.data) return HttpResponse.json({ data: null, error: { status: 400, name: "ValidationError", message: "Missing \"data\" payload in the request body" } }, { status: 400 });
      const item = { ...current, ...body.data, id: current.id };
      putDoc(db(), kind, String(params.id), item);
      return HttpResponse.json(onMediaOrigin({ data: strapi([item]).data[0] }, options.pagesOrigin));
    }),
    http.delete(`${baseUrl}/content/api/:collection/:id`, ({ params }) => {
      const kind = `content:${String(params.collection)}`;
      const current = doc<Record<string, unknown>>(db(), kind, String(params.id));
      if (!current || !deleteDoc(db(), kind, String(params.id))) return HttpResponse.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, { status: 404 });
      return HttpResponse.json({ data: strapi([current]).data[0] });
    }),
  ];
}

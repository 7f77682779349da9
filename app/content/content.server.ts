import { observeUpstream } from "../../server/metrics";
import { errorTypeForStatus } from "~/platform/client.server";
import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";
import { type Span, callSpan } from "../../server/tracing";

// The one client of the content service (spec §3, §7): its requests, its errors, its answers flattened.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Content arrives wrapped in `attributes` objects (spec §3): flatten them, and reduce media fields
 * (`{ data: { attributes: { url } } }`) to their url.
 */
export function flattenContent(value: Json): Json {
  if (Array.isArray(value)) return value.map(flattenContent);
  if (!value || typeof value !== "object") return value;
  if ("data" in value && Object.keys(value).length <= 2 && (value.data === null || typeof value.data === "object")) {
    return flattenContent(value.data as Json);
  }
  if ("attributes" in value && value.attributes && typeof value.attributes === "object" && !Array.isArray(value.attributes)) {
    const { attributes, ...rest } = value;
    const flat = flattenContent({ ...rest, ...(attributes as Record<string, Json>) });
    return flat;
  }
  const isMedia = typeof value.url === "string" && ("mime" in value || "formats" in value);
  if (isMedia) return value.url as string;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, flattenContent(item)]));
}

/** A failure of the content service: its body as it came (spec §8), or an UnknownError 500 without one. */
export class ContentError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
    message: string,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/**
 * Nested query objects in the content service's bracket syntax:
 * `{ filters: { url: { $eq: "/x" } } }` → `filters[url][$eq]=/x`. Null and undefined are dropped.
 */
export function encodeContentQuery(query: Record<string, QueryValue>): URLSearchParams {
  const out = new URLSearchParams();
  const walk = (prefix: string, value: QueryValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(`${prefix}[${index}]`, item));
    else if (typeof value === "object") for (const [key, item] of Object.entries(value)) walk(prefix ? `${prefix}[${key}]` : key, item);
    else out.append(prefix, String(value));
  };
  walk("", query as QueryValue);
  return out;
}

export interface ContentRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The content-backend bearer token, when the player has one. */
  token?: string | null;
  fetch?: typeof fetch;
  /** The request's span (the load context's `traceSpan`): the call's span is its child (decision 076). */
  trace?: Span;
}

/** One call to `{CONTENT_API_URL}/api/{path}`; the answer flattened (attributes lifted, media reduced to urls). */
export async function contentRequest<T = Json>(path: string, options: ContentRequest = {}): Promise<T> {
  const env = getEnv();
  const encoded = options.query ? encodeContentQuery(options.query).toString() : "";
  const query = encoded ? `?${encoded}` : "";
  const headers = new Headers({ accept: "application/json" });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  // On the metrics and the span's name: the collection (`pages`, `users/me` → `users`), never an id (issue 40).
  const label = /^[a-z][a-z0-9_-]*/i.exec(path.replace(/^\/+/, ""))?.[0] ?? "other";
  const method = options.method ?? "GET";
  const span = callSpan("content", label, { "http.request.method": method, attempt: 0 }, options.trace);
  span.inject(headers);
  const started = performance.now();
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${env.CONTENT_API_URL}/api/${path.replace(/^\/+/, "")}${query}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(env.PLATFORM_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
    observeUpstream("content", label, timedOut ? "timeout" : "network", performance.now() - started);
    span.end(timedOut ? "timeout" : "unreachable");
    throw cause;
  }
  observeUpstream("content", label, response.ok ? "ok" : errorTypeForStatus(response.status), performance.now() - started);
  span.end(response.ok ? "ok" : `error:${response.status}`, { "http.response.status_code": response.status });
  const text = await response.text();
  let body: Json = null;
  try {
    body = text ? (JSON.parse(text) as Json) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    if (body !== null) throw new ContentError(response.status, body, `content ${path} answered ${response.status}`);
    throw new ContentError(500, { error: { name: "UnknownError", status: 500, message: `content ${path} answered ${response.status}` } }, `UnknownError: content ${path} answered ${response.status}`);
  }
  return flattenContent(body) as T;
}

/** Generic find, findOne, create, update (PUT with a `data` wrapper) and delete of a collection (spec §7). */
export function contentCollection<T = Record<string, Json>>(collection: string, defaults: Pick<ContentRequest, "token" | "fetch" | "trace"> = {}) {
  return {
    find: (query: Record<string, QueryValue> = {}) => contentRequest<T[]>(collection, { ...defaults, query }),
    findOne: (id: string | number, query: Record<string, QueryValue> = {}) => contentRequest<T | null>(`${collection}/${id}`, { ...defaults, query }),
    create: (data: Partial<T>) => contentRequest<T>(collection, { ...defaults, method: "POST", body: { data } }),
    update: (id: string | number, data: Partial<T>) => contentRequest<T>(`${collection}/${id}`, { ...defaults, method: "PUT", body: { data } }),
    delete: (id: string | number) => contentRequest<T | null>(`${collection}/${id}`, { ...defaults, method: "DELETE" }),
  };
}

export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  /** Rich text (HTML as the content service's editor writes it) or plain text; shown only through the sanitiser. */
  body: string;
}

/**
 * A content page by its slug (the `/{slug}` catch-all), or null when there is none. A record without a title
 * is none; a missing or non-text body is an empty one (decision 037).
 */
export async function getContentPage(slug: string, locale: Locale, options: Pick<ContentRequest, "trace"> = {}): Promise<ContentPage | null> {
  const items = await contentRequest("pages", { ...options, query: { filters: { slug: { $eq: slug } }, locale } });
  const first = Array.isArray(items) ? items[0] : null;
  if (!first || typeof first !== "object" || Array.isArray(first)) return null;
  const title = typeof first.title === "string" ? first.title.trim() : "";
  if (!title) return null;
  return {
    id: typeof first.id === "number" ? first.id : 0,
    slug: typeof first.slug === "string" ? first.slug : slug,
    title,
    body: typeof first.body === "string" ? first.body : "",
  };
}

import { getEnv } from "~/env.server";
import { type Json, flattenContent } from "./content.server";

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
}

/** One call to `{CONTENT_API_URL}/api/{path}`; the answer flattened (attributes lifted, media reduced to urls). */
export async function contentRequest<T = Json>(path: string, options: ContentRequest = {}): Promise<T> {
  const env = getEnv();
  const encoded = options.query ? encodeContentQuery(options.query).toString() : "";
  const query = encoded ? `?${encoded}` : "";
  const headers = new Headers({ accept: "application/json" });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const response = await (options.fetch ?? fetch)(`${env.CONTENT_API_URL}/api/${path.replace(/^\/+/, "")}${query}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(env.PLATFORM_TIMEOUT_MS),
  });
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
export function contentCollection<T = Record<string, Json>>(collection: string, defaults: { token?: string | null; fetch?: typeof fetch } = {}) {
  return {
    find: (query: Record<string, QueryValue> = {}) => contentRequest<T[]>(collection, { ...defaults, query }),
    findOne: (id: string | number, query: Record<string, QueryValue> = {}) => contentRequest<T | null>(`${collection}/${id}`, { ...defaults, query }),
    create: (data: Partial<T>) => contentRequest<T>(collection, { ...defaults, method: "POST", body: { data } }),
    update: (id: string | number, data: Partial<T>) => contentRequest<T>(`${collection}/${id}`, { ...defaults, method: "PUT", body: { data } }),
    delete: (id: string | number) => contentRequest<T | null>(`${collection}/${id}`, { ...defaults, method: "DELETE" }),
  };
}

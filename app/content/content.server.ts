import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";

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

export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  body: string;
}

/** A content page by its slug (the `/{slug}` catch-all), or null when there is none. */
export async function getContentPage(slug: string, locale: Locale): Promise<ContentPage | null> {
  const env = getEnv();
  const query = new URLSearchParams({ "filters[slug][$eq]": slug, locale });
  const response = await fetch(`${env.CONTENT_API_URL}/api/pages?${query}`, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(env.PLATFORM_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`content pages answered ${response.status}`);
  const items = flattenContent((await response.json()) as Json);
  const first = Array.isArray(items) ? items[0] : null;
  if (!first || typeof first !== "object" || Array.isArray(first)) return null;
  return first as unknown as ContentPage;
}

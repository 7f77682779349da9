import { type Locale, stripLocale } from "~/i18n/config";
import { type ContentRequest, type Json, contentCollection } from "./content.server";

/** Page SEO record (spec §3), as the pages read it; every field optional. */
export interface SeoRecord {
  url?: string;
  title?: string;
  description?: string;
  robots?: string;
  openGraph?: Record<string, Json>;
  meta?: Array<{ charset?: string; name?: string; httpEquiv?: string; content?: string }>;
  schemaFaq?: Array<{ question: string; answer: string }>;
  schemaArticle?: Record<string, Json>;
  organization?: Record<string, Json>;
  product?: Record<string, Json>;
  canonicalUrl?: string;
  text?: string;
  replacements?: Array<{ find: string; replace: string }>;
}

export interface DomainSeoSettings {
  host?: string;
  replacements?: Array<{ find: string; replace: string }>;
  redirects?: Array<{ from_url: string; to_url: string; type?: string }>;
  default?: SeoRecord;
  canonicalUrl?: string;
  organization?: Record<string, Json>;
  product?: Record<string, Json>;
  [key: string]: unknown;
}

/** The url a SEO record is filed under: the path without locale prefix and trailing slash. */
export function seoUrlOf(pathname: string): string {
  const bare = stripLocale(pathname);
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/**
 * The SEO record of a page (spec §7): one lookup by the current path, one by the route-configured SEO url
 * (e.g. `/game/{sysname}` filed as `/game`), the first match wins. Failures are logged and give null.
 */
export async function getSeoRecord(pathname: string, locale: Locale, options: { routeSeoUrl?: string | null } & Pick<ContentRequest, "fetch"> = {}): Promise<SeoRecord | null> {
  const seos = contentCollection<SeoRecord>("seos", { fetch: options.fetch });
  const urls = [seoUrlOf(pathname), options.routeSeoUrl ? seoUrlOf(options.routeSeoUrl) : null].filter((url, index, all): url is string => Boolean(url) && all.indexOf(url) === index);
  try {
    const found = await Promise.all(urls.map((url) => seos.find({ filters: { url: { $eq: url } }, locale, populate: "deep" })));
    for (const items of found) {
      if (Array.isArray(items) && items[0]) return items[0];
    }
    return null;
  } catch (error) {
    console.warn("[seo] lookup failed, no SEO record:", String(error));
    return null;
  }
}

/** Domain SEO settings by host and locale (spec §7); null when none or on failure. */
export async function getDomainSeoSettings(host: string, locale: Locale, options: Pick<ContentRequest, "fetch"> = {}): Promise<DomainSeoSettings | null> {
  try {
    const answer = await contentCollection<DomainSeoSettings>("domain-seo-settings", { fetch: options.fetch }).find({ host, locale, populate: "deep" });
    const first = Array.isArray(answer) ? answer[0] : (answer as DomainSeoSettings | null);
    return first ?? null;
  } catch (error) {
    console.warn("[seo] domain settings failed:", String(error));
    return null;
  }
}

/** Applies find/replace pairs to every string of a value (spec §3, replacements). */
export function applyReplacements<T>(value: T, replacements: ReadonlyArray<{ find: string; replace: string }>): T {
  if (!replacements.length) return value;
  if (typeof value === "string") return replacements.reduce((text, pair) => text.split(pair.find).join(pair.replace), value as string) as T;
  if (Array.isArray(value)) return value.map((item) => applyReplacements(item, replacements)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, applyReplacements(item, replacements)])) as T;
  }
  return value;
}

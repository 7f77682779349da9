import { type Locale, localeFromPath, stripLocale } from "~/i18n/config";
import { createSwrCache } from "~/lib/swr-cache.server";
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
  // A game's canonical address (/platform/game/…, decision 066) is the same page as /game/…: one SEO record.
  const bare = stripLocale(pathname).replace(/^\/platform(?=\/game(\/|$))/, "");
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/**
 * The SEO record of a page (spec §7): one lookup by the current path, one by the route-configured SEO url
 * (e.g. `/game/{sysname}` filed as `/game`), the first match wins. Failures are logged and give null.
 */
export async function getSeoRecord(pathname: string, locale: Locale, options: { routeSeoUrl?: string | null } & Pick<ContentRequest, "fetch" | "trace"> = {}): Promise<SeoRecord | null> {
  return (await findSeoRecord(pathname, locale, options))?.record ?? null;
}

/** As getSeoRecord, telling which lookup matched: the page's own path, or its route-configured SEO url. */
export async function findSeoRecord(pathname: string, locale: Locale, options: { routeSeoUrl?: string | null } & Pick<ContentRequest, "fetch" | "trace"> = {}): Promise<{ record: SeoRecord; via: "path" | "route" } | null> {
  const seos = contentCollection<SeoRecord>("seos", { fetch: options.fetch, trace: options.trace });
  const own = seoUrlOf(pathname);
  const urls = [own, options.routeSeoUrl ? seoUrlOf(options.routeSeoUrl) : null].filter((url, index, all): url is string => Boolean(url) && all.indexOf(url) === index);
  const lookup = (url: string) => seos.find({ filters: { url: { $eq: url } }, locale, populate: "deep" });
  try {
    // The content service answers every visitor alike: records are cached per url and locale (decision 033),
    // except when a test hands its own fetch.
    const found = await Promise.all(
      urls.map((url) => (options.fetch ? lookup(url) : recordCache.get(`${locale}|${url}`, async () => ({ items: await lookup(url) })).then((cached) => cached.items))),
    );
    for (const [index, items] of found.entries()) {
      if (Array.isArray(items) && items[0]) return { record: items[0], via: urls[index] === own ? "path" : "route" };
    }
    return null;
  } catch (error) {
    console.warn("[seo] lookup failed, no SEO record:", String(error));
    return null;
  }
}

/** SEO records per locale and url: fresh a minute, then stale while one refresh runs; a failed lookup is not kept. */
const recordCache = createSwrCache<{ items: SeoRecord[] }>({
  ttlMs: 60_000,
  max: 1000,
  onError: (key, error) => console.warn(`[seo] refresh of ${key} failed, serving the last good record:`, String(error)),
});

/** Domain SEO settings by host and locale (spec §7); null when none or on failure. */
export async function getDomainSeoSettings(host: string, locale: Locale, options: Pick<ContentRequest, "fetch" | "trace"> = {}): Promise<DomainSeoSettings | null> {
  try {
    const answer = await contentCollection<DomainSeoSettings>("domain-seo-settings", { fetch: options.fetch, trace: options.trace }).find({ host, locale, populate: "deep" });
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

// ——— The page's SEO, computed once per page (issue 18, docs/decisions/025) ———

export type SeoPair = { find: string; replace: string };

/** The SEO of one page, serialisable, as the layouts' loaders hand it to every route's `meta` (app/content/seo.ts). */
export interface PageSeo {
  /** The path this was computed for: a route's meta ignores SEO computed for another path. */
  path: string;
  locale: Locale;
  siteName: string;
  /** The record's title; null when the page keeps its own translated title. */
  title: string | null;
  /** The record's description; null when it has none (the page's own, then defaultDescription, apply). */
  description: string | null;
  defaultDescription: string | null;
  robots: string | null;
  /** `noindex, follow`: the path matches a Disallow rule of the site's robots.txt. */
  disallowed: boolean;
  openGraph: Array<{ property: string; content: string }>;
  meta: Array<{ name?: string; httpEquiv?: string; content: string }>;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  jsonLd: Array<Record<string, unknown>>;
  /** The SEO config's replacements, for the strings the page itself brings (its title). */
  replacements: SeoPair[];
}

/**
 * One per process, though this module is compiled twice (into the Remix build for the layouts' SEO, and into
 * server.js for the redirect list before routing): both read the same settings, so they share the one cache.
 */
const settingsCache = ((globalThis as { [key: symbol]: unknown })[Symbol.for("omad.seo.settings")] ??= createSwrCache<{ value: DomainSeoSettings | null }>({
  ttlMs: 60_000,
  onError: (key, error) => console.warn(`[seo] refresh of ${key} failed, serving the last good value:`, String(error)),
})) as ReturnType<typeof createSwrCache<{ value: DomainSeoSettings | null }>>;

/** The SEO config of a host and locale, cached for a minute; null when there is none or it fails. */
export async function seoSettings(host: string, locale: Locale, options: Pick<ContentRequest, "fetch" | "trace"> = {}): Promise<DomainSeoSettings | null> {
  if (options.fetch) return getDomainSeoSettings(host, locale, options);
  try {
    // Asked for the first request that needs it (its span the call's parent), refreshed later for another.
    const cached = await settingsCache.get(`${host}|${locale}`, async () => {
      const value = await getDomainSeoSettings(host, locale, { trace: options.trace });
      return { value };
    });
    return cached.value;
  } catch {
    return null;
  }
}

/**
 * The SEO config already held for a host and locale (fresh or stale; a stale one is refreshed behind it), or
 * undefined when none is held yet: then `seoSettings` must be asked and waited for.
 */
export function seoSettingsHeld(host: string, locale: Locale): { value: DomainSeoSettings | null } | undefined {
  const key = `${host}|${locale}`;
  const held = settingsCache.peek(key);
  if (held && settingsCache.isStale(key)) void seoSettings(host, locale);
  return held;
}

export function clearSeoSettingsCache() {
  settingsCache.clear();
  recordCache.clear();
}

/**
 * The route-configured SEO url of a path (spec §2: deposit, game, jackpots, offers, promotions, tournaments):
 * the url the second lookup asks for, e.g. `/game/book-of-ra` → `/game`. Null for other paths.
 */
export function routeSeoUrlOf(pathname: string): string | null {
  const bare = seoUrlOf(pathname);
  const match = /^\/(cashier\/deposit|game|jackpots|offers|promotions|tournaments)\/[^/]+(?:\/gamehall)?$/.exec(bare);
  return match ? `/${match[1]}` : null;
}

/** Game pages' canonical carries a `/platform` segment after the locale (spec §9). */
function canonicalPath(pathname: string, locale: Locale): string {
  const bare = seoUrlOf(pathname);
  const withPlatform = /^\/game(\/|$)/.test(bare) ? `/platform${bare}` : bare;
  const localized = locale === "uz" ? withPlatform : withPlatform === "/" ? `/${locale}` : `/${locale}${withPlatform}`;
  return localized.length > 1 ? localized.replace(/\/+$/, "") : localized;
}

/** Where the site lives for canonical urls: the SEO config's canonical url, else the request's origin. */
function siteBase(settings: DomainSeoSettings | null, request: Request): string {
  const configured = typeof settings?.canonicalUrl === "string" ? settings.canonicalUrl.trim() : "";
  if (/^https?:\/\/[^/]+/i.test(configured)) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}

// ——— robots.txt ———

/** What the site keeps from search engines when the SEO config names no robots text: the player's own pages. */
const privatePrefixes = ["/cashier", "/profile", "/responsible-game", "/forms", "/confirmation", "/unsubscribe", "/bets", "/_system", "/_actions", "/_resources", "/oauth", "/sandbox"];

/** The robots.txt of the site: the SEO config's `robotsTxt` when it has one, else the default rules and the sitemap. */
export function robotsTxt(settings: DomainSeoSettings | null, origin: string): string {
  const configured = typeof settings?.robotsTxt === "string" ? settings.robotsTxt.trim() : "";
  if (configured) return `${configured}\n`;
  const rules = privatePrefixes.flatMap((prefix) => (["/sandbox", "/oauth", "/_actions"].includes(prefix) ? [prefix] : [prefix, `/ru${prefix}`]));
  return ["User-agent: *", ...rules.map((rule) => `Disallow: ${rule}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** The Disallow rules that apply to every robot (`User-agent: *` groups). */
export function disallowRules(robots: string): string[] {
  const rules: string[] = [];
  let agents: string[] = [];
  let inRules = false;
  for (const raw of robots.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === "user-agent") {
      if (inRules) agents = [];
      inRules = false;
      agents.push(value);
    } else {
      inRules = true;
      if (field === "disallow" && value && agents.includes("*")) rules.push(value);
    }
  }
  return rules;
}

/** Whether a path matches a Disallow rule (prefix match, `*` any characters, `$` the end). */
export function isDisallowed(pathname: string, rules: readonly string[]): boolean {
  return rules.some((rule) => {
    const anchored = rule.endsWith("$");
    const body = (anchored ? rule.slice(0, -1) : rule).split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*");
    return new RegExp(`^${body}${anchored ? "$" : ""}`).test(pathname);
  });
}

// ——— the page's SEO ———

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function ogProperty(key: string): string {
  const bare = key.replace(/^og[:_]?/i, "");
  return `og:${bare.charAt(0).toLowerCase()}${bare.slice(1).replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

function absolute(url: unknown, base: string): string | null {
  const value = text(url);
  if (!value) return null;
  try {
    return new URL(value, `${base}/`).href;
  } catch {
    return null;
  }
}

function organizationLd(organization: Record<string, Json>, base: string): Record<string, unknown> {
  const contact = organization.contactPoint && typeof organization.contactPoint === "object" && !Array.isArray(organization.contactPoint) ? organization.contactPoint : null;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: organization.name,
    url: absolute(organization.url, base) ?? base,
    ...(absolute(organization.logo, base) ? { logo: absolute(organization.logo, base) } : {}),
    ...(contact ? { contactPoint: { "@type": "ContactPoint", ...contact } } : {}),
    ...(Array.isArray(organization.sameAs) && organization.sameAs.length ? { sameAs: organization.sameAs } : {}),
  };
}

function productLd(product: Record<string, Json>, base: string): Record<string, unknown> {
  const { brandName, image, ...rest } = product;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    ...rest,
    ...(absolute(image, base) ? { image: absolute(image, base) } : {}),
    ...(text(brandName) ? { brand: { "@type": "Brand", name: brandName } } : {}),
  };
}

function isObject(value: unknown): value is Record<string, Json> {
  return Boolean(value) && typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length > 0;
}

/**
 * Everything a page's head carries for search engines (spec §3, §5, §7, §9): the record of its path (or of its
 * route-configured SEO url), the SEO config's defaults and replacements, canonical, alternates, robots and
 * structured data. Never throws: without the content service the page keeps its own title and the defaults.
 */
export async function pageSeo(request: Request, options: { siteName: string | Promise<string> } & Pick<ContentRequest, "fetch" | "trace">): Promise<PageSeo> {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const locale = localeFromPath(pathname);
  const [settings, found, siteName] = await Promise.all([
    seoSettings(url.host, locale, { fetch: options.fetch, trace: options.trace }),
    findSeoRecord(pathname, locale, { routeSeoUrl: routeSeoUrlOf(pathname), fetch: options.fetch, trace: options.trace }),
    options.siteName,
  ]);
  const base = siteBase(settings, request);
  const replacements = [...(settings?.replacements ?? []), ...(found?.record.replacements ?? [])].filter(
    (pair): pair is SeoPair => Boolean(pair) && typeof pair.find === "string" && pair.find !== "" && typeof pair.replace === "string",
  );
  const fallback = isObject(settings?.default) ? (settings.default as SeoRecord) : {};
  const record: SeoRecord = found?.record ?? {};
  // A record found through the route-configured url describes the kind of page (every game), not this one:
  // the page keeps its own title and canonical.
  const exact = found?.via === "path";
  const configured = exact ? text(record.canonicalUrl) : null;
  const canonicalOwn = !configured
    ? null
    : configured.startsWith("/")
      ? `${base}${canonicalPath(configured, locale)}`
      : /^https?:\/\/[^/]+/i.test(configured)
        ? configured.replace(/(?<=[^/])\/+$/, "")
        : null;
  const canonical = canonicalOwn ?? `${base}${canonicalPath(pathname, locale)}`;
  const alternates = [
    { hrefLang: "uz", href: `${base}${canonicalPath(pathname, "uz")}` },
    { hrefLang: "ru", href: `${base}${canonicalPath(pathname, "ru")}` },
    { hrefLang: "x-default", href: `${base}${canonicalPath(pathname, "uz")}` },
  ];
  const title = exact ? text(record.title) : null;
  const description = text(record.description);
  const defaultDescription = text(fallback.description);
  const disallowed = isDisallowed(pathname, disallowRules(robotsTxt(settings, base)));
  const robots = disallowed ? "noindex, follow" : (text(record.robots) ?? text(fallback.robots));

  const og = new Map<string, string>();
  for (const [key, value] of Object.entries({ ...(fallback.openGraph ?? {}), ...(record.openGraph ?? {}) })) {
    const content = key.toLowerCase().includes("image") ? absolute(value, base) : text(value);
    if (content) og.set(ogProperty(key), content);
  }
  if (!og.has("og:type")) og.set("og:type", "website");
  og.set("og:url", canonical);
  og.set("og:site_name", siteName);
  og.set("og:locale", locale === "ru" ? "ru_RU" : "uz_UZ");

  const meta: PageSeo["meta"] = [];
  for (const entry of [...(fallback.meta ?? []), ...(record.meta ?? [])]) {
    const content = text(entry?.content);
    if (!content) continue; // a charset entry: the document already declares utf-8
    const name = text(entry.name);
    if (name && !["description", "robots", "viewport", "theme-color"].includes(name.toLowerCase())) meta.push({ name, content });
    else if (text(entry.httpEquiv)) meta.push({ httpEquiv: text(entry.httpEquiv)!, content });
  }

  const jsonLd: Array<Record<string, unknown>> = [];
  const bare = seoUrlOf(pathname);
  if (bare === "/") {
    jsonLd.push({ "@context": "https://schema.org", "@type": "WebSite", name: siteName, url: `${base}${canonicalPath("/", locale) === "/" ? "" : canonicalPath("/", locale)}`, inLanguage: locale });
  }
  if (exact && Array.isArray(record.schemaFaq) && record.schemaFaq.length) {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: record.schemaFaq.filter((item) => text(item?.question) && text(item?.answer)).map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
    });
  }
  if (exact && isObject(record.schemaArticle) && text(record.schemaArticle.headline)) {
    const { image, ...article } = record.schemaArticle;
    jsonLd.push({ "@context": "https://schema.org", "@type": "Article", ...article, ...(absolute(image, base) ? { image: absolute(image, base) } : {}), mainEntityOfPage: canonical });
  }
  const organization = isObject(record.organization) ? record.organization : bare === "/" && isObject(settings?.organization) ? settings.organization : null;
  if (organization && text(organization.name)) jsonLd.push(organizationLd(organization, base));
  const product = isObject(record.product) ? record.product : bare === "/" && isObject(settings?.product) ? settings.product : null;
  if (product && text(product.name)) jsonLd.push(productLd(product, base));

  const page: PageSeo = {
    path: pathname,
    locale,
    siteName,
    title,
    description,
    defaultDescription,
    robots,
    disallowed,
    openGraph: [...og].map(([property, content]) => ({ property, content })),
    meta,
    canonical,
    alternates,
    jsonLd,
    replacements: [],
  };
  // Urls are left as they are; every other string gets the replacements.
  const replaced = applyReplacements({ ...page, canonical: "", alternates: [] }, replacements);
  return { ...replaced, path: pathname, canonical, alternates, replacements };
}

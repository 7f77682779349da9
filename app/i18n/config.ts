export const locales = ["uz", "ru"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "uz";
export const namespaces = ["common"] as const;
export const defaultNS = "common";

/** Cookies of spec §9: both carry the chosen locale for a year. */
export const localeCookieNames = ["i18n_redirected", "i18n_locale"] as const;
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale of a path comes only from its mount: `/ru/...` is Russian, everything else Uzbek. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** The locale of a request: the mount of its URL, as for the page it asks for. */
export function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The path without its locale prefix, always starting with `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === defaultLocale) return pathname || "/";
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in another locale: the default locale has no prefix, the others do. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === defaultLocale) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * Language codes a link or an old bookmark may carry as a prefix: ours, the region's and the large ones.
 * A list rather than "any two letters", so two-letter content slugs and paths stay reachable.
 */
const languageCodes = new Set([
  "uz", "ru", "en", "kk", "ky", "tg", "tk", "az", "tr", "uk", "be", "ka", "hy", "de", "fr", "es", "it", "pt", "pl",
  "ar", "fa", "zh", "ja", "ko", "hi", "id", "lv", "lt", "et",
]);
const localeLike = { test: (segment: string) => /^[a-z]{2}(?:-[a-z]{2})?$/i.test(segment) && languageCodes.has(segment.slice(0, 2).toLowerCase()) };

/**
 * Spec §2: on an unmatched route the locale in the URL is reset: a locale-looking first segment after the
 * mount (`/uz/gamehall`, `/en/gamehall`, `/ru/ru/gamehall`) is dropped, and the page is asked for in that
 * locale when we have it, else in the default one. Null when the path has no such segment (a real 404).
 */
export function localeResetTarget(pathname: string): string | null {
  const segments = stripLocale(pathname).split("/").filter(Boolean);
  const first = segments[0];
  if (!first || !localeLike.test(first)) return null;
  const wanted = first.toLowerCase();
  const target = isLocale(wanted) ? wanted : defaultLocale;
  return localizePath(`/${segments.slice(1).join("/")}`, target);
}

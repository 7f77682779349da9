import { type InitOptions, type TFunction, type i18n, createInstance } from "i18next";
import { LRUCache } from "lru-cache";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { type Locale, defaultLocale, defaultNS, isLocale, localeOf, locales, namespaces } from "./config";
import { sectionOf } from "./inline";
import { resources } from "./resources.server";

/** i18next's options, the same for the pages' render and for loaders and actions (React escapes, not i18next). */
const options = {
  ns: [...namespaces],
  defaultNS,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  resources,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/**
 * The locale of a request, as remix-i18next finds it: only from the URL's mount (`/ru/...` is Russian, everything
 * else Uzbek, spec §2) — never from Accept-Language, a cookie or `?lng=`.
 */
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async (request) => localeOf(request),
  },
  i18next: options,
});

/**
 * One i18next instance, initialised once at start-up with every translation (issue 14: no instance initialised per
 * request): each document renders with a clone of it in its language, loaders and actions with its fixed `t`s.
 */
const base = createInstance();
void base.use(initReactI18next).init({ ...options, lng: defaultLocale, initImmediate: false });

const fixed = new Map<Locale, TFunction>(locales.map((locale) => [locale, base.getFixedT(locale)]));

export async function localeOfRequest(request: Request): Promise<Locale> {
  const locale = await remixI18next.getLocale(request);
  return isLocale(locale) ? locale : defaultLocale;
}

/** `t` in the request's language, for loaders and actions. A fixed `t` never changes the shared instance. */
export async function getT(request: Request): Promise<TFunction> {
  return fixed.get(await localeOfRequest(request))!;
}

/** `t` of a language by its code (an unknown one gets the default language). */
export const i18next = {
  async getFixedT(locale: string): Promise<TFunction> {
    return fixed.get(locale as Locale) ?? fixed.get(defaultLocale)!;
  },
};

/**
 * The i18next instance a document renders with: a clone of the start-up one in the request's language (the clone
 * shares the store, the plural rules and the interpolator). It notes the top-level sections the render looks up:
 * the document inlines only those (`InlineTranslationsScript`, issue 14).
 */
export async function documentI18n(request: Request): Promise<{ instance: i18n; used: Set<string> }> {
  const instance = base.cloneInstance({ lng: await localeOfRequest(request), initImmediate: false });
  const used = new Set<string>();
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  // react-i18next's `t` (useTranslation's, Trans's) is the instance's `t` with the options fixed: it calls this one.
  instance.t = ((key: unknown, ...rest: unknown[]) => {
    for (const one of Array.isArray(key) ? key : [key]) if (typeof one === "string") used.add(sectionOf(one));
    const keptKey = rest.length === 1 ? keptTextKey(instance.language, key, rest[0]) : null;
    if (keptKey === null) return translate(key, ...rest);
    const kept = keptTexts.get(keptKey);
    if (kept !== undefined) return kept;
    const text = translate(key, ...rest);
    if (typeof text === "string") keptTexts.set(keptKey, text);
    return text;
  }) as unknown as TFunction;
  return { instance, used };
}

/**
 * The texts a render has translated, kept by language, namespace, key and options (issue 27). The translations are
 * loaded once at start-up and never change, so a call with the same key and options gives the same text in every
 * render, and i18next's lookup (key parsing, resolution, interpolation and nesting passes, about 7–16 µs a call on
 * this machine) was a tenth of a page's server CPU. Only calls whose options are plain values (a name, a count) are
 * kept, and only short ones: a value that is an object (`replace`, `postProcess`…) or a long text is translated
 * every time, and the least recently used entries go first.
 */
const keptTexts = new LRUCache<string, string>({ max: 10_000 });
/** What react-i18next's fixed `t` adds to every call's options; the language and namespace are in the key. */
const FIXED_T_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
const MAX_KEPT_KEY = 400;

/** The key a call is kept under, or null for a call that is translated every time. */
export function keptTextKey(language: string, key: unknown, options: unknown): string | null {
  if (typeof key !== "string" || options === null || typeof options !== "object") return null;
  const given = options as Record<string, unknown>;
  // A prefix or a list of languages changes the lookup in ways the key below does not carry.
  if (given.lngs != null || given.keyPrefix != null) return null;
  const lng = given.lng ?? language;
  const ns = given.ns ?? defaultNS;
  if (typeof lng !== "string" || !(typeof ns === "string" || (Array.isArray(ns) && ns.every((one) => typeof one === "string")))) return null;
  const parts: unknown[] = [lng, ns, key];
  for (const name of Object.keys(given)) {
    if (FIXED_T_OPTIONS.has(name)) continue;
    const value = given[name];
    if (!(value === undefined || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value)))) return null;
    parts.push(name, value ?? null);
  }
  // JSON, so that no value can spell out another call's key (a shared entry must never carry a text made for
  // someone's hostile value to another request).
  const text = JSON.stringify(parts);
  return text.length > MAX_KEPT_KEY ? null : text;
}

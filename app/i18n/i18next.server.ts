import { type InitOptions, type TFunction, type i18n, createInstance } from "i18next";
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
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => string;
  // react-i18next's `t` (useTranslation's, Trans's) is the instance's `t` with the options fixed: it calls this one.
  instance.t = ((key: unknown, ...rest: unknown[]) => {
    for (const one of Array.isArray(key) ? key : [key]) if (typeof one === "string") used.add(sectionOf(one));
    return translate(key, ...rest);
  }) as unknown as TFunction;
  return { instance, used };
}

import { type TFunction, createInstance } from "i18next";
import { type Locale, defaultLocale, defaultNS, localeOf, locales, namespaces } from "./config";
import { resources } from "./resources.server";

/**
 * The loaders' and actions' translations: one i18next instance initialised once at start-up with every
 * translation, and one fixed `t` per language taken from it (issue 14: no instance created and initialised per
 * call). A fixed `t` never changes the instance's language, so requests in both languages share it safely.
 */
const instance = createInstance();
void instance.init({
  lng: defaultLocale,
  ns: [...namespaces],
  defaultNS,
  fallbackLng: defaultLocale,
  resources,
  initImmediate: false,
  interpolation: { escapeValue: false },
});

const fixed = new Map<Locale, TFunction>(locales.map((locale) => [locale, instance.getFixedT(locale)]));

function tFor(locale: string): TFunction {
  return fixed.get(locale as Locale) ?? fixed.get(defaultLocale)!;
}

export async function getT(request: Request): Promise<TFunction> {
  return tFor(localeOf(request));
}

/** `t` of a language by its code (an unknown one gets the default language). */
export const i18next = {
  async getFixedT(locale: string): Promise<TFunction> {
    return tFor(locale);
  },
};

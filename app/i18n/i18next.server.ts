import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, defaultNS, localeOf, locales } from "./config";
import { resources } from "./resources.server";

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async (request) => localeOf(request),
  },
  i18next: { resources, defaultNS, fallbackLng: defaultLocale, interpolation: { escapeValue: false } },
});

export async function getT(request: Request) {
  return i18next.getFixedT(request);
}

import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { defaultNS, localeFromPath } from "./i18n/config";
import { preloadShownAuthForms } from "./features/auth/deferred-forms";
import { fetchBackend, readInlineTranslations } from "./i18n/inline";

async function hydrate() {
  const inline = readInlineTranslations();
  const lng = inline?.lng ?? localeFromPath(window.location.pathname);
  const formsReady = preloadShownAuthForms();
  await i18next
    .use(initReactI18next)
    .use(fetchBackend)
    .init({
      lng,
      // The document carries its language's translations; only another language (a switch) is fetched. No
      // fallback language: it would be fetched before hydration, and both files have every key (a unit test).
      resources: inline ? { [inline.lng]: inline.resources } : undefined,
      partialBundledLanguages: true,
      fallbackLng: false,
      defaultNS,
      ns: getInitialNamespaces(),
      interpolation: { escapeValue: false },
    });
  // Without that code the page still hydrates: the dialog then loads it itself (its Suspense boundary).
  await formsReady.catch(() => undefined);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => console.error("Hydration failed", error));

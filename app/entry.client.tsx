import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { localeFromPath } from "./i18n/config";
import { preloadShownAuthForms } from "./features/auth/deferred-forms";
import { initBrowserI18n } from "./i18n/client";
import { readInlineTranslations } from "./i18n/inline";

async function hydrate() {
  const inline = readInlineTranslations();
  const lng = inline?.lng ?? localeFromPath(window.location.pathname);
  const formsReady = preloadShownAuthForms();
  // The document carries its language's translations (issue 14), or of them the sections its page uses (the rest
  // follows at low priority, see ./i18n/client); only a document without them has i18next fetch them.
  const i18n = await initBrowserI18n(inline, lng);
  // Without that code the page still hydrates: the dialog then loads it itself (its Suspense boundary).
  await formsReady.catch(() => undefined);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => console.error("Hydration failed", error));

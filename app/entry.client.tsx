import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { localeFromPath } from "./i18n/config";
import { preloadShownAuthForms } from "./features/auth/deferred-forms";
import { readInlineTranslations } from "./i18n/inline";
import { BrowserTranslatorProvider, fetchBundle } from "./i18n/react";
import { createTranslator } from "./i18n/translator";

async function hydrate() {
  const inline = readInlineTranslations();
  const lng = inline?.lng ?? localeFromPath(window.location.pathname);
  const formsReady = preloadShownAuthForms();
  // The document carries its language's translations (issue 14); only a document without them fetches them.
  const translator = createTranslator(lng, inline?.resources.common ?? (await fetchBundle(lng)));
  // Without that code the page still hydrates: the dialog then loads it itself (its Suspense boundary).
  await formsReady.catch(() => undefined);

  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserTranslatorProvider initial={translator}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </BrowserTranslatorProvider>,
    );
  });
}

hydrate().catch((error) => console.error("Hydration failed", error));

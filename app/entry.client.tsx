import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { localeFromPath } from "./i18n/config";
import { preloadShownAuthForms } from "./features/auth/deferred-forms";
import { readInlineTranslations } from "./i18n/inline";
import { BrowserTranslatorProvider, fetchBundle } from "./i18n/react";
import { createTranslator, partialTranslator } from "./i18n/translator";
import { pageInteractive } from "./lib/interactive";

async function hydrate() {
  const inline = readInlineTranslations();
  const lng = inline?.lng ?? localeFromPath(window.location.pathname);
  const formsReady = preloadShownAuthForms();
  // The document carries its language's translations (issue 14); only a document without them fetches them. A
  // document that carried only its page's sections hydrates with those while the whole file comes (a year in the
  // HTTP cache): the page counts as interactive once it has (BrowserTranslatorProvider says when).
  let translator;
  let rest: Promise<unknown> | undefined;
  if (inline?.partial) {
    const partial = partialTranslator(lng, inline.resources.common);
    pageInteractive().wait();
    rest = fetchBundle(lng, "low")
      .then((full) => partial.complete(full))
      .catch((error: unknown) => {
        console.error("The translations did not load", error);
        return false;
      });
    translator = partial;
  } else {
    translator = createTranslator(lng, inline?.resources.common ?? (await fetchBundle(lng)));
  }
  // Without that code the page still hydrates: the dialog then loads it itself (its Suspense boundary).
  await formsReady.catch(() => undefined);

  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserTranslatorProvider initial={translator} completed={rest}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </BrowserTranslatorProvider>,
    );
  });
}

hydrate().catch((error) => console.error("Hydration failed", error));

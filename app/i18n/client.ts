import i18next, { type BackendModule, type ResourceKey, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { pageInteractive } from "~/lib/interactive";
import { defaultNS } from "./config";
import type { InlineTranslations } from "./inline";

/** A language's translations (`/locales/{lng}/common`, cached a year by the hash of the files). */
export async function fetchTranslations(lng: string, priority?: "low"): Promise<ResourceKey> {
  const response = await fetch(`/locales/${lng}/${defaultNS}?v=${__I18N_VERSION__}`, priority ? ({ priority } as RequestInit) : undefined);
  if (!response.ok) throw new Error(`/locales/${lng}/${defaultNS}: ${response.status}`);
  return (await response.json()) as ResourceKey;
}

/** i18next's backend in the browser: a language the document did not carry (the player switched without a reload). */
const fetchBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, _ns, callback) {
    fetchTranslations(lng).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, false),
    );
  },
};

interface Mark {
  wait(): void;
  done(): void;
}

/**
 * A document that carried only its page's sections (issue 14): the browser starts with those and the whole file
 * follows at low priority. Meanwhile a key of a section it does not have reads as empty (its defaultValue, if the
 * call gives one), never as the raw key; once the file is in, i18next's own missing-key rule holds again. The page
 * counts as interactive (`html[data-hydrated]`, via `mark`) once the file is in and, when something was rendered
 * without its text meanwhile, rendered again with it.
 */
export function partialLanguage(lng: string, mark: Mark) {
  let partial = true;
  let missed = false;
  let state: "loading" | "rendering" | "done" = "loading";
  mark.wait();
  const finish = () => {
    if (state === "done") return;
    state = "done";
    mark.done();
  };
  return {
    /** i18next's `parseMissingKeyHandler`. */
    missingKey(key: string, defaultValue?: string): string {
      if (!partial) return defaultValue ?? key;
      missed = true;
      return defaultValue ?? "";
    },
    /** The whole file arrived (after hydration): into i18next's store, and a render again if a text was missing. */
    complete(instance: i18n, full: ResourceKey) {
      partial = false;
      if (!missed) {
        // Nothing rendered differs: no render again (the store's `added` event would make every text re-render).
        (instance.store.data[lng] ??= {})[defaultNS] = full;
        return finish();
      }
      state = "rendering";
      instance.addResourceBundle(lng, defaultNS, full, true, true);
    },
    /** i18next's `t` changed and the page rendered with it. */
    rendered() {
      if (state === "rendering") finish();
    },
    /** The file did not come: the page stays as it is (empty texts rather than keys). */
    failed: finish,
  };
}

let partialDocument: { partial: ReturnType<typeof partialLanguage>; rest: Promise<ResourceKey>; hydrated: boolean } | null = null;

/**
 * The browser's i18next: react-i18next's, with the document's translations (no request before hydration), the
 * other language through `/locales` on a switch, and texts rendered again when translations are added.
 */
export async function initBrowserI18n(inline: InlineTranslations | null, lng: string): Promise<i18n> {
  if (inline?.partial) {
    const partial = partialLanguage(lng, pageInteractive());
    const rest = fetchTranslations(lng, "low");
    rest.catch(() => undefined); // Reported once hydrated (translationsRendered).
    partialDocument = { partial, rest, hydrated: false };
  }
  await i18next
    .use(initReactI18next)
    .use(fetchBackend)
    .init({
      lng,
      // The document carries its language; only another language (a switch) is fetched. No fallback language:
      // it would be fetched before hydration, and both files have every key (a unit test).
      resources: inline ? { [inline.lng]: inline.resources } : undefined,
      partialBundledLanguages: true,
      fallbackLng: false,
      defaultNS,
      ns: [defaultNS],
      interpolation: { escapeValue: false },
      react: { bindI18nStore: "added" },
      parseMissingKeyHandler: partialDocument ? partialDocument.partial.missingKey : undefined,
    });
  return i18next;
}

/**
 * Called after each render in which i18next's `t` changed (the first is hydration): after hydration, the rest of a
 * partial document's language goes into the store; after the render that follows, the page is complete.
 */
export function translationsRendered() {
  if (!partialDocument) return;
  if (partialDocument.hydrated) return partialDocument.partial.rendered();
  partialDocument.hydrated = true;
  const { partial, rest } = partialDocument;
  rest.then(
    (full) => partial.complete(i18next, full),
    (error: unknown) => {
      console.error("The translations did not load", error);
      partial.failed();
    },
  );
}

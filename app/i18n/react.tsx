import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { pageInteractive } from "~/lib/interactive";
import { type TFunction, type TranslationBundle, type Translator, createTranslator } from "./translator";

export interface I18n {
  language: string;
  bundle: TranslationBundle;
  /** Server: the sections this request's render has looked up so far (the inlined translations are those). */
  used?: ReadonlySet<string>;
  /** Text direction of a language (both of ours are written left to right). */
  dir(language?: string): "ltr" | "rtl";
  /** In the browser: loads another language's translations (`/locales`, cached a year) and renders with them. */
  changeLanguage(language: string): Promise<void>;
}

interface Value {
  t: TFunction;
  i18n: I18n;
}

const dir = () => "ltr" as const;
const I18nContext = createContext<Value | null>(null);

function valueOf(translator: Translator, changeLanguage: (language: string) => Promise<void>): Value {
  return { t: translator.t, i18n: { language: translator.language, bundle: translator.bundle, used: translator.used, dir, changeLanguage } };
}

const unchanged = async () => {};

let completionReported = false;
/** The whole language has arrived (and is rendered): the page may count as interactive. Once per document. */
function reportCompleted() {
  if (completionReported) return;
  completionReported = true;
  pageInteractive().done();
}

/** The server's provider: one request, one language. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: React.ReactNode }) {
  const value = useMemo(() => valueOf(translator, unchanged), [translator]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * The browser's provider: starts with the document's language and loads another one when the page changes to it.
 * `completed`: the rest of the document's language arriving (a partial start); it resolves true when something was
 * rendered without its text meanwhile, and the page renders again. The page counts as interactive
 * (`html[data-hydrated]`, which the start made wait) once that is done, or at once when nothing was missing.
 */
export function BrowserTranslatorProvider({
  initial,
  completed,
  children,
}: {
  initial: Translator;
  completed?: Promise<unknown>;
  children: React.ReactNode;
}) {
  const [translator, setTranslator] = useState(initial);
  useEffect(() => {
    if (!completed) return;
    void completed.then((missed) => {
      if (missed) setTranslator({ ...initial });
      else reportCompleted();
    });
  }, [completed, initial]);
  useEffect(() => {
    if (completed && translator !== initial) reportCompleted();
  }, [completed, initial, translator]);
  const [loaded] = useState(() => new Map([[initial.language, initial]]));
  const changeLanguage = useCallback(
    async (language: string) => {
      let next = loaded.get(language);
      if (!next) {
        next = createTranslator(language, await fetchBundle(language));
        loaded.set(language, next);
      }
      setTranslator(next);
    },
    [loaded],
  );
  const value = useMemo(() => valueOf(translator, changeLanguage), [translator, changeLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Another language's translations (`/locales/{lng}/common`, cached a year by the hash of the files). */
export async function fetchBundle(language: string, priority?: "low"): Promise<TranslationBundle> {
  const response = await fetch(`/locales/${language}/common?v=${__I18N_VERSION__}`, priority ? ({ priority } as RequestInit) : undefined);
  if (!response.ok) throw new Error(`/locales/${language}/common: ${response.status}`);
  return (await response.json()) as TranslationBundle;
}

/** The page's `t` and language, as react-i18next's hook of the same name gave them. */
export function useTranslation(): Value {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside a TranslatorProvider");
  return value;
}

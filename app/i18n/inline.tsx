import { defaultNS } from "./config";
import { useTranslation } from "./react";
import type { TranslationBundle } from "./translator";

const ELEMENT_ID = "i18n-resources";

export interface InlineTranslations {
  lng: string;
  resources: { common: TranslationBundle };
}

let fromDocument: string | null = null;
/** The server's serialised translations, once per bundle (they never change while it runs). */
const serialised = new WeakMap<object, string>();

/**
 * The page's translations, in its document (issue 14): the browser hydrates without asking `/locales` first.
 * Only the page's language (the other one is fetched if the player switches without a reload). A JSON script
 * is never executed, but it carries the response's nonce like every other `<script>` of the document, so the
 * rule "no script element without the nonce" stays checkable; `<` is escaped so the text cannot close the element.
 */
export function InlineTranslationsScript({ nonce }: { nonce?: string }) {
  const { i18n } = useTranslation();
  let json: string;
  if (typeof document === "undefined") {
    const lng = i18n.language;
    const bundle = i18n.bundle;
    json =
      serialised.get(bundle) ??
      JSON.stringify({ lng, resources: { [defaultNS]: bundle } } satisfies InlineTranslations).replace(/</g, "\\u003c");
    serialised.set(bundle, json);
  } else {
    // The browser keeps what the server wrote (read once): hydration sees the same text and later renders never
    // serialise the translations again.
    fromDocument ??= document.getElementById(ELEMENT_ID)?.textContent ?? "";
    json = fromDocument;
  }
  return <script id={ELEMENT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

export function readInlineTranslations(): InlineTranslations | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as InlineTranslations;
  } catch {
    return null;
  }
}

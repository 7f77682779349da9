import { createContext, useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { ResourceKey } from "i18next";
import { defaultNS } from "./config";
import { translationsRendered } from "./client";

const ELEMENT_ID = "i18n-resources";

type Sections = { readonly [section: string]: ResourceKey };

export interface InlineTranslations {
  lng: string;
  resources: { common: Sections };
  /** Only some sections: the browser asks for the whole file after them (`./client`). */
  partial?: true;
}

/**
 * Sections every document carries whether its render used them or not: what the browser shows without a render
 * of the server's (a form's error messages, a toast, the offline notice and the install prompt, the close button).
 */
export const ALWAYS_INLINED: readonly string[] = ["brand", "loading", "close", "notifications", "offline", "pwa", "validation", "lang"];

/** The top-level section of a key: `auth` of `auth.fields.login`. */
export function sectionOf(key: string): string {
  const dot = key.indexOf(".");
  return dot === -1 ? key : key.slice(0, dot);
}

/** Server: the sections this request's render has looked up so far (`documentI18n` in ./i18next.server). */
export const UsedSections = createContext<ReadonlySet<string> | undefined>(undefined);

let fromDocument: string | null = null;
/** The server's serialised translations, once per language and set of sections (they never change while it runs). */
const serialised = new Map<string, string>();

/** The document's translations: the sections the render used and the ones always carried, as JSON. */
export function inlinedJson(lng: string, bundle: Sections, used: ReadonlySet<string> | undefined): string {
  const names = used ? [...new Set([...ALWAYS_INLINED, ...used])].filter((name) => name in bundle).sort() : Object.keys(bundle);
  const key = `${lng}|${names.join(",")}`;
  let json = serialised.get(key);
  if (json === undefined) {
    const partial = names.length < Object.keys(bundle).length;
    const sections: Record<string, ResourceKey> = {};
    for (const name of names) sections[name] = bundle[name]!;
    const value: InlineTranslations = { lng, resources: { [defaultNS]: sections }, ...(partial ? { partial: true as const } : {}) };
    json = JSON.stringify(value).replace(/</g, "\\u003c");
    // Bounded: the sets are those of the site's pages, a few dozen.
    if (serialised.size < 1000) serialised.set(key, json);
  }
  return json;
}

/**
 * The page's translations, in its document (issue 14): the browser hydrates without asking `/locales` first.
 * Only the page's language (the other one is fetched if the player switches without a reload), and of it only the
 * sections the server's render looked up before this element (it comes after the page in the body) and
 * `ALWAYS_INLINED`: the browser then loads the whole file behind them (`./client`). A JSON script
 * is never executed, but it carries the response's nonce like every other `<script>` of the document, so the
 * rule "no script element without the nonce" stays checkable; `<` is escaped so the text cannot close the element.
 */
export function InlineTranslationsScript({ nonce }: { nonce?: string }) {
  const { i18n, t } = useTranslation();
  const used = useContext(UsedSections);
  // Browser: i18next renders again once the rest of a partial document's language has arrived (its `t` changes).
  useEffect(() => translationsRendered(), [t]);
  let json: string;
  if (typeof document === "undefined") {
    json = inlinedJson(i18n.language, (i18n.getResourceBundle(i18n.language, defaultNS) ?? {}) as Sections, used);
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

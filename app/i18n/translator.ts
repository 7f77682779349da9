/**
 * The translator the pages render with, on the server and in the browser (issue 14: the i18next stack was ≈ 20 KB
 * of every page's JavaScript). It implements exactly what the app's translations use, the way i18next does it:
 * nested keys with `.`, `{{name}}` interpolation (a value the call does not give stays as written), the plural
 * suffixes `_zero`/`_one`/`_few`/`_many`/`_other` chosen by `Intl.PluralRules` when `count` is a number, and
 * `defaultValue` for a key the file lacks; a missing key reads as the key. Loaders and actions keep i18next
 * (`app/i18n/i18next.server.ts`) over the same files; `app/i18n/translator.test.ts` holds both to the same text.
 */
export type TranslationBundle = { readonly [key: string]: string | TranslationBundle };

export type TOptions = { count?: unknown; defaultValue?: string } & Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  /** The language of the bundle (`uz`, `ru`). */
  language: string;
  /** The `common` namespace, as the files have it, or (in the browser, at first) the sections the document carried. */
  readonly bundle: TranslationBundle;
  t: TFunction;
  /**
   * Server: the top-level sections this request's render looked up (the document inlines only those, issue 14).
   * Undefined on a translator that does not record.
   */
  readonly used?: ReadonlySet<string>;
}

/** The top-level section of a key: `auth` of `auth.fields.login`. */
export function sectionOf(key: string): string {
  const dot = key.indexOf(".");
  return dot === -1 ? key : key.slice(0, dot);
}

const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(bundle: TranslationBundle, key: string): string | undefined {
  let node: string | TranslationBundle | undefined = bundle;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(language: string, bundle: TranslationBundle): Translator {
  const plurals = new Intl.PluralRules(language);
  const t: TFunction = (key, options) => {
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === "number") {
      if (count === 0) text = lookup(bundle, `${key}_zero`);
      text ??= lookup(bundle, `${key}_${plurals.select(count)}`);
    }
    text ??= lookup(bundle, key) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  };
  return { language, bundle, t };
}

/** One request's translator (server): the shared one, noting the sections the render looks up. */
export function recordingTranslator(base: Translator): Translator {
  const used = new Set<string>();
  const t: TFunction = (key, options) => {
    used.add(sectionOf(key));
    return base.t(key, options);
  };
  return { language: base.language, bundle: base.bundle, t, used };
}

/**
 * The browser's translator over the sections the document carried (issue 14), until `complete` gives it the whole
 * file. A key of a section it does not have yet reads as empty rather than as the raw key: `complete` then says
 * whether any did, so the page renders again with the text.
 */
export function partialTranslator(language: string, sections: TranslationBundle): Translator & { complete(full: TranslationBundle): boolean } {
  let current = createTranslator(language, sections);
  let partial = true;
  let missed = false;
  const t: TFunction = (key, options) => {
    if (partial && !(sectionOf(key) in current.bundle)) {
      missed = true;
      return options?.defaultValue ?? "";
    }
    return current.t(key, options);
  };
  return {
    language,
    get bundle() {
      return current.bundle;
    },
    t,
    complete(full) {
      current = createTranslator(language, full);
      partial = false;
      const rerender = missed;
      missed = false;
      return rerender;
    },
  };
}

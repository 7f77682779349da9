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
  /** The `common` namespace, as the files have it (the document inlines it for the browser). */
  bundle: TranslationBundle;
  t: TFunction;
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

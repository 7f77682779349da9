import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";

/**
 * The translations a player reads: both locales hold the same keys, a text asks for the same `{{variables}}`
 * in both, and every `t("key", { … })` of the app passes what its text needs (a static scan of app/).
 */

type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const texts = { uz: flatten(uz as Tree), ru: flatten(ru as Tree) };

/** The key a call site names: plural forms (`freespins_one`, `freespins_few`) belong to `freespins`. */
function baseKeys(locale: Map<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, text] of locale) {
    const base = key.replace(PLURAL, "");
    out.set(base, [...(out.get(base) ?? []), text]);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!.split(".")[0]!);
}

function variablesOf(forms: string[]): string[] {
  return [...new Set(forms.flatMap(variables))].sort();
}

const base = { uz: baseKeys(texts.uz), ru: baseKeys(texts.ru) };

describe("translations (app/i18n/locales/{uz,ru}/common.json)", () => {
  it("hold the same keys in both locales (plural forms aside)", () => {
    const uzKeys = [...base.uz.keys()].sort();
    const ruKeys = [...base.ru.keys()].sort();
    expect(uzKeys.filter((key) => !base.ru.has(key)), "in uz, missing in ru").toEqual([]);
    expect(ruKeys.filter((key) => !base.uz.has(key)), "in ru, missing in uz").toEqual([]);
  });

  it("have no empty text except where both locales leave it empty on purpose", () => {
    const onlyOneEmpty = [...texts.uz.keys()].filter((key) => texts.ru.has(key) && (texts.uz.get(key) === "") !== (texts.ru.get(key) === ""));
    expect(onlyOneEmpty).toEqual([]);
  });

  it("ask for the same {{variables}} in both locales", () => {
    const differing = [...base.uz.keys()]
      .filter((key) => base.ru.has(key))
      .map((key) => ({ key, uz: variablesOf(base.uz.get(key)!), ru: variablesOf(base.ru.get(key)!) }))
      // A plural text may leave the count unwritten in some forms ("one free spin"): count is always passed.
      .map((entry) => ({ ...entry, uz: entry.uz.filter((name) => name !== "count"), ru: entry.ru.filter((name) => name !== "count") }))
      .filter((entry) => entry.uz.join() !== entry.ru.join());
    expect(differing).toEqual([]);
  });

  it("write plural forms for each locale's rules (ru: one, few, many, other; uz: one, other)", () => {
    const forms = (locale: Map<string, string>, key: string) =>
      [...locale.keys()].filter((name) => name.replace(PLURAL, "") === key && PLURAL.test(name)).map((name) => PLURAL.exec(name)![1]).sort();
    for (const key of new Set([...texts.uz.keys(), ...texts.ru.keys()].filter((name) => PLURAL.test(name)).map((name) => name.replace(PLURAL, "")))) {
      expect(forms(texts.ru, key), `ru ${key}`).toEqual(["few", "many", "one", "other"]);
      expect(forms(texts.uz, key), `uz ${key}`).toEqual(["one", "other"]);
    }
  });
});

/** Every .ts/.tsx file of app/ (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

interface CallSite {
  file: string;
  key: string;
  /** Names passed in the options object; null when it is not a literal the scan can read. */
  passed: string[] | null;
}

/** `t("key")` and `t("key", { a, b: 1, ...rest })` with a literal key; a spread makes the passed set unknown. */
function callSites(file: string, source: string): CallSite[] {
  const sites: CallSite[] = [];
  const call = /(?<![\w.])t\(\s*(["'`])([\w.]+)\1\s*(\)|,)/g;
  for (let match = call.exec(source); match; match = call.exec(source)) {
    const key = match[2]!;
    if (match[3] === ")") {
      sites.push({ file, key, passed: [] });
      continue;
    }
    const rest = source.slice(call.lastIndex).trimStart();
    if (!rest.startsWith("{")) {
      sites.push({ file, key, passed: null });
      continue;
    }
    // The options object up to its matching brace.
    let depth = 0;
    let end = 0;
    for (; end < rest.length; end += 1) {
      if (rest[end] === "{") depth += 1;
      if (rest[end] === "}" && --depth === 0) break;
    }
    const body = rest.slice(1, end);
    if (/\.\.\./.test(body)) {
      sites.push({ file, key, passed: null });
      continue;
    }
    // Top-level property names: `name:` or a shorthand `name` (nested objects and calls skipped).
    const names: string[] = [];
    let level = 0;
    let token = "";
    let expectName = true;
    for (const char of body) {
      if ("({[".includes(char)) level += 1;
      if (")}]".includes(char)) level -= 1;
      if (level !== 0) continue;
      if (char === "," || char === ":") {
        if (expectName && token.trim()) names.push(token.trim());
        expectName = char === ",";
        token = "";
        continue;
      }
      if (expectName) token += char;
    }
    if (expectName && token.trim()) names.push(token.trim());
    sites.push({ file, key, passed: names.filter((name) => /^\w+$/.test(name)) });
  }
  return sites;
}

describe("t() call sites in app/", () => {
  const root = join(__dirname, "..", "..");
  const sites = sources(join(root, "app")).flatMap((path) => callSites(relative(root, path), readFileSync(path, "utf8")));

  it("the scan finds the app's calls (it reads what it claims to)", () => {
    expect(sites.length).toBeGreaterThan(200);
    expect(callSites("x.tsx", `t("games.search.results", { query: filters.query, total: data.total })`)).toEqual([
      { file: "x.tsx", key: "games.search.results", passed: ["query", "total"] },
    ]);
    expect(callSites("x.tsx", `t("a.b", { count, name: f({ x: 1 }) }) + t("c")`)).toEqual([
      { file: "x.tsx", key: "a.b", passed: ["count", "name"] },
      { file: "x.tsx", key: "c", passed: [] },
    ]);
    expect(callSites("x.tsx", `t("a.b", values)`)[0]!.passed).toBeNull();
  });

  it("name keys that exist in both locales", () => {
    // Keys the scan sees that are i18next-internal or whole sections are not texts: only dotted text keys count.
    const missing = sites.filter((site) => !base.uz.has(site.key) || !base.ru.has(site.key)).map((site) => `${site.file}: ${site.key}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("pass every {{variable}} their text needs, in both locales", () => {
    const unfilled = sites
      .filter((site) => site.passed !== null && base.uz.has(site.key) && base.ru.has(site.key))
      .flatMap((site) => {
        const needed = [...new Set([...variablesOf(base.uz.get(site.key)!), ...variablesOf(base.ru.get(site.key)!)])];
        return needed.filter((name) => !site.passed!.includes(name)).map((name) => `${site.file}: t("${site.key}") lacks ${name}`);
      });
    expect(unfilled).toEqual([]);
  });
});

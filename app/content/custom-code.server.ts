import { Parser } from "htmlparser2";
import type { CustomCode, CustomCodePiece, CustomCodePosition } from "./custom-code";

// The operator's custom code entries (spec §3: code, isEnabled, position head | bodyStart | bodyEnd; decision 037),
// read from the remote configuration's `customCode` list. The code is the operator's own, not sanitised; it is
// read into pieces so that each `<script>` and `<style>` gets this response's CSP nonce, the head gets only
// what a head can hold, and markup left open cannot swallow the page (every element is closed, comments dropped).

const POSITIONS: readonly CustomCodePosition[] = ["head", "bodyStart", "bodyEnd"];
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);
const VOIDS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const ATTRIBUTE_NAME = /^[A-Za-z_:][\w:.-]*$/;
const ELEMENT_NAME = /^[A-Za-z][\w-]*$/;

const SCRIPT_ATTRIBUTES = new Set(["src", "type", "async", "defer", "crossorigin", "integrity", "referrerpolicy", "id", "nomodule", "charset"]);
const META_ATTRIBUTES = new Set(["name", "content", "property", "http-equiv", "itemprop"]);
const LINK_ATTRIBUTES = new Set(["rel", "href", "as", "type", "crossorigin", "sizes", "media", "hreflang", "title", "referrerpolicy"]);

function attributesOf(attributes: Record<string, string>, allowed: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if ((allowed.has(name) || name.startsWith("data-")) && ATTRIBUTE_NAME.test(name)) out[name] = value;
  }
  return out;
}

/** Text or an attribute value written back as such (the parser gave it decoded). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** One entry's code as pieces for its position; what a head cannot hold is left out (and said in the log). */
export function customCodePieces(code: string, position: CustomCodePosition): CustomCodePiece[] {
  const pieces: CustomCodePiece[] = [];
  let html = "";
  const open: string[] = [];
  const flushHtml = () => {
    while (open.length) html += `</${open.pop()}>`;
    if (html.trim()) {
      if (position === "head") console.warn("[custom-code] markup other than script, style, meta, link or noscript left out of the head");
      else pieces.push({ kind: "html", html });
    }
    html = "";
  };
  /** A raw-text element being read: its content is the code as written between its tags, not markup. */
  let raw: { name: string; attributes: Record<string, string>; from: number; depth: number } | null = null;
  const takeRaw = (name: string, attributes: Record<string, string>, content: string) => {
    if (name === "script" || name === "style" || name === "noscript" || ((name === "meta" || name === "link") && position === "head")) {
      flushHtml();
      if (name === "script") pieces.push({ kind: "script", attributes: attributesOf(attributes, SCRIPT_ATTRIBUTES), content });
      else if (name === "style") pieces.push({ kind: "style", content });
      else if (name === "noscript") pieces.push({ kind: "noscript", html: content });
      else {
        const kept = attributesOf(attributes, name === "meta" ? META_ATTRIBUTES : LINK_ATTRIBUTES);
        if (Object.keys(kept).length) pieces.push({ kind: name, attributes: kept });
      }
      return;
    }
    html += `<${name}${written(attributes)}>${content}</${name}>`;
  };
  const written = (attributes: Record<string, string>) =>
    Object.entries(attributes)
      .filter(([attribute]) => ATTRIBUTE_NAME.test(attribute))
      .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
      .join("");
  // htmlparser2 reads the markup as a browser broadly does (names in lower case, the first of a repeated attribute,
  // comments dropped, elements it closes implicitly closed); positions of its tags cut out raw-text contents.
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (raw) {
          if (name === raw.name) raw.depth++;
          return;
        }
        if (!ELEMENT_NAME.test(name)) return;
        if (RAW_TEXT.has(name) || name === "meta" || name === "link") {
          raw = { name, attributes, from: parser.endIndex + 1, depth: 1 };
          return;
        }
        html += `<${name}${written(attributes)}>`;
        if (!VOIDS.has(name)) open.push(name);
      },
      ontext(text) {
        if (!raw) html += escapeHtml(text);
      },
      onclosetag(name, implied) {
        if (raw) {
          if (name !== raw.name || --raw.depth > 0) return;
          const { name: rawName, attributes, from } = raw;
          raw = null;
          takeRaw(rawName, attributes, VOIDS.has(rawName) ? "" : code.slice(from, implied ? code.length : parser.startIndex));
          return;
        }
        const at = open.lastIndexOf(name);
        if (at >= 0) while (open.length > at) html += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true },
  );
  parser.write(code);
  parser.end();
  flushHtml();
  return pieces;
}

const memo = new WeakMap<object, CustomCode>();

/**
 * The enabled entries of the remote configuration's `customCode`, by position, in their order. An entry that is
 * not an object with text `code`, `isEnabled: true` and a known `position` is skipped (a malformed one is
 * logged); a list that is not a list is none. Read once per configuration value (it is cached a minute).
 */
export function customCodeOf(config: object): CustomCode {
  const known = memo.get(config);
  if (known) return known;
  const result: CustomCode = { head: [], bodyStart: [], bodyEnd: [] };
  try {
    const entries = (config as { customCode?: unknown }).customCode;
    if (entries !== undefined && entries !== null && !Array.isArray(entries)) console.warn("[custom-code] customCode is not a list: left out");
    for (const entry of Array.isArray(entries) ? entries : []) {
      const { code, isEnabled, position } = (entry ?? {}) as { code?: unknown; isEnabled?: unknown; position?: unknown };
      if (typeof code !== "string" || typeof isEnabled !== "boolean" || !POSITIONS.includes(position as CustomCodePosition)) {
        console.warn("[custom-code] an entry without text code, isEnabled and a known position is left out");
        continue;
      }
      if (!isEnabled || !code.trim()) continue;
      result[position as CustomCodePosition].push(...customCodePieces(code, position as CustomCodePosition));
    }
  } catch (error) {
    console.warn("[custom-code] reading the entries failed, the page goes on without them:", String(error));
    return { head: [], bodyStart: [], bodyEnd: [] };
  }
  memo.set(config, result);
  return result;
}

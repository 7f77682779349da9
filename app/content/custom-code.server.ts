import { escapeHtml, tokenize } from "~/lib/sanitize-html";
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

function attributesOf(attributes: Array<[string, string]>, allowed: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [raw, value] of attributes) {
    const name = raw.toLowerCase();
    if ((allowed.has(name) || name.startsWith("data-")) && ATTRIBUTE_NAME.test(name) && !(name in out)) out[name] = value;
  }
  return out;
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
  const tokens = tokenize(code);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === "text") {
      html += escapeHtml(token.text);
      continue;
    }
    const name = token.name.toLowerCase();
    if (!ELEMENT_NAME.test(name)) continue;
    if (token.kind === "end") {
      const at = open.lastIndexOf(name);
      if (at >= 0) while (open.length > at) html += `</${open.pop()}>`;
      continue;
    }
    // A raw-text element's content is the next token, as written; its end tag follows.
    let raw = "";
    if (RAW_TEXT.has(name) && !token.selfClosing) {
      const next = tokens[i + 1];
      if (next?.kind === "text") {
        raw = next.text;
        i++;
      }
      if (tokens[i + 1]?.kind === "end" && (tokens[i + 1] as { name: string }).name.toLowerCase() === name) i++;
    }
    if (name === "script" || name === "style" || name === "noscript" || ((name === "meta" || name === "link") && position === "head")) {
      flushHtml();
      if (name === "script") pieces.push({ kind: "script", attributes: attributesOf(token.attributes, SCRIPT_ATTRIBUTES), content: raw });
      else if (name === "style") pieces.push({ kind: "style", content: raw });
      else if (name === "noscript") pieces.push({ kind: "noscript", html: raw });
      else {
        const attributes = attributesOf(token.attributes, name === "meta" ? META_ATTRIBUTES : LINK_ATTRIBUTES);
        if (Object.keys(attributes).length) pieces.push({ kind: name, attributes });
      }
      continue;
    }
    const written = token.attributes
      .filter(([attribute]) => ATTRIBUTE_NAME.test(attribute))
      .map(([attribute, value]) => ` ${attribute.toLowerCase()}="${escapeHtml(value)}"`)
      .join("");
    if (RAW_TEXT.has(name)) {
      html += `<${name}${written}>${raw}</${name}>`;
    } else if (VOIDS.has(name)) {
      html += `<${name}${written}>`;
    } else {
      html += `<${name}${written}>`;
      open.push(name);
    }
  }
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

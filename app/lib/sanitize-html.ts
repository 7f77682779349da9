// An allow-list HTML/SVG sanitiser for what the content service sends (issue 18, decision 037): content pages'
// rich text and the external icons of /_icons. Not a filter of bad things: the input is read into tags, attributes
// and text, and only what a policy allows is written back, every text and attribute value escaped, every element
// closed. Whatever a browser makes of the output, it can only be the allowed elements with the allowed attributes.
// Runs on the server only (the pages send the result), so it costs the browser nothing.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", shy: "\u00ad", ndash: "–", mdash: "—",
  hellip: "…", laquo: "«", raquo: "»", lsquo: "‘", rsquo: "’", sbquo: "‚", ldquo: "“", rdquo: "”", bdquo: "„",
  bull: "•", middot: "·", times: "×", divide: "÷", minus: "−", plusmn: "±", deg: "°", copy: "©", reg: "®",
  trade: "™", euro: "€", cent: "¢", pound: "£", yen: "¥", sect: "§", para: "¶", frac12: "½", frac14: "¼",
  frac34: "¾", le: "≤", ge: "≥", ne: "≠", larr: "←", rarr: "→", uarr: "↑", darr: "↓", check: "✓", numero: "№",
  prime: "′", Prime: "″", thinsp: "\u2009", ensp: "\u2002", emsp: "\u2003", zwj: "\u200d", zwnj: "\u200c",
};

/** Character references decoded as a browser would for the common cases; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
      if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    if (!whole.endsWith(";") && !["amp", "lt", "gt", "quot"].includes(name ?? "")) return whole;
    return Object.hasOwn(NAMED_ENTITIES, name ?? "") ? NAMED_ENTITIES[name ?? ""]! : whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;"));
}

type Token =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attributes: Array<[string, string]>; selfClosing: boolean }
  | { kind: "end"; name: string };

/** Elements whose content is raw text up to their end tag (never markup), as browsers read them. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);

/** Reads markup into tokens the way browsers broadly do; comments, doctypes and processing instructions are dropped. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let text = "";
  const flush = () => {
    if (text) tokens.push({ kind: "text", text: decodeEntities(text) });
    text = "";
  };
  while (i < input.length) {
    const lt = input.indexOf("<", i);
    if (lt < 0) {
      text += input.slice(i);
      break;
    }
    text += input.slice(i, lt);
    i = lt;
    const next = input[i + 1] ?? "";
    if (input.startsWith("<!--", i)) {
      flush();
      const close = input.indexOf("-->", i + 4);
      i = close < 0 ? input.length : close + 3;
    } else if (next === "!" || next === "?" || (next === "/" && !/[A-Za-z]/.test(input[i + 2] ?? "") && input[i + 2] !== undefined)) {
      // A doctype, CDATA, processing instruction or bogus comment: up to the next ">" (CDATA to its "]]>").
      flush();
      const close = input.startsWith("<![CDATA[", i) ? input.indexOf("]]>", i) : input.indexOf(">", i);
      i = close < 0 ? input.length : close + (input.startsWith("<![CDATA[", i) ? 3 : 1);
    } else if (/[A-Za-z]/.test(next) || (next === "/" && /[A-Za-z]/.test(input[i + 2] ?? ""))) {
      flush();
      const end = next === "/";
      let j = i + (end ? 2 : 1);
      const nameStart = j;
      while (j < input.length && !/[\s/>]/.test(input[j]!)) j++;
      const name = input.slice(nameStart, j);
      const attributes: Array<[string, string]> = [];
      let selfClosing = false;
      while (j < input.length && input[j] !== ">") {
        const c = input[j]!;
        if (/\s/.test(c)) {
          j++;
          continue;
        }
        if (c === "/") {
          selfClosing = input[j + 1] === ">";
          j++;
          continue;
        }
        const attrStart = j;
        j++;
        while (j < input.length && !/[\s/>=]/.test(input[j]!)) j++;
        const attrName = input.slice(attrStart, j);
        let k = j;
        while (k < input.length && /\s/.test(input[k]!)) k++;
        let value = "";
        if (input[k] === "=") {
          k++;
          while (k < input.length && /\s/.test(input[k]!)) k++;
          const quote = input[k];
          if (quote === '"' || quote === "'") {
            const close = input.indexOf(quote, k + 1);
            value = input.slice(k + 1, close < 0 ? input.length : close);
            j = close < 0 ? input.length : close + 1;
          } else {
            const valueStart = k;
            while (k < input.length && !/[\s>]/.test(input[k]!)) k++;
            value = input.slice(valueStart, k);
            j = k;
          }
        }
        attributes.push([attrName, decodeEntities(value)]);
      }
      i = j + 1;
      if (end) tokens.push({ kind: "end", name });
      else {
        tokens.push({ kind: "start", name, attributes, selfClosing });
        const lower = name.toLowerCase();
        if (RAW_TEXT.has(lower) && !selfClosing) {
          // Its content is text, never markup: kept as one text token (a policy drops it with the element).
          const close = lower === "plaintext" ? -1 : input.toLowerCase().indexOf(`</${lower}`, i);
          const body = input.slice(i, close < 0 ? input.length : close);
          if (body) tokens.push({ kind: "text", text: body });
          i = close < 0 ? input.length : close;
        }
      }
    } else {
      text += "<";
      i++;
    }
  }
  flush();
  return tokens;
}

export interface SanitizePolicy {
  /** Allowed element (lower case) → its name as written (SVG's camel case) and the attributes it may carry. */
  elements: Record<string, { name?: string; attributes: readonly string[] }>;
  /** Attributes any allowed element may carry (lower case). */
  globalAttributes: readonly string[];
  /** Elements dropped together with everything inside them. */
  dropWithContent: ReadonlySet<string>;
  /** Elements without an end tag. */
  voids: ReadonlySet<string>;
  /** Attribute names as written (lower case → SVG's camel case). */
  attributeNames?: Record<string, string>;
  /** Writes `<x/>` for a self-closing element (SVG); HTML ignores it. */
  selfClosing?: boolean;
  /** The value to write for an allowed attribute, or null to drop it. */
  value(element: string, attribute: string, value: string): string | null;
  /** Final say on an element's attributes (add `rel`, require `src`…); null drops the element's tags (its content stays). */
  finish?(element: string, attributes: Array<[string, string]>): Array<[string, string]> | null;
}

/** Writes back only what `policy` allows: escaped text, allowed elements with allowed attributes, all closed. */
export function sanitizeWith(input: string, policy: SanitizePolicy): string {
  const out: string[] = [];
  const open: string[] = [];
  /** The element being dropped with its content, and how deep the same element nests inside it. */
  let dropping: { name: string; depth: number } | null = null;
  for (const token of tokenize(input)) {
    if (dropping) {
      if (token.kind === "start" && token.name.toLowerCase() === dropping.name && !token.selfClosing) dropping.depth++;
      if (token.kind === "end" && token.name.toLowerCase() === dropping.name && --dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.kind === "text") {
      out.push(escapeHtml(token.text));
      continue;
    }
    const name = token.name.toLowerCase();
    if (token.kind === "start") {
      if (policy.dropWithContent.has(name)) {
        if (!token.selfClosing && !policy.voids.has(name)) dropping = { name, depth: 1 };
        continue;
      }
      const element = Object.hasOwn(policy.elements, name) ? policy.elements[name] : undefined;
      if (!element) continue;
      const seen = new Set<string>();
      let attributes: Array<[string, string]> = [];
      for (const [rawName, rawValue] of token.attributes) {
        const attribute = rawName.toLowerCase();
        if (seen.has(attribute)) continue;
        seen.add(attribute);
        if (!element.attributes.includes(attribute) && !policy.globalAttributes.includes(attribute)) continue;
        const value = policy.value(name, attribute, rawValue);
        if (value !== null) attributes.push([attribute, value]);
      }
      if (policy.finish) {
        const finished = policy.finish(name, attributes);
        if (!finished) continue;
        attributes = finished;
      }
      const written = attributes.map(([attribute, value]) => ` ${policy.attributeNames?.[attribute] ?? attribute}="${escapeHtml(value)}"`).join("");
      const tag = element.name ?? name;
      if (policy.voids.has(name)) out.push(`<${tag}${written}>`);
      else if (token.selfClosing && policy.selfClosing) out.push(`<${tag}${written}/>`);
      else {
        out.push(`<${tag}${written}>`);
        open.push(name);
      }
    } else {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) {
        const closing = open.pop()!;
        out.push(`</${policy.elements[closing]?.name ?? closing}>`);
      }
    }
  }
  while (open.length) {
    const closing = open.pop()!;
    out.push(`</${policy.elements[closing]?.name ?? closing}>`);
  }
  return out.join("");
}

/**
 * A link or picture address the site may send a player to: an absolute http(s) url, or a path of this site
 * (`/…`, not `//…`), or a fragment. Tabs, new lines and leading/trailing controls are ignored as browsers do.
 */
export function safeUrl(value: string): string | null {
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!url) return null;
  if (url.startsWith("#")) return url;
  if (url.startsWith("/")) return /^\/[/\\]/.test(url) ? null : url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const numeric = /^\d{1,4}$/;

/** Content pages' rich text: headings, paragraphs, lists, links, pictures, tables, quotes; no script, style or form. */
export const contentPolicy: SanitizePolicy = {
  elements: {
    ...Object.fromEntries(
      ["h2", "h3", "h4", "h5", "h6", "p", "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark", "blockquote", "q", "cite", "code", "pre", "kbd", "ul", "li", "dl", "dt", "dd", "figure", "figcaption", "table", "caption", "thead", "tbody", "tfoot", "tr", "div", "span", "section", "article", "aside", "header", "footer", "details", "summary", "br", "hr", "wbr"].map((name) => [name, { attributes: [] }]),
    ),
    // The page's own title is its only h1: a heading 1 of the text is written as a heading 2.
    h1: { name: "h2", attributes: [] },
    a: { attributes: ["href", "target"] },
    img: { attributes: ["src", "alt", "width", "height"] },
    ol: { attributes: ["start", "reversed"] },
    th: { attributes: ["colspan", "rowspan", "scope"] },
    td: { attributes: ["colspan", "rowspan"] },
    colgroup: { attributes: ["span"] },
    col: { attributes: ["span"] },
    abbr: { attributes: [] },
    time: { attributes: ["datetime"] },
  },
  globalAttributes: ["title", "lang", "dir"],
  dropWithContent: new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext", "template", "object", "embed", "applet", "svg", "math", "select", "head", "frameset", "frame", "button", "form", "input", "option", "link", "meta", "base", "audio", "video", "canvas", "picture", "source", "portal"]),
  voids: new Set(["br", "hr", "wbr", "img", "col"]),
  value(_element, attribute, value) {
    switch (attribute) {
      case "href":
      case "src":
        return safeUrl(value);
      case "target":
        return value === "_blank" ? value : null;
      case "width":
      case "height":
      case "colspan":
      case "rowspan":
      case "span":
      case "start":
        return numeric.test(value.trim()) ? value.trim() : null;
      case "reversed":
        return "";
      case "scope":
        return ["row", "col", "rowgroup", "colgroup"].includes(value) ? value : null;
      case "dir":
        return ["ltr", "rtl", "auto"].includes(value) ? value : null;
      case "lang":
        return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(value) ? value : null;
      case "datetime":
        return /^[\d\-:T+.Z ]{1,40}$/.test(value) ? value : null;
      case "title":
      case "alt":
        return value;
      default:
        return null;
    }
  },
  finish(element, attributes) {
    if (element === "img") {
      if (!attributes.some(([name]) => name === "src")) return null;
      const alt = attributes.some(([name]) => name === "alt") ? [] : [["alt", ""] as [string, string]];
      return [...attributes, ...alt, ["loading", "lazy"], ["decoding", "async"]];
    }
    if (element === "a") {
      const href = attributes.find(([name]) => name === "href")?.[1];
      const external = href !== undefined && /^https?:/i.test(href);
      const newTab = attributes.some(([name]) => name === "target");
      // Another site's link never gets this page as its opener, nor our ranking.
      return external || newTab ? [...attributes, ["rel", "noopener noreferrer nofollow"]] : attributes;
    }
    return attributes;
  },
};

/** A content page's text as safe HTML: rich text through the allow list; plain text (no tag) as paragraphs. */
export function sanitizeContentHtml(body: string): string {
  if (!/<[A-Za-z!/?]/.test(body)) {
    return body
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => `<p>${escapeHtml(decodeEntities(paragraph))}</p>`)
      .join("");
  }
  return sanitizeWith(body, contentPolicy);
}

// ---------- SVG (external icons) ----------

const svgShapes = ["d", "points", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "pathlength"];
const svgPaint = ["fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "transform", "clip-path", "clip-rule", "mask", "color", "display", "visibility", "vector-effect", "shape-rendering"];
const svgElements: Record<string, { name?: string; attributes: readonly string[] }> = {
  svg: { attributes: ["viewbox", "width", "height", "preserveaspectratio"] },
  g: { attributes: [] },
  path: { attributes: svgShapes },
  circle: { attributes: svgShapes },
  ellipse: { attributes: svgShapes },
  line: { attributes: svgShapes },
  polyline: { attributes: svgShapes },
  polygon: { attributes: svgShapes },
  rect: { attributes: svgShapes },
  defs: { attributes: [] },
  symbol: { attributes: ["viewbox", "preserveaspectratio"] },
  use: { attributes: ["href", "xlink:href", "x", "y", "width", "height"] },
  lineargradient: { name: "linearGradient", attributes: ["x1", "y1", "x2", "y2", "gradientunits", "gradienttransform", "spreadmethod"] },
  radialgradient: { name: "radialGradient", attributes: ["cx", "cy", "r", "fx", "fy", "gradientunits", "gradienttransform", "spreadmethod"] },
  stop: { attributes: ["offset", "stop-color", "stop-opacity"] },
  clippath: { name: "clipPath", attributes: ["clippathunits"] },
  mask: { attributes: ["x", "y", "width", "height", "maskunits", "maskcontentunits"] },
  desc: { attributes: [] },
};

/**
 * The rule for an external icon (spec §5; decision 037): sanitised SVG only — no script, no foreignObject, no
 * event handler, no style, no link or reference outside the icon itself (`href` and `url(…)` only to `#id` of
 * the icon). Its ids get `idPrefix` (and so do the references to them), so two icons on one page cannot collide.
 */
export function svgPolicy(idPrefix: string): SanitizePolicy {
  const prefix = idPrefix.replace(/[^\w-]/g, "");
  const localRef = /^#([\w-]{1,64})$/;
  return {
    elements: svgElements,
    globalAttributes: ["id", "aria-hidden", "role", ...svgPaint],
    dropWithContent: new Set(["script", "style", "foreignobject", "iframe", "image", "feimage", "animate", "animatetransform", "animatemotion", "set", "a", "audio", "video", "canvas", "object", "embed", "handler", "listener", "cursor", "font", "font-face", "filter", "pattern", "marker", "text", "switch", "noscript", "template", "textarea", "title"]),
    voids: new Set(),
    selfClosing: true,
    attributeNames: {
      viewbox: "viewBox",
      preserveaspectratio: "preserveAspectRatio",
      gradientunits: "gradientUnits",
      gradienttransform: "gradientTransform",
      spreadmethod: "spreadMethod",
      clippathunits: "clipPathUnits",
      maskunits: "maskUnits",
      maskcontentunits: "maskContentUnits",
      pathlength: "pathLength",
      "xlink:href": "href",
    },
    value(_element, attribute, value) {
      if (attribute === "id") return /^[\w-]{1,64}$/.test(value) ? `${prefix}-${value}` : null;
      if (attribute === "href" || attribute === "xlink:href") {
        const match = value.trim().match(localRef);
        return match ? `#${prefix}-${match[1]}` : null;
      }
      // Values are plain figures, colours, transforms; a reference only to this icon; nothing that loads or runs.
      if (/[<>\\]|expression|javascript:|data:|@import/i.test(value)) return null;
      if (/url\s*\(/i.test(value)) {
        const match = value.trim().match(/^url\(\s*#([\w-]{1,64})\s*\)$/i);
        return match ? `url(#${prefix}-${match[1]})` : null;
      }
      return value.length <= 4000 ? value : null;
    },
    finish(_element, attributes) {
      // `xlink:href` is written `href`: keep one.
      const hrefs = attributes.filter(([name]) => name === "href" || name === "xlink:href");
      return hrefs.length > 1 ? attributes.filter(([name]) => name !== "xlink:href") : attributes;
    },
  };
}

/** An external icon's text as a safe inline `<svg>`, or null when nothing of an svg is left of it. */
export function sanitizeSvg(input: string, idPrefix: string): string | null {
  const start = input.search(/<svg[\s>/]/i);
  if (start < 0) return null;
  const html = sanitizeWith(input.slice(start), svgPolicy(idPrefix));
  const end = html.indexOf("</svg>");
  if (!html.startsWith("<svg") || end < 0) return null;
  return html.slice(0, end + "</svg>".length);
}

import sanitizeHtml, { type Attributes, type IOptions } from "sanitize-html";

// The allow lists for what the content service sends (issue 18, decision 037; issue 26: the library
// `sanitize-html` does the reading and writing): content pages' rich text and the external icons of /_icons. The
// input is parsed (htmlparser2) and only the elements and attributes allowed here are written back, text and
// attribute values escaped, every element closed. A `.server` module: it never reaches a browser chunk.

/**
 * A link or picture address the site may send a player to: an absolute http(s) url, or a path of this site
 * (`/…`, not `//…`), or a fragment. Tabs, new lines and leading/trailing controls are ignored as browsers do.
 * (Stricter than the library's scheme list, which also lets relative addresses through.)
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

/** The library's options; `allowedEmptyAttributes` (sanitize-html 2.x) is missing from @types/sanitize-html 2.16. */
export interface SanitizeOptions extends IOptions {
  allowedEmptyAttributes?: string[];
}

const numeric = /^\d{1,4}$/;

/** The value an allowed attribute of the content may keep, or null to drop it. */
function contentValue(attribute: string, value: string): string | null {
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
}

/** Elements dropped together with everything inside them (the others not allowed lose their tags, keep their text). */
const contentDropped = ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext", "template", "object", "embed", "applet", "svg", "math", "select", "head", "frameset", "frame", "button", "form", "input", "option", "link", "meta", "base", "audio", "video", "canvas", "picture", "source", "portal"];

const contentAttributes: Record<string, string[]> = {
  "*": ["title", "lang", "dir"],
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height", "loading", "decoding"],
  ol: ["start", "reversed"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  colgroup: ["span"],
  col: ["span"],
  time: ["datetime"],
};

/** Content pages' rich text: headings, paragraphs, lists, links, pictures, tables, quotes; no script, style or form. */
export const contentOptions: SanitizeOptions = {
  allowedTags: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark", "blockquote", "q", "cite", "code", "pre", "kbd", "ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption"],
    ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col", "div", "span", "section", "article", "aside", "header", "footer", "details", "summary", "br", "hr", "wbr", "a", "img", "abbr", "time"],
  ],
  allowedAttributes: contentAttributes,
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedEmptyAttributes: ["alt", "reversed"],
  nonTextTags: contentDropped,
  disallowedTagsMode: "discard",
  transformTags: {
    "*": (tagName: string, attribs: Attributes) => {
      const allowed = [...(contentAttributes[tagName] ?? []), ...(contentAttributes["*"] ?? [])];
      const kept: Attributes = {};
      for (const [name, raw] of Object.entries(attribs)) {
        // What this function adds is added again below, never taken from the input.
        if (!allowed.includes(name) || name === "rel" || name === "loading" || name === "decoding") continue;
        const value = contentValue(name, raw);
        if (value !== null) kept[name] = value;
      }
      if (tagName === "img" && kept.src !== undefined) {
        if (kept.alt === undefined) kept.alt = "";
        kept.loading = "lazy";
        kept.decoding = "async";
      }
      // Another site's link never gets this page as its opener, nor our ranking.
      if (tagName === "a" && ((kept.href !== undefined && /^https?:/i.test(kept.href)) || kept.target !== undefined)) kept.rel = "noopener noreferrer nofollow";
      // The page's own title is its only h1: a heading 1 of the text is written as a heading 2.
      return { tagName: tagName === "h1" ? "h2" : tagName, attribs: kept };
    },
  },
  // A link whose address was dropped (`javascript:`, another scheme, none) is no link: its text stays, without the
  // `<a>`; a picture without a source is nothing.
  exclusiveFilter: (frame) => {
    if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
    if (frame.tag === "img" && !frame.attribs.src) return true;
    return false;
  },
};

/**
 * Runs the library with `options`, twice: its parser closes an open paragraph at a block element only when the
 * paragraph is the innermost open element, so once a discarded tag between them is gone (`<p><font><div>`), the
 * first pass can write a block inside a paragraph, which a browser reads differently; the second pass writes it
 * as it is read, and sanitising that again changes nothing (property-tested). Void elements come as `<br />`
 * and are written `<br>`; a single quote is written as a reference too (as text or value it means the same), so
 * every attribute value is double-quoted text without `'`, `<` or `>` (the tests read the output that strictly).
 */
export function sanitizeWith(input: string, options: IOptions): string {
  return writeOnce(writeOnce(input, options), options);
}

function writeOnce(html: string, options: IOptions): string {
  return sanitizeHtml(html, options).replace(/ \/>/g, ">").replace(/'/g, "&#39;");
}

/** A content page's text as safe HTML: rich text through the allow list; plain text (no tag) as paragraphs. */
export function sanitizeContentHtml(body: string): string {
  if (!/<[A-Za-z!/?]/.test(body)) {
    const paragraphs = body
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    return sanitizeWith(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(""), contentOptions);
  }
  return sanitizeWith(body, contentOptions);
}

// ---------- SVG (external icons) ----------

const svgShapes = ["d", "points", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "pathLength"];
const svgPaint = ["fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "transform", "clip-path", "clip-rule", "mask", "color", "display", "visibility", "vector-effect", "shape-rendering"];
/** The icon's elements (SVG's names, camel case) and the attributes each may carry besides the global ones. */
const svgElements: Record<string, string[]> = {
  svg: ["viewBox", "width", "height", "preserveAspectRatio"],
  g: [],
  path: svgShapes,
  circle: svgShapes,
  ellipse: svgShapes,
  line: svgShapes,
  polyline: svgShapes,
  polygon: svgShapes,
  rect: svgShapes,
  defs: [],
  symbol: ["viewBox", "preserveAspectRatio"],
  use: ["href", "x", "y", "width", "height"],
  linearGradient: ["x1", "y1", "x2", "y2", "gradientUnits", "gradientTransform", "spreadMethod"],
  radialGradient: ["cx", "cy", "r", "fx", "fy", "gradientUnits", "gradientTransform", "spreadMethod"],
  stop: ["offset", "stop-color", "stop-opacity"],
  clipPath: ["clipPathUnits"],
  mask: ["x", "y", "width", "height", "maskUnits", "maskContentUnits"],
  desc: [],
};
const svgGlobal = ["id", "aria-hidden", "role", ...svgPaint];
/** The parser reads HTML, so names come in lower case: SVG's own spelling of each. */
const svgNames = new Map([...Object.keys(svgElements), ...Object.values(svgElements).flat(), "xlink:href"].map((name) => [name.toLowerCase(), name]));
const svgDropped = ["script", "style", "foreignobject", "iframe", "image", "feimage", "animate", "animatetransform", "animatemotion", "set", "a", "audio", "video", "canvas", "object", "embed", "handler", "listener", "cursor", "font", "font-face", "filter", "pattern", "marker", "text", "switch", "noscript", "template", "textarea", "title"];

/**
 * The rule for an external icon (spec §5; decision 037): sanitised SVG only — no script, no foreignObject, no
 * event handler, no style, no link or reference outside the icon itself (`href` and `url(…)` only to `#id` of
 * the icon). Its ids get `idPrefix` (and so do the references to them), so two icons on one page cannot collide.
 */
export function svgOptions(idPrefix: string): IOptions {
  const prefix = idPrefix.replace(/[^\w-]/g, "");
  const localRef = /^#([\w-]{1,64})$/;
  const value = (attribute: string, raw: string): string | null => {
    if (attribute === "id") return /^[\w-]{1,64}$/.test(raw) ? `${prefix}-${raw}` : null;
    if (attribute === "href" || attribute === "xlink:href") {
      const match = raw.trim().match(localRef);
      return match ? `#${prefix}-${match[1]}` : null;
    }
    // Values are plain figures, colours, transforms; a reference only to this icon; nothing that loads or runs.
    if (/[<>\\]|expression|javascript:|data:|@import/i.test(raw)) return null;
    if (/url\s*\(/i.test(raw)) {
      const match = raw.trim().match(/^url\(\s*#([\w-]{1,64})\s*\)$/i);
      return match ? `url(#${prefix}-${match[1]})` : null;
    }
    return raw.length <= 4000 ? raw : null;
  };
  return {
    allowedTags: Object.keys(svgElements),
    allowedAttributes: { ...svgElements, "*": svgGlobal },
    allowedSchemes: [],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    nonTextTags: svgDropped,
    disallowedTagsMode: "discard",
    // Every element written with its end tag (`<path …></path>`): the same in HTML and in XML.
    selfClosing: [],
    transformTags: {
      "*": (tagName: string, attribs: Attributes) => {
        const name = svgNames.get(tagName) ?? tagName;
        const allowed = [...(svgElements[name] ?? []), ...svgGlobal, ...(name === "use" ? ["xlink:href"] : [])];
        const kept: Attributes = {};
        for (const [attribute, raw] of Object.entries(attribs)) {
          const spelled = svgNames.get(attribute) ?? attribute;
          if (!allowed.includes(spelled)) continue;
          const checked = value(spelled, raw);
          // `xlink:href` is written `href`: an `href` of its own wins.
          if (checked === null) continue;
          if (spelled === "xlink:href") kept.href ??= checked;
          else kept[spelled] = checked;
        }
        return { tagName: name, attribs: kept };
      },
    },
  };
}

/** An external icon's text as a safe inline `<svg>`, or null when nothing of an svg is left of it. */
export function sanitizeSvg(input: string, idPrefix: string): string | null {
  const start = input.search(/<svg[\s>/]/i);
  if (start < 0) return null;
  // One pass (ids are prefixed as they are written; an icon has no paragraph).
  const html = writeOnce(input.slice(start), svgOptions(idPrefix));
  const end = html.indexOf("</svg>");
  if (!html.startsWith("<svg") || end < 0) return null;
  return html.slice(0, end + "</svg>".length);
}

import fc from "fast-check";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { contentOptions, safeUrl, sanitizeContentHtml, sanitizeSvg, sanitizeWith } from "./sanitize-html.server";

/** Output names of the content options' elements and the attributes each may be written with. */
const contentOut = new Map<string, Set<string>>();
const allowedAttributes = contentOptions.allowedAttributes as Record<string, string[]>;
for (const name of contentOptions.allowedTags as string[]) {
  contentOut.set(name, new Set([...(allowedAttributes[name] ?? []), ...(allowedAttributes["*"] ?? [])]));
}

/** An attribute's value as a browser reads it (character references decoded). */
function decodedValue(raw: string): string {
  const element = parseDocument(`<x v="${raw}">`).children[0] as unknown as { attribs: Record<string, string> };
  return element.attribs.v ?? "";
}

/**
 * Reads the sanitiser's output strictly: only `<tag attr="…">`, `</tag>` and text without `<`/`>`, every `&` a
 * known reference. Returns the elements with their attributes; throws on anything else. Whatever a browser does
 * with output of this shape, it can only build these elements.
 */
function readStrictly(html: string, allowed: Map<string, Set<string>>): Array<{ tag: string; attrs: Array<[string, string]> }> {
  const elements: Array<{ tag: string; attrs: Array<[string, string]> }> = [];
  const token = /<([A-Za-z][A-Za-z0-9]*)((?: [a-z][a-z:-]*="[^"<>']*")*)\/?>|<\/([A-Za-z][A-Za-z0-9]*)>|[^<>]+/y;
  let at = 0;
  while (at < html.length) {
    token.lastIndex = at;
    const match = token.exec(html);
    if (!match) throw new Error(`unreadable output at ${at}: ${JSON.stringify(html.slice(at, at + 40))}`);
    at = token.lastIndex;
    const [whole, tag, attrText, endTag] = match;
    if (tag) {
      const allowedAttrs = allowed.get(tag);
      if (!allowedAttrs) throw new Error(`element ${tag} is not allowed`);
      const attrs = [...(attrText ?? "").matchAll(/ ([a-z][a-z:-]*)="([^"]*)"/g)].map((m) => [m[1]!, decodedValue(m[2]!)] as [string, string]);
      for (const [name] of attrs) if (!allowedAttrs.has(name)) throw new Error(`attribute ${name} on ${tag} is not allowed`);
      elements.push({ tag, attrs });
    } else if (endTag) {
      if (!allowed.has(endTag)) throw new Error(`end of ${endTag} is not allowed`);
    } else if (/&(?!amp;|lt;|gt;|quot;|#39;)/.test(whole)) {
      throw new Error(`raw & in text: ${whole}`);
    }
  }
  return elements;
}

const hostile = [
  "<script>window.pwned=1</script>", "<SCRIPT SRC=//evil.example/x.js></SCRIPT>", "<script/>alert(1)</script>", "<img src=x onerror=alert(1)>",
  '<img src="/ok.png" onload="alert(1)" style="x:expression(alert(1))">', '<a href="javascript:alert(1)">x</a>', '<a href="JaVaScRiPt:alert(1)">',
  '<a href="jav&#x09;ascript:alert(1)">', '<a href="&#106;avascript:alert(1)">', '<a href=" &#14; javascript:alert(1)">', '<a href="java\nscript:x">',
  '<a href="data:text/html,<script>alert(1)</script>">', '<a href="vbscript:x">', '<a href="//evil.example">', '<a href="/\\evil.example">',
  "<svg onload=alert(1)><script>alert(1)</script></svg>", "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>", "<style>body{display:none}</style>",
  '<div style="background:url(javascript:alert(1))">', "<iframe src=//evil.example></iframe>", "<!--", "-->", "<!-- <script>x</script> -->", "<![CDATA[", "]]>",
  "<", ">", '"', "'", "=", "</", "<p", "<a", " onmouseover=alert(1) ", "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
  "<form action=//evil.example><button formaction=javascript:x>go</button></form>", "<base href=//evil.example/>", '<meta http-equiv="refresh" content="0;url=javascript:x">',
  "<object data=//evil.example></object>", "&lt;script&gt;alert(1)&lt;/script&gt;", "<plaintext>", "<textarea><script>x</script></textarea>", "<table><td>",
  '<img src="/ok.png" srcset="javascript:alert(1)">', "<p id=__remixContext class=dialog>", "<h1>Title</h1>", "<a href=/promotions onclick=x>p</a>", "<template><script>x</script></template>",
  "<title><script>x</script></title>", "<xmp><script>x</script></xmp>", "<a href='https://example.com' target=_blank>", '<img src="https://cdn.example/x.png" alt="a" width=10 height=20>',
  "<p/onclick=alert(1)>", "<p\tonclick=alert(1)>", "<p on\u0000click=x>", "<a href=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)\">",
  "<ul><li>one<li>two</ul>", "</p></p></div>", "<details open ontoggle=alert(1)>", "<p>text</p>", "&amp;&#x26;&unknown;&", "<embed src=x>", "<frameset onload=x>",
];

const piece = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostile) },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom("p", "a", "img", "script", "svg", "h1", "table", "style", "div", "x-y", "ScRiPt").map((tag) => `<${tag} ${"on"}x=1 href=javascript:1>`) },
);
const hostileHtml = fc.array(piece, { maxLength: 25 }).map((parts) => parts.join(""));

describe("the content sanitiser", () => {
  it("writes only allowed elements and attributes, never script, handlers, style or unsafe urls (property)", () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const out = sanitizeContentHtml(html);
        for (const element of readStrictly(out, contentOut)) {
          for (const [name, value] of element.attrs) {
            expect(name.startsWith("on")).toBe(false);
            if (name === "href" || name === "src") {
              expect(safeUrl(value)).toBe(value);
              expect(value).toMatch(/^(https?:\/\/|\/(?![/\\])|#)/i);
            }
          }
        }
        expect(out).not.toMatch(/<script|<style|<iframe|<svg|<math|<form|<base|<meta|<object|<embed|<template/i);
      }),
      { numRuns: 1500 },
    );
  });

  it("is stable: sanitising its own output changes nothing (property)", () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const once = sanitizeWith(html, contentOptions);
        expect(sanitizeWith(once, contentOptions)).toBe(once);
      }),
      { numRuns: 800 },
    );
  });

  it("keeps every word of text that is not inside a dropped element (property)", () => {
    const word = fc.stringMatching(/^[A-Za-zА-Яа-я0-9‘’ ]{1,12}$/);
    const wrap = fc.constantFrom("p", "strong", "em", "li", "h2", "td", "blockquote", "span", "x-unknown", "font");
    fc.assert(
      fc.property(fc.array(fc.tuple(wrap, word), { minLength: 1, maxLength: 10 }), (parts) => {
        const html = parts.map(([tag, text]) => `<${tag}>${text}</${tag}>`).join("");
        const out = sanitizeContentHtml(html);
        expect(out.replace(/<[^>]*>/g, "")).toBe(parts.map(([, text]) => text).join(""));
      }),
    );
  });

  it("renders rich text: headings, lists, links, pictures and tables", () => {
    const html =
      '<h1>Qoidalar</h1><h2 class="x">Umumiy</h2><p>Matn <strong>qalin</strong> va <a href="/promotions">aksiyalar</a>, <a href="https://example.com/a?b=1&amp;c=2" target="_blank">tashqi</a>.</p>' +
      '<ul><li>bir</li><li>ikki</li></ul><ol start="3"><li>uch</li></ol><img src="/sandbox/media/promo/welcome.svg" alt="Rasm" width="960" height="360">' +
      '<table><thead><tr><th scope="col">Daraja</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>Qoidalar</h2><h2>Umumiy</h2><p>Matn <strong>qalin</strong> va <a href="/promotions">aksiyalar</a>, <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">tashqi</a>.</p>' +
        '<ul><li>bir</li><li>ikki</li></ul><ol start="3"><li>uch</li></ol><img src="/sandbox/media/promo/welcome.svg" alt="Rasm" width="960" height="360" loading="lazy" decoding="async">' +
        '<table><thead><tr><th scope="col">Daraja</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    );
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    ['<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" alt="" loading="lazy" decoding="async">'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "x"],
    ['<a href="&#106;avascript:alert(1)" onclick="x()">x</a>', "x"],
    ['<a href="//evil.example">x</a>', "x"],
    ['<p style="color:red" id="__remixContext" class="dialog">x</p>', "<p>x</p>"],
    ["<svg><script>alert(1)</script></svg>after", "after"],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>after', "after"],
    ["<p>a < b & c > d</p>", "<p>a &lt; b &amp; c &gt; d</p>"],
    ["<ul><li>one<li>two", "<ul><li>one</li><li>two</li></ul>"],
  ])("sanitises %s", (input, output) => {
    expect(sanitizeContentHtml(input)).toBe(output);
  });

  it("drops a link whose address is dropped but keeps its text, with no bare <a> left (issue 29)", () => {
    const out = sanitizeContentHtml('<p>Bonus <a href="javascript:alert(1)" target="_blank" title="t">olish</a> va <a href="vbscript:x"><strong>qoidalar</strong></a>, <a>nom</a>.</p>');
    expect(out).toBe("<p>Bonus olish va <strong>qoidalar</strong>, nom.</p>");
    expect(out).not.toContain("<a");
  });

  it("shows plain text (no tag) as escaped paragraphs", () => {
    expect(sanitizeContentHtml("Bir & ikki.\n\nUch <3")).toBe("<p>Bir &amp; ikki.</p><p>Uch &lt;3</p>");
  });
});

const svgOut = new Map<string, Set<string>>(
  ["svg", "g", "path", "circle", "ellipse", "line", "polyline", "polygon", "rect", "defs", "symbol", "use", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "desc"].map((tag) => [
    tag,
    new Set(["viewBox", "width", "height", "preserveAspectRatio", "d", "points", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "pathLength", "href", "offset", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "spreadMethod", "clipPathUnits", "maskUnits", "maskContentUnits", "id", "aria-hidden", "role", "fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "stroke-opacity", "opacity", "transform", "clip-path", "clip-rule", "mask", "color", "display", "visibility", "vector-effect", "shape-rendering"].map((a) => a.toLowerCase() === a ? a : a)),
  ]),
);
/** The strict reader matches attribute names in lower case: compare case-insensitively for SVG's camel case. */
function readSvg(svg: string) {
  const lowered = new Map([...svgOut].map(([tag, attrs]) => [tag, new Set([...attrs].map((a) => a.toLowerCase()))]));
  return readStrictly(svg.replace(/ ([A-Za-z][A-Za-z:-]*)="/g, (_m, name: string) => ` ${name.toLowerCase()}="`), lowered);
}

const svgHostile = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">', "<script>alert(1)</script>", "<script><![CDATA[alert(1)]]></script>",
  '<foreignObject><iframe src="//evil.example"></iframe><body onload=alert(1)></body></foreignObject>', '<path d="M0 0h24v24H0z" fill="url(https://evil.example/#x)"/>',
  '<path d="M1 1" fill="url(#g)" style="fill:red"/>', '<use href="https://evil.example/sprite.svg#i"/>', '<use xlink:href="#a"/>', '<image href="https://evil.example/x.png"/>',
  '<a href="javascript:alert(1)"><circle r="4"/></a>', '<animate attributeName="href" to="javascript:alert(1)"/>', '<set attributeName="onmouseover" to="alert(1)"/>',
  '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>', "<style>@import url(//evil.example/x.css)</style>", '<g id="a" onclick="x"><rect width="2" height="2"/></g>',
  '<rect fill="javascript:alert(1)"/>', "<!-- x -->", '<?xml version="1.0"?>', "<!DOCTYPE svg>", "</svg>", "<", "'", '"', "<title>x</title>", '<handler type="text/javascript">alert(1)</handler>',
];
const hostileSvg = fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...svgHostile) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }), { maxLength: 14 }).map((parts) => `<svg viewBox="0 0 24 24">${parts.join("")}</svg>`);

describe("the external icon (SVG) sanitiser", () => {
  it("keeps no script, foreignObject, handler, style or outside reference (property)", () => {
    fc.assert(
      fc.property(hostileSvg, (input) => {
        const out = sanitizeSvg(input, "icon-x");
        expect(out).not.toBeNull();
        for (const element of readSvg(out!)) {
          for (const [name, value] of element.attrs) {
            expect(name.startsWith("on")).toBe(false);
            if (name === "href") expect(value).toMatch(/^#icon-x-[\w-]+$/);
            if (name === "id") expect(value).toMatch(/^icon-x-[\w-]+$/);
            if (/url\s*\(/i.test(value)) expect(value).toMatch(/^url\(#icon-x-[\w-]+\)$/);
            expect(value).not.toMatch(/javascript:|data:/i);
          }
        }
        expect(out).not.toMatch(/<script|foreignObject|<style|<image|<a[ >]|<animate|<set|<iframe|<handler/i);
        expect(out!.startsWith("<svg")).toBe(true);
        expect(out!.endsWith("</svg>")).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps a real icon's drawing, with its ids and references prefixed", () => {
    const icon =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd166"/></linearGradient></defs>' +
      '<path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z" fill="url(#g)"/><use xlink:href="#g"/></svg>';
    expect(sanitizeSvg(icon, "icon-star")).toBe(
      '<svg viewBox="0 0 24 24" width="24"><defs><linearGradient id="icon-star-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd166"></stop></linearGradient></defs>' +
        '<path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z" fill="url(#icon-star-g)"></path><use href="#icon-star-g"></use></svg>',
    );
  });

  it("gives nothing for text without an svg", () => {
    expect(sanitizeSvg("<html><body>not an icon</body></html>", "x")).toBeNull();
    expect(sanitizeSvg("", "x")).toBeNull();
  });
});

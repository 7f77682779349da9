/**
 * Twins of `npm run bench` (issue 41): for each measured view, a shape read from the view's own HTML, which the bare
 * Remix app of `bench/reference` renders as a static tree (`/twin/:name`, `app/routes/twin.$name.tsx`): what React
 * and Remix alone cost for a page of that size.
 *
 * A shape holds counts, never our markup: the body's element tree as tag names with, per element, the byte count of
 * its attributes and of its own text; the head's element count; the links; the bytes and value count of the
 * document's inline loader data (single fetch's turbo-stream). The twin pads attributes (one `class`), texts and
 * loader data with filler of those sizes. `compareShapes` checks a twin's own HTML against its view's.
 */
import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";

/** [tag, attribute bytes, own text bytes, ...children]: one element of a body's tree. */
export type ShapeNode = [string, number, number, ...ShapeNode[]];

export interface Shape {
  name: string;
  /** Elements of the whole document but `<script>`s and modulepreload links (Remix's own, in a view and a twin alike). */
  elements: number;
  /** The deepest element, `<html>` being 1. */
  depth: number;
  /** The document's bytes (UTF-8, uncompressed). */
  bytes: number;
  /** `<a href>` elements. */
  links: number;
  /** The inline loader data: bytes of the turbo-stream strings enqueued, and how many values their flat array holds. */
  dataBytes: number;
  dataValues: number;
  /** Elements of `<head>` (not scripts), the twin's `meta` export fills up to it. */
  headElements: number;
  /** Bytes of the `<script>` elements (Remix's boot, the route manifest, the data, our own inline scripts) and modulepreload links. */
  scriptBytes: number;
  /**
   * Set by the bench after a first fetch of the twin (`calibrate`): filler text added to the twin's first element so
   * its bytes meet the view's, and a factor on its loader data's filler so that meets the view's too.
   */
  padText?: number;
  dataScale?: number;
  body: ShapeNode[];
}

const isElement = (node: ChildNode): node is Element => node.type === "tag" || node.type === "script" || node.type === "style";

/** Tags whose content React treats apart (form controls with values) are shaped as plain boxes of the same size. */
const PLAIN: Record<string, string> = { textarea: "div", select: "div", option: "span", optgroup: "div", style: "div", template: "div" };
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

function attributeBytes(element: Element): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(element.attribs)) bytes += 1 + name.length + (value === "" ? 0 : Buffer.byteLength(value) + 3);
  return bytes;
}

/** The decoded strings of `streamController.enqueue("…")` calls: the loader data as single fetch inlines it. */
export function inlineData(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)) out.push(JSON.parse(match[1]!) as string);
  return out;
}

/** Values in the flat arrays of turbo-stream chunks (each chunk a JSON array, or `P<n>:` followed by one). */
function flatValues(chunks: string[]): number {
  let values = 0;
  for (const chunk of chunks.join("").split("\n")) {
    const json = chunk.replace(/^[A-Z]\d+:/, "");
    if (!json.trim()) continue;
    try {
      const parsed = JSON.parse(json) as unknown;
      values += Array.isArray(parsed) ? parsed.length : 1;
    } catch {
      values += 1;
    }
  }
  return values;
}

export function shapeOf(name: string, html: string): Shape {
  const document = parseDocument(html, { decodeEntities: false });
  let elements = 0;
  let depth = 0;
  let links = 0;
  let headElements = 0;
  let scriptBytes = 0;
  let body: ShapeNode[] = [];
  const walk = (nodes: ChildNode[], level: number, inHead: boolean): ShapeNode[] => {
    const out: ShapeNode[] = [];
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === "script" || (node.name === "link" && node.attribs.rel === "modulepreload")) {
        scriptBytes += html.slice(node.startIndex ?? 0, (node.endIndex ?? 0) + 1).length;
        continue;
      }
      elements++;
      depth = Math.max(depth, level);
      if (inHead) headElements++;
      if (node.name === "a" && node.attribs.href !== undefined) links++;
      let text = 0;
      for (const child of node.children) if (child.type === "text") text += Buffer.byteLength(child.data);
      const children = walk(node.children, level + 1, inHead || node.name === "head");
      const tag = PLAIN[node.name] ?? node.name;
      out.push([tag, attributeBytes(node), VOID.has(tag) ? 0 : text, ...(VOID.has(tag) ? [] : children)]);
      if (node.name === "body") body = children;
    }
    return out;
  };
  walk(document.children, 1, false);
  const data = inlineData(html);
  return {
    name,
    elements,
    depth,
    bytes: Buffer.byteLength(html),
    links,
    dataBytes: data.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0),
    dataValues: flatValues(data),
    headElements,
    scriptBytes,
    body,
  };
}

/** What a twin is held to against its view (issue 41): elements ±5 %, depth and bytes ±10 %, links equal, data ±10 %. */
export function compareShapes(view: Shape, twin: Shape): string[] {
  const off: string[] = [];
  const within = (a: number, b: number, share: number) => Math.abs(a - b) <= share * a;
  if (!within(view.elements, twin.elements, 0.05)) off.push(`elements ${twin.elements} vs ${view.elements}`);
  if (!within(view.depth, twin.depth, 0.1)) off.push(`depth ${twin.depth} vs ${view.depth}`);
  if (!within(view.bytes, twin.bytes, 0.1)) off.push(`bytes ${twin.bytes} vs ${view.bytes}`);
  if (view.links !== twin.links) off.push(`links ${twin.links} vs ${view.links}`);
  if (!within(view.dataBytes, twin.dataBytes, 0.1)) off.push(`data ${twin.dataBytes} vs ${view.dataBytes}`);
  return off;
}

/** The view's shape with the twin's byte and data shortfall (from a first fetch of the twin) filled in. */
export function calibrate(view: Shape, twin: Shape): Shape {
  return {
    ...view,
    padText: Math.max(0, (view.padText ?? 0) + view.bytes - twin.bytes - (view.dataBytes - twin.dataBytes)),
    dataScale: (view.dataScale ?? 1) * (view.dataBytes / Math.max(1, twin.dataBytes)),
  };
}

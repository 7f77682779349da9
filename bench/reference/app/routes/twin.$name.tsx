import { createElement, type ReactNode } from "react";
import { useParams } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

/**
 * A view's twin (issue 41): a static tree of the view's shape (scripts/bench-twins.ts), read by server.ts from
 * TWIN_SHAPES into `globalThis.__TWIN_SHAPES__` at start-up. Only counts come from the view: tag names, the bytes of
 * each element's attributes (one filler `class`) and own text (filler), the links, the head's element count and
 * loader data of the same size and value count; `padText` filler bytes make up what the view's HTML has beyond
 * those (its larger route manifest and inline scripts). It measures the server: in a browser it renders nothing.
 */
type ShapeNode = [string, number, number, ...ShapeNode[]];
interface Shape {
  headElements: number;
  dataBytes: number;
  dataValues: number;
  padText?: number;
  dataScale?: number;
  body: ShapeNode[];
}
interface Twin {
  shape: Shape;
  data: { pad: string[] };
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

function twins(): Map<string, Twin> {
  const store = globalThis as { __TWINS__?: Map<string, Twin>; __TWIN_SHAPES__?: Record<string, Shape> };
  if (!store.__TWINS__) {
    store.__TWINS__ = new Map();
    for (const [name, shape] of Object.entries(store.__TWIN_SHAPES__ ?? {})) {
      // Loader data of the view's size: as many strings as its flat array has values (less the wrapper's few).
      const count = Math.max(1, shape.dataValues - 4);
      const each = Math.max(1, Math.round(((shape.dataBytes / count) - 5) * (shape.dataScale ?? 1)));
      store.__TWINS__.set(name, { shape, data: { pad: Array.from({ length: count }, (_, i) => `${i}`.padEnd(each, "x")) } });
    }
  }
  return store.__TWINS__;
}

export function loader({ params }: LoaderFunctionArgs) {
  const twin = twins().get(params.name ?? "");
  if (!twin) throw new Response("no such twin", { status: 404 });
  return twin.data;
}

export const meta: MetaFunction = ({ params }) => {
  const twin = twins().get(params.name ?? "");
  const extra = Math.max(0, (twin?.shape.headElements ?? 3) - 3);
  return [{ title: "Twin" }, ...Array.from({ length: extra }, (_, i) => ({ name: `m${i}`, content: "x" }))];
};

/** One element of the shape, made anew on every render as a page's components make theirs. */
function build([tag, attributes, text, ...children]: ShapeNode): ReactNode {
  const props: Record<string, string> = {};
  let left = attributes;
  if (tag === "a") {
    props.href = "/";
    left -= 9;
  }
  if (left > 9) props.className = "x".repeat(left - 9);
  if (VOID.has(tag)) return createElement(tag, props);
  return createElement(tag, props, text ? "x".repeat(text) : null, ...children.map(build));
}

export default function TwinPage() {
  const { name } = useParams();
  const twin = twins().get(name ?? "");
  if (!twin) return null;
  return (
    <>
      {twin.shape.padText ? "x".repeat(twin.shape.padText) : null}
      {twin.shape.body.map(build)}
    </>
  );
}

import { useRouteLoaderData } from "@remix-run/react";
import { useNonce } from "~/ui/nonce";

// The operator's custom code (decision 037), rendered by the document on the server: each `<script>` and
// `<style>` with this response's nonce, so the CSP holds without 'unsafe-inline'. Rendered with the document, the
// code runs once per page load: client-side navigations keep these elements, and React never runs a script
// it inserts itself.

export type CustomCodePosition = "head" | "bodyStart" | "bodyEnd";

export type CustomCodePiece =
  | { kind: "script"; attributes: Record<string, string>; content: string }
  | { kind: "style"; content: string }
  | { kind: "noscript"; html: string }
  | { kind: "meta" | "link"; attributes: Record<string, string> }
  | { kind: "html"; html: string };

export type CustomCode = Record<CustomCodePosition, CustomCodePiece[]>;

/** HTML attribute names → React's. */
const REACT_NAMES: Record<string, string> = {
  crossorigin: "crossOrigin",
  referrerpolicy: "referrerPolicy",
  nomodule: "noModule",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  hreflang: "hrefLang",
  itemprop: "itemProp",
};

function props(attributes: Record<string, string>) {
  const out: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const boolean = name === "async" || name === "defer" || name === "nomodule";
    out[REACT_NAMES[name] ?? name] = boolean ? true : value;
  }
  return out;
}

export function CustomCodeSlot({ position }: { position: CustomCodePosition }) {
  const pieces = useRouteLoaderData<{ customCode?: CustomCode }>("root")?.customCode?.[position];
  const nonce = useNonce();
  if (!pieces?.length) return null;
  return (
    <>
      {pieces.map((piece, index) => {
        const key = `${position}-${index}`;
        switch (piece.kind) {
          case "script":
            return <script key={key} {...props(piece.attributes)} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: piece.content }} />;
          case "style":
            return <style key={key} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: piece.content }} />;
          case "noscript":
            return <noscript key={key} dangerouslySetInnerHTML={{ __html: piece.html }} />;
          case "meta":
            return <meta key={key} {...props(piece.attributes)} />;
          case "link":
            return <link key={key} {...props(piece.attributes)} />;
          case "html":
            return <div key={key} className="custom-code" data-position={position} dangerouslySetInnerHTML={{ __html: piece.html }} />;
        }
      })}
    </>
  );
}

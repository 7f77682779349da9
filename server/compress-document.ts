import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type DocumentEncoding = "br" | "gzip" | null;

/** Below this a document is sent as it is (the same threshold as the `compression` middleware). */
export const THRESHOLD = 1024;

/**
 * The encoding a client takes for a document, from its Accept-Encoding: brotli, else gzip, else none. A coding
 * with `q=0` is refused, and so is one that `*;q=0` refuses without naming it; `*` alone offers brotli.
 */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding {
  if (!acceptEncoding) return null;
  const weightOf = codingWeights(acceptEncoding);
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** Whether a client takes gzip at all (a kept page is sent gzip-spliced to it, server/spliced-gzip.ts). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding ? codingWeights(acceptEncoding)("gzip") > 0 : false;
}

/** The weight (`q`) a request's Accept-Encoding gives each coding. */
function codingWeights(acceptEncoding: string): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=(.*)$/.exec(param)?.[1]?.trim()).find((value) => value !== undefined);
    // A weight that is no number refuses the coding rather than taking it at full weight.
    const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return (name) => weights.get(name) ?? weights.get("*") ?? 0;
}

/**
 * A whole document compressed in one call (issue 14). A stream compressor fed React's chunks cost the server
 * more CPU than rendering the page; one call costs about a third of it. Brotli at quality 4 is both faster and
 * smaller than gzip's default level on our pages; gzip at level 5 is within 1% of level 6's size for less CPU.
 * Synchronous on purpose: about a millisecond, and no turn of the event loop between the page and its answer (a
 * thread-pool hop cost as much CPU, and let a client that half-closed its side lose the answer).
 */
export function compressDocument(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding: DocumentEncoding } {
  const encoding = body.length < THRESHOLD ? null : documentEncoding(acceptEncoding);
  if (encoding === "br") {
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    return { body: compressed, encoding };
  }
  if (encoding === "gzip") return { body: gzipSync(body, { level: 5 }), encoding };
  return { body, encoding: null };
}

import { Writable } from "node:stream";

/**
 * React 18.3's renderToPipeableStream pads a 2,048-byte chunk with zero bytes when a multi-byte UTF-8
 * character does not fit at its end (it writes the whole view instead of the bytes it filled), so Cyrillic
 * and ‘ ’ text gain stray NUL bytes that browsers show as a space ("т елефоне"). The character itself
 * follows intact in the next chunk, and HTML never legitimately carries a NUL, so dropping them restores
 * the exact document. (Fixed in React 19; remove with the upgrade.)
 */
export function withoutNulBytes(bytes: Buffer): Buffer {
  // The spans between NULs copied whole (native searches and one copy): filtering byte by byte through a callback
  // was the costliest function of a rendered document (issue 27's profile).
  let at = bytes.indexOf(0);
  if (at === -1) return bytes;
  const spans: Buffer[] = [];
  let start = 0;
  while (at !== -1) {
    if (at > start) spans.push(bytes.subarray(start, at));
    start = at + 1;
    at = bytes.indexOf(0, start);
  }
  if (start < bytes.length) spans.push(bytes.subarray(start));
  return Buffer.concat(spans);
}

const CLOSE = Buffer.from("</body></html>");

/**
 * The document closed after its last chunk: React writes `</body></html>` when the shell ends, and Remix's streamed
 * data scripts (single fetch) follow it, which HTML forbids ("stray start tag script", decision 066). The closing
 * tags move to the end; every script stays where it was in the body's order, so nonces and hydration are untouched.
 */
export function closedLast(document: Buffer): Buffer {
  const at = document.lastIndexOf(CLOSE);
  if (at === -1 || at + CLOSE.length === document.length) return document;
  return Buffer.concat([document.subarray(0, at), document.subarray(at + CLOSE.length), CLOSE]);
}

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');

/**
 * The hydration modules (Remix's `<Scripts/>` preloads them at the end of the body, at Chrome's High priority) asked
 * for at low priority (issue 39): on a slow phone network the stylesheet and the first screen's pictures (the LCP
 * banner, `fetchpriority="high"`) come first, and the page, whole and working without JavaScript, paints before
 * ~100 KB of scripts have arrived; hydration follows. Remix's component has no prop for it, so the document says it.
 */
export function lowPriorityModulePreloads(document: Buffer): Buffer {
  let at = document.indexOf(PRELOAD);
  if (at === -1) return document;
  const spans: Buffer[] = [];
  let start = 0;
  while (at !== -1) {
    const end = at + PRELOAD.length;
    spans.push(document.subarray(start, end), LOW);
    start = end;
    at = document.indexOf(PRELOAD, start);
  }
  spans.push(document.subarray(start));
  return Buffer.concat(spans);
}

/**
 * A sink for `renderToPipeableStream` that gathers the whole document into one buffer, NUL bytes dropped
 * (issue 14): the HTTP server then compresses and writes it once, instead of passing each of React's 2 KB chunks
 * through a web stream, the compressor and the socket one by one (which cost more CPU than rendering the page).
 * Nothing on the site streams (no `defer`), so a browser waited for the whole page anyway.
 */
export function documentSink(): { sink: Writable; body: Promise<Buffer> } {
  const parts: Buffer[] = [];
  let sink!: Writable;
  const body = new Promise<Buffer>((resolve, reject) => {
    sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        callback();
      },
      writev(chunks, callback) {
        for (const { chunk } of chunks) parts.push(chunk as Buffer);
        callback();
      },
      final(callback) {
        resolve(lowPriorityModulePreloads(closedLast(withoutNulBytes(Buffer.concat(parts)))));
        callback();
      },
      destroy(error, callback) {
        if (error) reject(error);
        callback(error);
      },
    });
  });
  return { sink, body };
}

import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A kept document compressed once, sent with each response's own nonce (issue 28, decision 058).
 *
 * A kept guest page is the same for every guest but its CSP nonce, which must be each response's own; compressing
 * the whole page again per response was the largest cost of sending it (a profile at 300 connections: a third of the
 * site's CPU). So the page is compressed once as the parts between its nonces, each ended on a byte boundary (a full
 * flush, RFC 1951), and a response's gzip member (RFC 1952) is those parts with its own nonce compressed between them,
 * the final block, and the CRC-32 and length of what it decompresses to.
 *
 * Each part is compressed with the page before it as deflate's preset history, so it may refer back across the cut
 * (the page's markup and its loader data repeat the same names and addresses) — with NUL bytes where the nonces are.
 * The page has no NUL byte (React's stray ones are dropped, `app/entry.server.tsx`; a page with one is not spliced),
 * so no back-reference can cover a nonce's place, and a response's nonce of the same length leaves every other byte
 * where the references expect it.
 */
export interface SplicedDocument {
  /** The page's parts between the occurrences of the nonce, each compressed and fully flushed. */
  parts: Buffer[];
  /** The same parts, uncompressed (for the CRC-32 of each response's whole text). */
  raw: Buffer[];
  /** The byte length of the nonce the page was rendered with: a response's nonce must have the same. */
  nonceLength: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));

/**
 * A few bytes as a deflate block of their own, stored as they are (RFC 1951 §3.2.4): not final, type 00, then on the
 * byte boundary their length and its complement (little-endian) and the bytes. After a part's full flush the stream
 * is on a byte boundary, so the block starts with a whole zero byte.
 */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new Error("a stored block holds at most 65,535 bytes");
  const header = Buffer.from([0x00, bytes.length & 0xff, bytes.length >>> 8, ~bytes.length & 0xff, (~bytes.length >>> 8) & 0xff]);
  return Buffer.concat([header, bytes]);
}

/** Deflate's largest back-reference distance: the history a part may refer to. */
const WINDOW = 32 * 1024;

/**
 * The page cut at every occurrence of `nonce` (left to right, not overlapping), each part compressed once; null
 * when it cannot be spliced (a NUL byte in the page).
 */
export function spliceDocument(body: Buffer, nonce: string, level = 6): SplicedDocument | null {
  if (body.includes(0)) return null;
  const raw: Buffer[] = [];
  const needle = Buffer.from(nonce);
  if (!needle.length) raw.push(body);
  else {
    let from = 0;
    for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
      raw.push(body.subarray(from, at));
      from = at + needle.length;
    }
    raw.push(body.subarray(from));
  }
  const parts: Buffer[] = [];
  let history = Buffer.alloc(0);
  raw.forEach((part, index) => {
    const dictionary = history.length ? history.subarray(Math.max(0, history.length - WINDOW)) : undefined;
    parts.push(deflateRawSync(part, { level, finishFlush: constants.Z_FULL_FLUSH, ...(dictionary ? { dictionary } : {}) }));
    // What the next part may refer back to: this part and, NUL in its place, the nonce after it.
    const tail = index < raw.length - 1 ? Buffer.concat([part, Buffer.alloc(needle.length)]) : part;
    history = Buffer.concat([history.subarray(Math.max(0, history.length - WINDOW)), tail]);
  });
  return { raw, parts, nonceLength: needle.length };
}

/** One gzip member: the kept parts with `nonce` between them; null for a nonce of another length. */
export function gzipWithNonce(document: SplicedDocument, nonce: string): Buffer | null {
  const nonceBytes = Buffer.from(nonce);
  if (document.parts.length > 1 && nonceBytes.length !== document.nonceLength) return null;
  const compressedNonce = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  // An empty text leaves the CRC as it is; it is never handed to crc32 (Node 20's returns 0 for an empty buffer that
  // went through deflate before, whatever the running value).
  const add = (text: Buffer) => {
    if (!text.length) return;
    crc = crc32(text, crc);
    length += text.length;
  };
  document.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(compressedNonce);
      add(nonceBytes);
    }
    chunks.push(part);
    add(document.raw[index]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

import { Transform } from "node:stream";

/**
 * React 18.3's renderToPipeableStream pads a 2,048-byte chunk with zero bytes when a multi-byte UTF-8
 * character does not fit at its end (it writes the whole view instead of the bytes it filled), so Cyrillic
 * and ‘ ’ text gain stray NUL bytes that browsers show as a space ("т елефоне"). The character itself
 * follows intact in the next chunk, and HTML never legitimately carries a NUL, so dropping them restores
 * the exact document. (Fixed in React 19; remove with the upgrade.)
 */
export function stripNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk.includes(0) ? Buffer.from(chunk.filter((byte) => byte !== 0)) : chunk);
    },
  });
}

import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stripNulBytes } from "./strip-nul.server";

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

/** Renders to a stream the way entry.server does and returns the bytes, with or without the fix. */
function render(words: string[], fix: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <p>
        {words.map((word, index) => (
          <b key={index}>{word}</b>
        ))}
      </p>,
      {
      onAllReady() {
        const out = new PassThrough();
        if (fix) {
          const strip = stripNulBytes();
          strip.pipe(out);
          pipe(strip);
        } else {
          pipe(out);
        }
        resolve(collect(out));
        },
        onError: reject,
      },
    );
  });
}

describe("stripNulBytes", () => {
  it("drops zero bytes and keeps every other byte", async () => {
    const input = Buffer.from([0x3c, 0xd1, 0x82, 0x00, 0xd0, 0xb5, 0x00, 0x00, 0x3e]);
    const out = await collect(Readable.from([input]).pipe(stripNulBytes()));
    expect([...out]).toEqual([0x3c, 0xd1, 0x82, 0xd0, 0xb5, 0x3e]);
  });

  it("repairs React's padded chunk boundaries in Cyrillic text", async () => {
    // Many short two-byte-letter strings: some chunk boundary falls inside a letter.
    const words = Array.from({ length: 2000 }, (_, index) => (index % 3 ? "тест" : "ж"));
    const expected = `<p>${words.map((word) => `<b>${word}</b>`).join("")}</p>`;
    const broken = await render(words, false);
    const fixed = await render(words, true);
    expect(broken.includes(0)).toBe(true);
    expect(fixed.includes(0)).toBe(false);
    expect(fixed.toString("utf8")).toBe(expected);
  });
});

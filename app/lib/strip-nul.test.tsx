import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { closedLast, documentSink, lowPriorityModulePreloads, withoutNulBytes } from "./strip-nul.server";

/** A sink that keeps every byte React wrote, NULs included. */
function rawSink(): { sink: Writable; body: Promise<Buffer> } {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(Buffer.from(chunk));
      callback();
    },
  });
  return { sink, body: new Promise((resolve) => sink.on("finish", () => resolve(Buffer.concat(parts)))) };
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
          const { sink, body } = fix ? documentSink() : rawSink();
          pipe(sink);
          resolve(body);
        },
        onError: reject,
      },
    );
  });
}

describe("the document sink", () => {
  it("drops zero bytes and keeps every other byte", () => {
    const input = Buffer.from([0x3c, 0xd1, 0x82, 0x00, 0xd0, 0xb5, 0x00, 0x00, 0x3e]);
    expect([...withoutNulBytes(input)]).toEqual([0x3c, 0xd1, 0x82, 0xd0, 0xb5, 0x3e]);
    // NULs first, last and only; a buffer without any is returned as it is.
    expect([...withoutNulBytes(Buffer.from([0, 0, 0x41, 0, 0x42, 0]))]).toEqual([0x41, 0x42]);
    expect([...withoutNulBytes(Buffer.from([0, 0]))]).toEqual([]);
    const clean = Buffer.from("без нуля ‘ok’");
    expect(withoutNulBytes(clean)).toBe(clean);
  });

  it("gathers every chunk React writes into the one document, in order", async () => {
    const words = Array.from({ length: 3000 }, (_, index) => `w${index}`);
    const document = await render(words, true);
    expect(document.length).toBeGreaterThan(3 * 2048);
    expect(document.toString("utf8")).toBe(`<p>${words.map((word) => `<b>${word}</b>`).join("")}</p>`);
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

describe("closedLast", () => {
  it("moves </body></html> after the streamed scripts that followed it, and leaves a closed document alone", () => {
    const streamed = '<html><body><p>x</p><script nonce="n">a</script></body></html><script nonce="n">b()</script><!--$--><script nonce="n">c()</script><!--/$-->';
    expect(closedLast(Buffer.from(streamed)).toString()).toBe('<html><body><p>x</p><script nonce="n">a</script><script nonce="n">b()</script><!--$--><script nonce="n">c()</script><!--/$--></body></html>');
    const closed = Buffer.from("<html><body><p>x</p></body></html>");
    expect(closedLast(closed)).toBe(closed);
    const fragment = Buffer.from("<p>x</p>");
    expect(closedLast(fragment)).toBe(fragment);
  });
});

describe("lowPriorityModulePreloads", () => {
  it("asks for every hydration module at low priority and leaves a document without them alone", () => {
    const scripts = '<p>x</p><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><script type="module">import "/assets/a.js";</script>';
    expect(lowPriorityModulePreloads(Buffer.from(scripts)).toString()).toBe(
      '<p>x</p><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/><script type="module">import "/assets/a.js";</script>',
    );
    const none = Buffer.from('<p>x</p><link rel="stylesheet" href="/a.css"/>');
    expect(lowPriorityModulePreloads(none)).toBe(none);
  });
});

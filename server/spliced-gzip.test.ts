import fc from "fast-check";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { withNonce } from "./document-cache.ts";
import { gzipWithNonce, spliceDocument } from "./spliced-gzip.ts";

const base64Nonce = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString("base64"));

/** What a response must decompress to: the kept page with the response's nonce everywhere the rendered one was. */
const expected = (body: string, rendered: string, fresh: string) => Buffer.from(withNonce({ status: 200, headers: [], body, nonce: rendered }, fresh).body);

describe("a kept page compressed once, each response's nonce put in (decision 058)", () => {
  it("decompresses to the page with the response's nonce, whatever the page and wherever the nonces are", () => {
    fc.assert(
      fc.property(base64Nonce, base64Nonce, fc.array(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constant("")), { maxLength: 8 }), (rendered, fresh, texts) => {
        fc.pre(!texts.some((text) => text.includes(rendered) || text.includes("\u0000")));
        const body = texts.map((text, index) => (index % 2 ? `<script nonce="${rendered}">${text}</script>` : text)).join(rendered);
        const spliced = spliceDocument(Buffer.from(body), rendered);
        const sent = gunzipSync(gzipWithNonce(spliced!, fresh)!);
        expect(sent.equals(expected(body, rendered, fresh))).toBe(true);
        expect(sent.includes(Buffer.from(rendered)) && rendered !== fresh).toBe(false);
      }),
    );
  });

  it("a page much larger than the deflate window, nonces at its start, middle and end, sent many times", () => {
    const rendered = "AAAAAAAAAAAAAAAAAAAAAA==";
    const filler = Array.from({ length: 4000 }, (_, i) => `<li class="game-card">Game ${i} — o‘yin ${i * 7}</li>`).join("");
    const body = `${rendered}<html><head><script nonce="${rendered}">1</script></head><body>${filler}<style nonce="${rendered}"></style>${filler}</body></html>${rendered}`;
    const spliced = spliceDocument(Buffer.from(body), rendered);
    expect(spliced!.parts.length).toBe(5);
    for (const fresh of ["bm9uY2Ux+/==AAAAAAAAAAAA", "x".repeat(24), rendered]) {
      const sent = gunzipSync(gzipWithNonce(spliced!, fresh)!);
      expect(sent.equals(expected(body, rendered, fresh))).toBe(true);
    }
    // The parts' full flushes cost little against the page compressed as one stream at the same level.
    const whole = gzipSync(expected(body, rendered, "bm9uY2Ux+/==AAAAAAAAAAAA"), { level: 6 }).length;
    expect(gzipWithNonce(spliced!, "bm9uY2Ux+/==AAAAAAAAAAAA")!.length).toBeLessThan(whole * 1.02);
  });

  it("a nonce of another length, or a page with a NUL byte, is not spliced (sent the usual way)", () => {
    const spliced = spliceDocument(Buffer.from('<script nonce="AAAA">1</script>'), "AAAA");
    expect(gzipWithNonce(spliced!, "BBBBBB")).toBeNull();
    expect(gunzipSync(gzipWithNonce(spliced!, "BBBB")!).toString()).toBe('<script nonce="BBBB">1</script>');
    expect(spliceDocument(Buffer.from("<p>\u0000</p>"), "AAAA")).toBeNull();
  });

  it("a page without a nonce is one part", () => {
    const spliced = spliceDocument(Buffer.from("<p>no scripts</p>"), "");
    expect(spliced!.parts.length).toBe(1);
    expect(gunzipSync(gzipWithNonce(spliced!, "")!).toString()).toBe("<p>no scripts</p>");
  });
});

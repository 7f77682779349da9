import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDocument, documentEncoding } from "./compress-document.ts";

describe("documentEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", null],
    ["br;q=0.5, gzip;q=1.0", "gzip"],
    ["BR, GZIP", "br"],
    ["*", "br"],
    ["*;q=0", null],
    ["gzip, *;q=0", "gzip"],
    ["deflate", null],
    ["gzip;q=bogus", null],
  ] as const)("Accept-Encoding %j takes %j", (header, expected) => {
    expect(documentEncoding(header)).toBe(expected);
  });
});

describe("compressDocument", () => {
  const page = Buffer.from(`<!DOCTYPE html><html lang="ru"><body>${"<p>Привет, игрок! Ставки на спорт.</p>".repeat(400)}</body></html>`);

  it("gives the same bytes back, brotli or gzip, and smaller", () => {
    const br = compressDocument(page, "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gz = compressDocument(page, "gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).equals(page)).toBe(true);
  });

  it("leaves a small document and a client that takes no coding alone", () => {
    const small = Buffer.from("<p>ok</p>");
    expect(compressDocument(small, "gzip, br")).toEqual({ body: small, encoding: null });
    expect(compressDocument(page, "identity")).toEqual({ body: page, encoding: null });
  });
});

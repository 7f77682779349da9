import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { precompress } from "../scripts/precompress";
import { appHandle, createApp } from "./app";

/**
 * Issue 26 item 5: the build writes brotli 11 and gzip 9 forms beside each fingerprinted file, and the real app
 * (server/app.ts) sends the smallest one the request accepts, with the headers a browser and a cache need. Raw
 * HTTP (node:http): the bytes are read as sent, never decoded on the way.
 */
let dir: string;
let server: Server;
let base: string;
let app: Awaited<ReturnType<typeof createApp>>;
const script = `export function greet(name) {\n${Array.from({ length: 400 }, (_, i) => `  console.log("line ${i} of the bundle", name, ${i * 7});`).join("\n")}\n}\n`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

function get(pathname: string, acceptEncoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${pathname}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  const assets = path.join(dir, "client/assets");
  mkdirSync(assets, { recursive: true });
  writeFileSync(path.join(assets, "entry.client-Ab12Cd34.js"), script);
  writeFileSync(path.join(assets, "picture-Ef56Gh78.png"), picture);
  precompress(assets);
  app = await createApp({
    env: parseEnv({ NODE_ENV: "production", LOG_REQUESTS: "0", PLATFORM_API_URL: "http://127.0.0.1:9", SESSION_SECRET: "x".repeat(40) }),
    build: () => Promise.reject(new Error("no page is asked for here")),
    buildDir: dir,
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await appHandle(app).close();
  rmSync(dir, { recursive: true, force: true });
});

describe("fingerprinted files, precompressed at build (issue 26)", () => {
  it("the build writes brotli 11 and gzip 9 beside each text file, smaller than it, and leaves a picture alone", () => {
    const assets = path.join(dir, "client/assets");
    const raw = statSync(path.join(assets, "entry.client-Ab12Cd34.js")).size;
    const br = readFileSync(path.join(assets, "entry.client-Ab12Cd34.js.br"));
    const gz = readFileSync(path.join(assets, "entry.client-Ab12Cd34.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(raw);
    expect(() => statSync(path.join(assets, "picture-Ef56Gh78.png.br"))).toThrow();
  });

  it("sends the brotli form to a browser that accepts it, with its encoding, type, length, Vary and a year's immutable caching", async () => {
    const response = await get("/assets/entry.client-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
    expect(response.body.length).toBe(statSync(path.join(dir, "client/assets/entry.client-Ab12Cd34.js.br")).size);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends the gzip form to one that accepts gzip only, or refuses brotli", async () => {
    for (const accept of ["gzip", "br;q=0, gzip"]) {
      const response = await get("/assets/entry.client-Ab12Cd34.js", accept);
      expect(response.headers["content-encoding"], accept).toBe("gzip");
      expect(response.headers.vary).toMatch(/\bAccept-Encoding\b/);
      expect(Number(response.headers["content-length"])).toBe(statSync(path.join(dir, "client/assets/entry.client-Ab12Cd34.js.gz")).size);
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it("sends the file as it is to one that accepts no encoding, still saying it varies", async () => {
    const response = await get("/assets/entry.client-Ab12Cd34.js");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(response.body.toString()).toBe(script);
    expect(Number(response.headers["content-length"])).toBe(Buffer.byteLength(script));
  });

  it("sends a file without compressed forms as it is, with its type and caching", async () => {
    const response = await get("/assets/picture-Ef56Gh78.png", "gzip, br");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.equals(picture)).toBe(true);
  });
});

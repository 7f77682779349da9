import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { siteInProcess } from "./site";

/**
 * Issue 28: a request whose target or host headers are malformed is refused with 400 before any work, instead of a
 * 500 (or, for a Host carrying a path, a page of another address). Sent over a raw socket, so the headers go out
 * exactly as written (fetch and http.request refuse or rewrite some of them).
 */
const site = siteInProcess({ env: { DOCUMENT_CACHE_MS: "60000" } });

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

function raw(target: string, headers: string[]): Promise<RawAnswer> {
  const { port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join("\r\n\r\n") });
    });
    socket.write([`GET ${target} HTTP/1.1`, ...headers, "Connection: close", "", ""].join("\r\n"));
  });
}

const host = () => `Host: ${new URL(site.url).host}`;

describe("malformed request targets and host headers are refused with 400 (issue 28)", { timeout: 30_000 }, () => {
  it.each([
    ["a Host with a space", "/", ["Host: a b"]],
    ["a Host whose port is out of range", "/", ["Host: evil.example:99999"]],
    ["a Host with an unclosed IPv6 bracket", "/", ["Host: [::1"]],
    ["a Host carrying a path", "/1", ["Host: 127.0.0.1/promotions"]],
    ["a Host carrying a user", "/", ["Host: user@127.0.0.1"]],
    ["a forwarded host with a space", "/", ["HOST", "X-Forwarded-Host: a b"]],
    ["a forwarded host carrying a path", "/1", ["HOST", "X-Forwarded-Host: casino.test/promotions"]],
    ["a forwarded protocol with a space", "/", ["HOST", "X-Forwarded-Proto: ht tp"]],
    ["a forwarded protocol that is not http(s)", "/", ["HOST", "X-Forwarded-Proto: javascript"]],
    ["an absolute target for another host", "http://evil.example/promotions", ["HOST"]],
    ["an absolute target for the same host", "SITE/promotions", ["HOST"]],
  ])("%s", async (_name, target, headers) => {
    const answer = await raw(
      target.replace("SITE", site.url),
      headers.map((header) => (header === "HOST" ? host() : header)),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("Bad Request");
    expect(answer.headers).toMatch(/^Cache-Control: no-store$/im);
  });

  it("well-formed hosts, forwarded lists and an IPv6 literal are served", async () => {
    const { port } = new URL(site.url);
    for (const headers of [
      [host()],
      [`Host: localhost:${port}`],
      [`Host: [::1]:${port}`],
      [host(), "X-Forwarded-Host: casino.test, proxy.internal:8080", "X-Forwarded-Proto: https, http"],
    ]) {
      const answer = await raw("/promotions", headers);
      expect(answer.status, headers.join(" | ")).toBe(200);
      expect(answer.body, headers.join(" | ")).toContain("<html");
    }
  });

  it("a Host carrying a path no longer shows another address's page, nor reaches the kept documents", async () => {
    // Before: `Host: 127.0.0.1/promotions` + `GET /1` rendered /promotions/1.
    const smuggled = await raw("/1", ["Host: 127.0.0.1/promotions"]);
    expect(smuggled.status).toBe(400);
    expect(smuggled.body).not.toContain("<html");
    const again = await raw("/1", ["Host: 127.0.0.1/promotions"]);
    expect(again.status).toBe(400);
    expect(again.headers).not.toMatch(/cache;desc="hit"/);
  });
});

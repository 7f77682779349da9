import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { secureCookies } from "./secure-cookies";

let server: Server | undefined;
afterEach(() => server?.close());

/** An app behind the given `trust proxy`, answering with one cookie set each way Express and Remix set them. */
async function cookiesFrom(trustProxy: string, headers: Record<string, string>): Promise<string[]> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(secureCookies());
  app.get("/", (_req, res) => {
    res.append("Set-Cookie", "platform_session=abc; Path=/; HttpOnly; SameSite=Lax");
    res.append("Set-Cookie", "flash=x; Path=/; Secure; SameSite=Lax");
    res.cookie("pay_back", "/cashier", { httpOnly: true });
    res.send("ok");
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
  return response.headers.getSetCookie();
}

describe("secureCookies", () => {
  it("behind a trusted proxy saying https, every cookie is Secure exactly once", async () => {
    const lines = await cookiesFrom("loopback", { "x-forwarded-proto": "https" });
    expect(lines).toEqual([
      "platform_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure",
      "flash=x; Path=/; Secure; SameSite=Lax",
      "pay_back=%2Fcashier; Path=/; HttpOnly; Secure",
    ]);
  });

  it("an X-Forwarded-Proto from an address that is not a trusted proxy changes nothing", async () => {
    const lines = await cookiesFrom("10.9.8.7", { "x-forwarded-proto": "https" });
    expect(lines).toEqual(["platform_session=abc; Path=/; HttpOnly; SameSite=Lax", "flash=x; Path=/; Secure; SameSite=Lax", "pay_back=%2Fcashier; Path=/; HttpOnly"]);
  });

  it("a framed page over https (its own frame request, or a request carrying the embedded cookie): every cookie SameSite=None; Secure; Partitioned", async () => {
    const framed: Array<Record<string, string>> = [{ "sec-fetch-dest": "iframe" }, { "sec-fetch-dest": "empty", cookie: "embedded=1" }];
    for (const headers of framed) {
      const lines = await cookiesFrom("loopback", { "x-forwarded-proto": "https", ...headers });
      expect(lines).toEqual([
        "platform_session=abc; Path=/; HttpOnly; SameSite=None; Partitioned; Secure",
        "flash=x; Path=/; Secure; SameSite=None; Partitioned",
        "pay_back=%2Fcashier; Path=/; HttpOnly; SameSite=None; Partitioned; Secure",
      ]);
      server?.close();
    }
    // The top-level page of the same browser: plain site cookies again.
    const top = await cookiesFrom("loopback", { "x-forwarded-proto": "https", "sec-fetch-dest": "document", cookie: "embedded=1" });
    expect(top[0]).toBe("platform_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure");
  });
});

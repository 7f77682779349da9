import net from "node:net";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar, siteInProcess } from "./site";

const site = siteInProcess();

/** Every route with an action, in both locales where it is mounted twice; document and data (JS) posts. */
const actionPaths = [
  ...["/forms/sign_in", "/forms/sign_up", "/forms/complete_registration", "/cashier/withdraw", "/cashier/deposit/payme", "/about", "/no/such/page"].flatMap(
    (pathname) => [pathname, `/ru${pathname}`],
  ),
  "/_actions/locale",
  "/_actions/games/favourite",
  "/_actions/auth/logout",
];
const posts = actionPaths.flatMap((pathname) => [pathname, `${pathname}.data`]);

let player = "";
beforeAll(async () => {
  const jar = new Jar();
  const response = await fetch(`${site.url}/forms/sign_in`, {
    method: "POST",
    body: new URLSearchParams({ login: "demo@omad.test", password: "demo1234" }),
    headers: { origin: site.url },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  jar.take(response);
  player = jar.header();
}, 60_000);

/** A body fetch sends as it is: a typeless Blob adds no Content-Type of its own (a string would add text/plain). */
function blob(body: string | Uint8Array): Blob {
  return new Blob([typeof body === "string" ? body : new Uint8Array(body)]);
}

async function send(pathname: string, contentType: string | null, body: string | Uint8Array, signedIn: boolean) {
  const headers: Record<string, string> = { origin: site.url };
  if (contentType !== null) headers["content-type"] = contentType;
  // Signing out would end the shared session for the rest of the run.
  if (signedIn && !pathname.startsWith("/_actions/auth/logout")) headers.cookie = player;
  const response = await fetch(`${site.url}${pathname}`, { method: "POST", headers, body: blob(body), redirect: "manual" });
  await response.arrayBuffer();
  return response.status;
}

const notForms: Array<[string | null, string]> = [
  ["text/plain", "login=demo@omad.test&password=demo1234"],
  ["application/json", JSON.stringify({ login: "demo@omad.test", password: "demo1234", locale: "ru" })],
  ["application/xml", "<?xml version=\"1.0\"?><form><login>x</login></form>"],
  [null, "locale=ru"],
];
const brokenForms: Array<[string, string]> = [
  ["multipart/form-data", "--x\r\nContent-Disposition: form-data; name=\"login\"\r\n\r\nx\r\n--x--\r\n"],
  ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"login\"\r\n\r\nunterminated"],
  ["multipart/form-data; boundary=zz", "garbage without any boundary at all"],
];

describe("actions refuse bodies that are not forms: 415 or 400, never a 5xx", { timeout: 30_000 }, () => {
  it.each(notForms)("%s to the sign-in, sign-up, language and favourite actions → 415", async (type, body) => {
    for (const pathname of ["/forms/sign_in", "/ru/forms/sign_up", "/_actions/locale", "/_actions/games/favourite"]) {
      expect(await send(pathname, type, body, false), pathname).toBe(415);
    }
    // A player's money forms: the same answer, after the guard that sends guests away.
    for (const pathname of ["/cashier/withdraw", "/ru/cashier/deposit/payme"]) {
      expect(await send(pathname, type, body, true), pathname).toBe(415);
    }
  });

  it.each(brokenForms)("broken multipart (%s) → 400", async (type, body) => {
    for (const pathname of ["/forms/sign_in", "/_actions/locale", "/cashier/withdraw"]) {
      expect(await send(pathname, type, body, true), pathname).toBe(400);
    }
  });

  it("every action route, both locales, document and data posts, guest and player: no 5xx for any content type and body", async () => {
    const contentType = fc.oneof(
      fc.constantFrom(
        null,
        "",
        "text/plain",
        "text/plain; charset=utf-8",
        "application/json",
        "application/xml",
        "text/xml",
        "application/octet-stream",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=----b",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-8",
        "APPLICATION/X-WWW-FORM-URLENCODED",
      ),
      fc.string({ maxLength: 60 }),
    );
    const field = fc.constantFrom("login", "password", "code", "locale", "redirectTo", "amount", "method", "intent", "sysname", "key", "website", "terms", "currency", "back");
    const body = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.json({ maxDepth: 3 }),
      fc.dictionary(field, fc.string({ maxLength: 40 })).map((form) => new URLSearchParams(form).toString()),
      fc.string({ maxLength: 80 }).map((text) => `------b\r\nContent-Disposition: form-data; name="login"\r\n\r\n${text}`),
      fc.uint8Array({ maxLength: 300 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), contentType, body, fc.boolean(), async (pathname, type, payload, signedIn) => {
        const status = await send(pathname, type, payload, signedIn);
        expect(status, `${pathname} ${type}`).toBeLessThan(500);
      }),
      { numRuns: 250 },
    );
  }, 240_000);
});

/** A raw HTTP/1.1 exchange, so a reset connection shows as what it is. */
function rawPost(pathname: string, body: Buffer, { chunked = false } = {}): Promise<{ status: number; reset: boolean }> {
  const { port } = new URL(site.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    let reset = false;
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => {
      reset = true;
    });
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), reset }));
    const head = [
      `POST ${pathname} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Origin: ${site.url}`,
      "Content-Type: application/x-www-form-urlencoded",
      chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`,
      "Connection: close",
      "",
      "",
    ].join("\r\n");
    socket.write(head);
    if (chunked) {
      for (let at = 0; at < body.length; at += 16_384) {
        const part = body.subarray(at, at + 16_384);
        socket.write(`${part.length.toString(16)}\r\n`);
        socket.write(part);
        socket.write("\r\n");
      }
      socket.end("0\r\n\r\n");
    } else {
      socket.end(body);
    }
  });
}

describe("body limits", { timeout: 30_000 }, () => {
  const megabyte = Buffer.alloc(1024 * 1024, "a");

  it("a 1 MB post to a page without an action is answered 413 on a healthy connection, every time", async () => {
    for (let i = 0; i < 6; i++) {
      expect(await rawPost("/gamehall", megabyte)).toEqual({ status: 413, reset: false });
      expect(await rawPost("/ru/forms/sign_in", megabyte, { chunked: true })).toEqual({ status: 413, reset: false });
    }
  });

  it("a form-sized post to a page without an action is answered 405", async () => {
    const form = Buffer.from(`login=${"x".repeat(60_000)}`);
    for (let i = 0; i < 3; i++) expect(await rawPost("/gamehall", form)).toEqual({ status: 405, reset: false });
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SANDBOX_FRAME_ANCESTORS } from "~/env.server";
import { getDb, latestCodeFor } from "../../mocks/db/store";
import { Jar, siteInProcess } from "./site";
import { filesOnly } from "../../server/app.ts";

// A production build's client folder with one fingerprinted asset, to check what /assets answers carry.
const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
mkdirSync(path.join(buildDir, "client/assets"), { recursive: true });
writeFileSync(path.join(buildDir, "client/assets/entry.client-AbC123.js"), "export {};\n");
writeFileSync(path.join(buildDir, "client/sw.js"), "self.addEventListener(\"fetch\", () => {});\n");

const site = siteInProcess({ buildDir });

const CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

function get(pathname: string, headers: Record<string, string> = {}) {
  return fetch(`${site.url}${pathname}`, { headers: { "user-agent": CHROME, ...headers }, redirect: "manual" });
}

function post(pathname: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${site.url}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { origin: headers["x-forwarded-proto"] === "https" ? site.url.replace("http:", "https:") : site.url, "user-agent": CHROME, ...headers },
    redirect: "manual",
  });
}

/** A signed-in player's cookies, signed in through the site's own form. */
async function signedIn(headers: Record<string, string> = {}): Promise<{ jar: Jar; response: Response }> {
  const jar = new Jar();
  const response = await post("/forms/sign_in", { login: "demo@omad.test", password: "demo1234" }, headers);
  expect(response.status).toBe(302);
  jar.take(response);
  return { jar, response };
}

describe("cache policy (decision 008)", { timeout: 30_000 }, () => {
  it("a player's document, /_root.data and a child route's data are private, no-store", async () => {
    const { jar } = await signedIn();
    // The first page after signing in clears the flash toast; the next one carries only the session.
    jar.take(await get("/", { cookie: jar.header() }));
    for (const pathname of ["/", "/ru/gamehall", "/_root.data", "/profile/settings.data", "/ru/cashier/deposit.data"]) {
      const response = await get(pathname, { cookie: jar.header() });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-store");
    }
  });

  it("the two-factor step (which holds the login) is private, no-store", async () => {
    const response = await post("/forms/sign_in", { login: "+998901112233", password: "demo1234" });
    const jar = new Jar();
    jar.take(response);
    const page = response.status === 302 ? await get(response.headers.get("location")!, { cookie: jar.header() }) : response;
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<input[^>]*name="code"/);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(latestCodeFor(getDb(), "998901112233")).toMatch(/^\d{6}$/);
  });

  it("a guest's page and data are private, no-cache, a language cookie changing nothing", async () => {
    for (const [pathname, cookie] of [["/gamehall", ""], ["/ru/providers", "i18n_locale=ru; i18n_redirected=ru"], ["/gamehall.data", ""], ["/_root.data", ""]] as const) {
      const response = await get(pathname, cookie ? { cookie } : {});
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBe("private, no-cache");
    }
  });

  it("a guest carrying a flash toast gets it once, uncached", async () => {
    const response = await get("/", { cookie: `flash=${encodeURIComponent(btoa(JSON.stringify({ type: "info", key: "auth.toasts.signedOut" })))}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("static files carry the security headers", { timeout: 30_000 }, () => {
  it.each(["/favicon.svg", "/assets/entry.client-AbC123.js"])("%s", async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("content-security-policy")).toBe(`frame-ancestors ${SANDBOX_FRAME_ANCESTORS}; object-src 'none'; base-uri 'self'`);
  });

  it("the files of public/ and the build are served; a page's path never looks on disk (filesOnly)", async () => {
    expect((await get("/icons/icon-192.png")).headers.get("content-type")).toBe("image/png");
    const seen: string[] = [];
    const serve = filesOnly((req, _res, next) => {
      seen.push(req.path);
      next();
    });
    for (const path of ["/gamehall", "/ru/profile/settings", "/favicon.svg", "/sw.js", "/icons/icon-192.png"]) serve({ path } as never, {} as never, () => undefined);
    expect(seen).toEqual(["/favicon.svg", "/sw.js", "/icons/icon-192.png"]);
  });

  it("the service worker (/sw.js) is revalidated on every load, so a new one reaches players at once (issue 38)", async () => {
    const response = await get("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("fingerprinted assets stay immutable for a year", async () => {
    expect((await get("/assets/entry.client-AbC123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("cookies are Secure behind TLS", { timeout: 30_000 }, () => {
  const https = { "x-forwarded-proto": "https" };

  function setCookies(response: Response): string[] {
    return response.headers.getSetCookie();
  }

  it("every cookie of a signed-in journey over HTTPS (from a trusted proxy) is Secure: session, flash, money key, locale", async () => {
    const { jar, response } = await signedIn(https);
    const lines = [...setCookies(response)];
    const deposit = await get("/cashier/deposit/payme", { cookie: jar.header(), ...https });
    lines.push(...setCookies(deposit));
    const locale = await post("/_actions/locale", { locale: "ru", redirectTo: "/" }, { cookie: jar.header(), ...https });
    expect(locale.status).toBe(302);
    lines.push(...setCookies(locale));
    const names = lines.map((line) => line.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["platform_session", "flash", "money_deposit", "i18n_redirected", "i18n_locale"]));
    for (const line of lines) expect(line).toMatch(/; Secure(;|$)/);
    expect(lines.filter((line) => /; Secure.*; Secure/i.test(line))).toEqual([]);
    expect(deposit.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("the two-factor step's sealed cookie is Secure over HTTPS, and plain over HTTP", async () => {
    const login = { login: "998901112233", password: "demo1234" };
    const overTls = (await post("/forms/sign_in", login, https)).headers.getSetCookie().filter((line) => line.startsWith("auth_2fa="));
    expect(overTls).toHaveLength(1);
    expect(overTls[0]).toMatch(/^auth_2fa=[\w-]+; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax; Secure$/);
    const plain = (await post("/forms/sign_in", login)).headers.getSetCookie().filter((line) => line.startsWith("auth_2fa="));
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(/^auth_2fa=[\w-]+; Path=\/; Max-Age=300; HttpOnly; SameSite=Lax$/);
  });

  it("over plain HTTP the same cookies carry no Secure (development works)", async () => {
    const { response } = await signedIn();
    const lines = setCookies(response);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/secure/i);
  });
});

describe("the locale cookies bring a returning visitor home in their language", { timeout: 30_000 }, () => {
  it("/ with Russian chosen goes to /ru, the query kept", async () => {
    const response = await get("/?utm_source=sms", { cookie: "i18n_redirected=ru; i18n_locale=ru" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ru?utm_source=sms");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("only the root: Uzbek pages, /ru itself and a crawler are never redirected", async () => {
    const ru = { cookie: "i18n_redirected=ru; i18n_locale=ru" };
    expect((await get("/gamehall", ru)).status).toBe(200);
    expect((await get("/ru", ru)).status).toBe(200);
    const crawler = await get("/", { ...ru, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(crawler.status).toBe(200);
    expect((await get("/", { cookie: "i18n_locale=uz" })).status).toBe(200);
    expect((await get("/", { cookie: "i18n_locale=de" })).status).toBe(200);
  });

  it("switching back to Uzbek sticks: the switch writes uz and / stays Uzbek", async () => {
    const jar = new Jar();
    jar.set("i18n_redirected", "ru");
    jar.set("i18n_locale", "ru");
    const switched = await post("/_actions/locale", { locale: "uz", redirectTo: "/ru" }, { cookie: jar.header() });
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/");
    jar.take(switched);
    expect(jar.header()).toBe("i18n_redirected=uz; i18n_locale=uz");
    const home = await get("/", { cookie: jar.header() });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<html lang="uz"/);
  });
});

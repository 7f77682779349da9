import { describe, expect, it, vi } from "vitest";
import { Jar, siteInProcess } from "./site";

// The content-backend variant over HTTP, the way a browser without JavaScript uses it (decision 038): the real
// Express app and the whole Remix pipeline, the sandbox's content backend answering. The e2e server runs the
// default variant, so this is the variant's journey: sign up, sign out, wrong password, sign in, in uz and ru.
vi.hoisted(() => {
  process.env.SANDBOX = "1";
  process.env.AUTH_BACKEND = "content";
});

const site = siteInProcess({ env: { AUTH_BACKEND: "content" } });

function send(pathname: string, init: { form?: Record<string, string>; cookie?: string; https?: boolean } = {}) {
  const origin = init.https ? site.url.replace("http:", "https:") : site.url;
  const headers: Record<string, string> = { origin };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.https) headers["x-forwarded-proto"] = "https";
  return fetch(`${site.url}${pathname}`, {
    method: init.form ? "POST" : "GET",
    body: init.form ? new URLSearchParams(init.form) : undefined,
    headers,
    redirect: "manual",
  });
}

const tokenLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith("content_jwt="));

describe("content-backend sign-in without JavaScript", { timeout: 60_000 }, () => {
  for (const { locale, prefix, wrong, exists } of [
    { locale: "uz", prefix: "", wrong: "Login yoki parol noto‘g‘ri", exists: "Bu login bilan hisob allaqachon mavjud" },
    { locale: "ru", prefix: "/ru", wrong: "Неверный логин или пароль", exists: "Аккаунт с таким логином уже существует" },
  ]) {
    it(`${locale}: signs up, is named in the header, signs out, is refused a wrong password in its words, signs in`, async () => {
      const login = `cb-http-${locale}-${Date.now()}@omad.test`;
      const jar = new Jar();
      const up = await send(`${prefix}/forms/sign_up`, { form: { login, password: "Secret123", terms: "on", currency: "UZS" }, https: true });
      expect(up.status).toBe(302);
      expect(up.headers.get("location")).toBe(`${prefix || "/"}?register=success`);
      // Secure behind TLS, like every cookie of the site.
      expect(tokenLine(up)).toMatch(/^content_jwt=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);
      jar.take(up);

      const home = await send(prefix || "/", { cookie: jar.header() });
      expect(home.status).toBe(200);
      const homeHtml = await home.text();
      expect(homeHtml).toContain(login);
      expect(homeHtml).toContain('action="/_actions/auth/logout"');

      const again = await send(`${prefix}/forms/sign_up`, { form: { login, password: "Secret123", terms: "on", currency: "UZS" } });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain(exists);

      const out = await send("/_actions/auth/logout", { form: { locale }, cookie: jar.header() });
      expect(out.status).toBe(302);
      expect(tokenLine(out)).toBe("content_jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
      jar.take(out);
      expect(jar.header()).not.toContain("content_jwt");

      const refused = await send(`${prefix}/forms/sign_in`, { form: { login, password: "Wrong12345" }, cookie: jar.header() });
      expect(refused.status).toBe(400);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain(wrong);
      // What the player reads (the page without its scripts' serialised data) has no raw key.
      expect(refusedHtml.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toMatch(/auth\.errors|\{\{/);
      expect(tokenLine(refused)).toBeUndefined();

      const signedIn = await send(`${prefix}/forms/sign_in`, { form: { login, password: "Secret123" }, cookie: jar.header() });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("location")).toBe(prefix || "/");
      jar.take(signedIn);
      expect(await (await send(`${prefix}/profile`, { cookie: jar.header() })).text()).toContain(login);
      const settings = await send(`${prefix}/profile/settings`, { cookie: jar.header() });
      expect(settings.status).toBe(200);
      expect(await settings.text()).toMatch(/<input[^>]*name="oldPassword"/);
      const balance = await send("/_resources/balance", { cookie: jar.header() });
      expect(balance.status).toBe(200);
      expect(await balance.json()).toEqual({ total: null });
    });
  }

  it("social sign-in: /oauth/init → the backend's connect/{provider} → the callback with access_token → signed in", async () => {
    const init = await send("/oauth/init?service=google&redirect_url=%2Fru%2Fgamehall&type_auth=login");
    expect(init.status).toBe(302);
    const connect = new URL(init.headers.get("location")!, site.url);
    expect(connect.pathname).toBe("/sandbox/content-connect/google");
    const providerPage = await send(`${connect.pathname}${connect.search}`);
    expect(providerPage.status).toBe(200);
    expect(await providerPage.text()).toContain('name="callback"');
    const allowed = await send(connect.pathname, { form: { callback: connect.searchParams.get("callback")!, identity: "new", decision: "allow" } });
    expect(allowed.status).toBe(303);
    const callback = new URL(allowed.headers.get("location")!);
    expect(callback.pathname).toBe("/oauth/callback");
    expect(callback.searchParams.get("access_token")).toMatch(/^[\w-]{20,}$/);
    const landed = await send(`${callback.pathname}${callback.search}`);
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toBe("/ru/gamehall");
    const jar = new Jar();
    jar.take(landed);
    expect(tokenLine(landed)).toMatch(/^content_jwt=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(await (await send("/ru/gamehall", { cookie: jar.header() })).text()).toContain("Google Yangi");

    const denied = await send(connect.pathname, { form: { callback: connect.searchParams.get("callback")!, decision: "deny" } });
    const back = new URL(denied.headers.get("location")!);
    const failed = await send(`${back.pathname}${back.search}`);
    expect(failed.headers.get("location")).toBe("/ru/gamehall");
    expect(tokenLine(failed)).toBeUndefined();
  });

  it("a cookie the backend refuses is cleared on the page that read it; the visitor is a guest", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const page = await send("/ru", { cookie: "content_jwt=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged" });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toContain("content_jwt=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    expect(await page.text()).not.toContain('action="/_actions/auth/logout"');
  });
});

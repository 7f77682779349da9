import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { DEMO_SLOT } from "../../mocks/seed/catalog";
import { siteInProcess } from "./site";

/**
 * Decision 039: a guest's document is sent again to the next guests for DOCUMENT_CACHE_MS, each answer with its own
 * nonce; nobody else's page is ever shared, and the sandbox's panel shows at once.
 */
const site = siteInProcess({ env: { DOCUMENT_CACHE_MS: "60000" } });

async function view(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${pathname}`, { headers, redirect: "manual" });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return { status: response.status, html, nonce, hit: (response.headers.get("server-timing") ?? "").includes("cache;desc"), response };
}

/** The page with its nonce taken out: what two answers of the same page share. */
const withoutNonce = (page: { html: string; nonce: string }) => page.html.split(page.nonce).join("NONCE");

describe("the guest document cache", { timeout: 30_000 }, () => {
  it("sends a guest's page again to the next guest, with that answer's own nonce in its header and every script", async () => {
    const first = await view("/ru/gamehall?category=2");
    const second = await view("/ru/gamehall?category=2");
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.status).toBe(200);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce);
    const scripts = [...second.html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(2);
    expect(new Set(scripts)).toEqual(new Set([second.nonce]));
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(second.response.headers.get("x-request-id")).not.toBe(first.response.headers.get("x-request-id"));
  });

  it("never shares a page with or from a player or a QA scenario, and keeps languages apart", async () => {
    const guest = await view("/gamehall");
    expect(guest.html).toContain('class="game-card');
    const empty = await view("/gamehall", { cookie: "sandbox_scenario=empty" });
    expect(empty.hit).toBe(false);
    expect(empty.html).not.toContain('class="game-card');
    // The scenario's empty hall was not kept for guests either.
    const again = await view("/gamehall");
    expect(again.hit).toBe(true);
    expect(again.html).toContain('class="game-card');
    const russian = await view("/gamehall", { cookie: "i18n_locale=ru; i18n_redirected=ru" });
    expect(russian.hit).toBe(false);
  });

  it("keeps no error page and no page that sets a cookie", async () => {
    expect((await view("/no-such-page-at-all")).status).toBe(404);
    expect((await view("/no-such-page-at-all")).hit).toBe(false);
    // A framed first view sets the framed cookie: its page is its own.
    const framed = await view("/promotions", { "sec-fetch-dest": "iframe" });
    expect(framed.response.headers.getSetCookie().join()).toContain("embedded=1");
    expect((await view("/promotions", { "sec-fetch-dest": "iframe" })).hit).toBe(false);
  });

  describe("a framed page and a top-level page are never each other's (issue 28)", () => {
    // The game page tells the browser how it is shown: an embedded view (framed) or a browser tab (top level).
    const platformOf = (html: string) => /serverPlatform\\?",\\?"(\w+)/.exec(html)?.[1];
    // A framed view from a browser that sends no Sec-Fetch-Dest: its `embedded` cookie says it is framed.
    const framed = { cookie: "embedded=1" };
    // The same cookie on a top-level visit (the browser says so): the page is not framed, and the cookie is cleared.
    const topLevel = { cookie: "embedded=1", "sec-fetch-dest": "document" };

    it("a framed page first, then a top-level visit with the framed cookie", async () => {
      const path = `/game/${DEMO_SLOT}?order=framed-first`;
      const first = await view(path, framed);
      expect(first.status).toBe(200);
      expect(platformOf(first.html)).toBe("embedded");
      expect((await view(path, framed)).hit).toBe(true);
      const top = await view(path, topLevel);
      expect(top.hit).toBe(false);
      expect(platformOf(top.html)).toBe("default");
      expect(top.response.headers.getSetCookie().join()).toContain("embedded=; Max-Age=0");
    });

    it("a top-level page first, then framed visits", async () => {
      const path = `/ru/game/${DEMO_SLOT}?order=top-first`;
      const top = await view(path, topLevel);
      expect(platformOf(top.html)).toBe("default");
      const plain = await view(path, { "sec-fetch-dest": "document" });
      expect(platformOf(plain.html)).toBe("default");
      expect((await view(path, { "sec-fetch-dest": "document" })).hit).toBe(true);
      // Framed views may share a page among themselves, never the top-level one.
      const framedViews: Array<Record<string, string>> = [framed, { cookie: "embedded=1", "sec-fetch-dest": "iframe" }, { "sec-fetch-dest": "iframe" }];
      for (const headers of framedViews) {
        expect(platformOf((await view(path, headers)).html), JSON.stringify(headers)).toBe("embedded");
      }
      expect((await view(path, { "sec-fetch-dest": "document" })).hit).toBe(true);
    });
  });

  it("shows a change made on the sandbox's panel on the next page", async () => {
    const before = await view("/tournaments");
    expect((await view("/tournaments")).hit).toBe(true);
    site.platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/tournaments.get`, () => HttpResponse.json({ data: { items: [], total: 0 } })));
    const panel = await fetch(`${site.url}/sandbox/content-faults`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ collection: "" }),
      redirect: "manual",
    });
    expect(panel.status).toBeLessThan(400);
    const after = await view("/tournaments");
    expect(after.hit).toBe(false);
    expect(withoutNonce(after)).not.toBe(withoutNonce(before));
  });
});

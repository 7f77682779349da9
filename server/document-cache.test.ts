import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DocumentRequest, createDocumentCache, documentKey, withNonce } from "./document-cache.ts";

function request(overrides: Partial<{ method: string; url: string; headers: Record<string, string> }> = {}): DocumentRequest {
  const url = overrides.url ?? "/gamehall";
  const headers = Object.fromEntries(Object.entries({ host: "casino.test", ...overrides.headers }).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: overrides.method ?? "GET", path: url.split("?")[0]!, originalUrl: url, protocol: "https", hostname: (headers.host ?? "").split(":")[0]!, get: (name: string) => headers[name.toLowerCase()] };
}

describe("which requests share a guest's document (decision 039)", () => {
  it("a document GET with no cookie, or only language, framed and consent preferences", () => {
    expect(documentKey(request())).not.toBeNull();
    expect(documentKey(request({ headers: { cookie: "i18n_locale=ru; i18n_redirected=ru" } }))).not.toBeNull();
    expect(documentKey(request({ headers: { cookie: "analytics_consent=1; embedded=1" } }))).not.toBeNull();
  });

  it("never a post, a data request, an action or a sandbox page", () => {
    expect(documentKey(request({ method: "POST" }))).toBeNull();
    expect(documentKey(request({ method: "HEAD" }))).toBeNull();
    expect(documentKey(request({ url: "/gamehall.data" }))).toBeNull();
    expect(documentKey(request({ url: "/_actions/locale" }))).toBeNull();
    expect(documentKey(request({ url: "/sandbox" }))).toBeNull();
    expect(documentKey(request({ url: "/ru/_resources/games-search" }))).toBeNull();
    // A system page asked for by its address is a page like any other (its 503 answers are never kept).
    expect(documentKey(request({ url: "/_system/maintenance" }))).not.toBeNull();
  });

  it("never with a cookie that is not a known preference: a session, a QA scenario, a flash toast, anything else", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((name) => !/[;=\s]/.test(name) && !["i18n_redirected", "i18n_locale", "embedded", "analytics_consent"].includes(name)),
        fc.string({ maxLength: 20 }).filter((value) => !value.includes(";")),
        fc.boolean(),
        (name, value, withPreference) => {
          const cookie = `${withPreference ? "i18n_locale=uz; " : ""}${name}=${value}`;
          expect(documentKey(request({ headers: { cookie } }))).toBeNull();
        },
      ),
    );
    for (const cookie of ["sandbox_scenario=empty", "flash=abc", "rg_limit_prompt=1", "PHPSESSID=x", "i18n_locale=uz; sid=1"]) {
      expect(documentKey(request({ headers: { cookie } })), cookie).toBeNull();
    }
  });

  it("keys apart what changes the page: address, query, host, language cookie, consent, being framed", () => {
    const keys = [
      documentKey(request()),
      documentKey(request({ url: "/gamehall?category=2" })),
      documentKey(request({ url: "/ru/gamehall" })),
      documentKey(request({ headers: { host: "other.test" } })),
      documentKey(request({ headers: { "x-forwarded-host": "mirror.test" } })),
      documentKey(request({ headers: { host: "casino.test:8443" } })),
      documentKey(request({ headers: { cookie: "i18n_locale=ru" } })),
      documentKey(request({ headers: { cookie: "analytics_consent=1" } })),
      documentKey(request({ headers: { "sec-fetch-dest": "iframe" } })),
      // Framed by its cookie alone (no Sec-Fetch-Dest), and the same cookie on a top-level visit (issue 28).
      documentKey(request({ headers: { cookie: "embedded=1" } })),
      documentKey(request({ headers: { cookie: "embedded=1", "sec-fetch-dest": "document" } })),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // The order of the cookies does not matter.
    expect(documentKey(request({ headers: { cookie: "i18n_locale=ru; analytics_consent=1" } }))).toBe(
      documentKey(request({ headers: { cookie: "analytics_consent=1; i18n_locale=ru" } })),
    );
  });
});

describe("a kept document, sent again", () => {
  const base64Nonce = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString("base64"));

  it("carries the response's own nonce everywhere the rendered one was, in the body and the headers", () => {
    fc.assert(
      fc.property(base64Nonce, base64Nonce, fc.array(fc.string(), { maxLength: 5 }), (rendered, fresh, texts) => {
        fc.pre(rendered !== fresh && !texts.some((text) => text.includes(rendered)));
        const body = `<script nonce="${rendered}">a</script>${texts.join("<p>")}<style nonce="${rendered}"></style>`;
        const sent = withNonce({ status: 200, body, nonce: rendered, headers: [["content-security-policy", `script-src 'nonce-${rendered}'`]] }, fresh);
        expect(sent.body).toBe(`<script nonce="${fresh}">a</script>${texts.join("<p>")}<style nonce="${fresh}"></style>`);
        expect(sent.body.includes(rendered)).toBe(false);
        expect(sent.headers).toEqual([["content-security-policy", `script-src 'nonce-${fresh}'`]]);
      }),
    );
  });

  it("is kept for its time only, and at most `max` of them", () => {
    const cache = createDocumentCache({ ttlMs: 60_000, max: 2 });
    const page = { status: 200, body: "<p>", nonce: "n", headers: [] };
    cache.set("a", page);
    cache.set("b", page);
    cache.set("c", page);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    const off = createDocumentCache({ ttlMs: 0 });
    off.set("a", page);
    expect(off.enabled).toBe(false);
    expect(off.get("a")).toBeUndefined();
  });
});

describe("simultaneous misses of one page (issue 28)", () => {
  const page = { status: 200, headers: [], body: "<p>page</p>", nonce: "" };

  it("the others wait for the first request's render and get its page, kept for later", async () => {
    const cache = createDocumentCache({ ttlMs: 60_000 });
    const settle = cache.lead("k");
    const waiting = cache.rendering("k");
    expect(waiting).toBeDefined();
    expect(cache.rendering("other")).toBeUndefined();
    settle(page);
    expect(await waiting).toBe(page);
    expect(cache.rendering("k")).toBeUndefined();
    expect(cache.get("k")).toBe(page);
  });

  it("a refused render refuses its waiters and keeps nothing; a page that was its visitor's own is not shared", async () => {
    const cache = createDocumentCache({ ttlMs: 60_000 });
    const refused = cache.lead("a");
    const waitingA = cache.rendering("a");
    refused("busy");
    expect(await waitingA).toBe("busy");
    expect(cache.get("a")).toBeUndefined();
    const own = cache.lead("b");
    const waitingB = cache.rendering("b");
    own(undefined);
    expect(await waitingB).toBeUndefined();
    expect(cache.get("b")).toBeUndefined();
  });

  it("a page rendered across a clear (a sandbox change) is given to its waiters but not kept", async () => {
    const cache = createDocumentCache({ ttlMs: 60_000 });
    const settle = cache.lead("k");
    cache.clear();
    settle(page);
    expect(cache.get("k")).toBeUndefined();
  });
});

describe("a kept page past its time (decision 058)", () => {
  const page = { status: 200, headers: [], body: "<p>page</p>", nonce: "" };

  it("is no longer fresh, but may be sent as stale for `staleMs` more, then not at all", () => {
    let clock = 1_000;
    const cache = createDocumentCache({ ttlMs: 5_000, staleMs: 30_000, now: () => clock });
    cache.set("k", page);
    clock += 4_999;
    expect(cache.get("k")).toBe(page);
    expect(cache.stale("k")).toBe(page);
    clock += 1;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stale("k")).toBe(page);
    clock += 29_999;
    expect(cache.stale("k")).toBe(page);
    clock += 1;
    expect(cache.stale("k")).toBeUndefined();
  });

  it("a new render's page replaces it; a refused render leaves it; a clear (a sandbox change) drops it", () => {
    let clock = 0;
    const cache = createDocumentCache({ ttlMs: 5_000, staleMs: 30_000, now: () => clock });
    cache.set("k", page);
    clock = 6_000;
    cache.lead("k")("busy");
    expect(cache.stale("k")).toBe(page);
    const renewed = { ...page, body: "<p>new</p>" };
    cache.lead("k")(renewed);
    expect(cache.get("k")).toBe(renewed);
    cache.clear();
    expect(cache.stale("k")).toBeUndefined();
  });

  it("a render that gives no page to share (maintenance began, a cookie was set) drops the page of before", () => {
    let clock = 0;
    const cache = createDocumentCache({ ttlMs: 5_000, staleMs: 30_000, now: () => clock });
    cache.set("k", page);
    clock = 6_000;
    cache.lead("k")(undefined);
    expect(cache.stale("k")).toBeUndefined();
  });

  it("with no stale time, a page past its time is never sent", () => {
    let clock = 0;
    const cache = createDocumentCache({ ttlMs: 5_000, staleMs: 0, now: () => clock });
    cache.set("k", page);
    clock = 5_000;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stale("k")).toBeUndefined();
  });
});

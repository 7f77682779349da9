import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  analyticsState,
  consentCookie,
  loaderUrl,
  parseAnalytic,
  policyWithOrigins,
  readConsent,
  scriptOrigin,
  scriptOrigins,
} from "./analytics.server";

const real = { sandbox: false };
const sandbox = { sandbox: true };
const base = "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'self'";

describe("the analytic contract (decision 024)", () => {
  it("keeps the known loaders with an id and a usable src, in a fixed order, and drops the rest", () => {
    expect(
      parseAnalytic(
        {
          cdp: { id: "CDP-1", src: "https://cdp.example/c.js" },
          tag_manager: { id: "GTM-ABC12", src: "https://www.googletagmanager.com/gtm.js" },
          web_analytics: { id: "G-1", src: "http://insecure.example/a.js" },
          product_analytics: { id: "bad id with spaces", src: "https://pa.example/p.js" },
          marketing: null,
          gtm_id: "GTM-OLD",
          unknown: { id: "X", src: "https://x.example/x.js" },
        },
        real,
      ),
    ).toEqual([
      { kind: "tag_manager", id: "GTM-ABC12", src: "https://www.googletagmanager.com/gtm.js" },
      { kind: "cdp", id: "CDP-1", src: "https://cdp.example/c.js" },
    ]);
    expect(parseAnalytic(null, real)).toEqual([]);
    expect(parseAnalytic("gtm", real)).toEqual([]);
    expect(parseAnalytic({ gtm_id: null, ga_id: null }, real)).toEqual([]);
  });

  it("accepts the sandbox's own scripts (a site path, http://localhost) only in sandbox mode", () => {
    const analytic = { tag_manager: { id: "GTM-1", src: "/sandbox/analytics/tag_manager.js" }, cdp: { id: "C-1", src: "http://localhost:4010/sandbox/analytics/cdp.js" } };
    expect(parseAnalytic(analytic, real)).toEqual([]);
    expect(parseAnalytic(analytic, sandbox).map((loader) => loader.kind)).toEqual(["tag_manager", "cdp"]);
  });

  it("gives the loader its id, and the customer-data platform alone the signed-in player's uid", () => {
    expect(loaderUrl({ kind: "tag_manager", id: "GTM-1", src: "https://t.example/gtm.js?l=dl" }, 42)).toBe("https://t.example/gtm.js?l=dl&id=GTM-1");
    expect(loaderUrl({ kind: "cdp", id: "C-1", src: "https://c.example/c.js" }, 42)).toBe("https://c.example/c.js?id=C-1&uid=42");
    expect(loaderUrl({ kind: "cdp", id: "C-1", src: "https://c.example/c.js" }, null)).toBe("https://c.example/c.js?id=C-1");
    expect(loaderUrl({ kind: "cdp", id: "C-1", src: "/sandbox/analytics/cdp.js" }, 7)).toBe("/sandbox/analytics/cdp.js?id=C-1&uid=7");
  });
});

describe("script origins", () => {
  it("is the origin of an https URL without credentials, else nothing", () => {
    expect(scriptOrigin("https://www.googletagmanager.com/gtm.js?id=1", real)).toBe("https://www.googletagmanager.com");
    expect(scriptOrigin("https://cdn.example:8443/a.js", real)).toBe("https://cdn.example:8443");
    for (const bad of ["http://cdn.example/a.js", "https://user:pw@cdn.example/a.js", "javascript:alert(1)", "data:text/javascript,1", "//cdn.example/a.js", "/sandbox/a.js", "", 42, null])
      expect(scriptOrigin(bad, real)).toBeNull();
    expect(scriptOrigin("//cdn.example/a.js", sandbox)).toBeNull();
    expect(scriptOrigin("/sandbox/analytics/cdp.js", sandbox)).toBe("");
    expect(scriptOrigin("http://127.0.0.1:3221/sandbox/analytics/cdp.js", sandbox)).toBe("http://127.0.0.1:3221");
    expect(scriptOrigin("http://evil.example/a.js", sandbox)).toBeNull();
    expect(scriptOrigins(["https://a.example/1.js", "https://a.example/2.js?id=x", "/sandbox/x.js"], sandbox)).toEqual(["https://a.example"]);
  });

  it("never lets a hostile value into the policy", () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom("*", "'unsafe-inline'", "'unsafe-eval'", "https://*.example.com", "https:", "https://a.example; script-src *", "https://a.example 'unsafe-inline'", "http://a.example", "data:", "blob:", "'self'", "https://a.example/path", "https://a.example\n"),
      fc.webUrl().map((url) => `${url}${"; *"}`),
      fc.tuple(fc.constantFrom("https://", "http://", ""), fc.string(), fc.constantFrom("", "/x.js", ";", " *", ",'unsafe-inline'")).map((parts) => parts.join("")),
    );
    fc.assert(
      fc.property(fc.array(hostile, { maxLength: 5 }), fc.boolean(), (values, isSandbox) => {
        const options = { sandbox: isSandbox };
        const origins = scriptOrigins(values, options);
        const policy = policyWithOrigins(base, [...origins, ...values], options);
        const added = policy
          .split("; ")
          .flatMap((directive) => directive.split(" ").slice(1))
          .filter((source) => !base.includes(source));
        for (const source of added) {
          expect(source).toMatch(isSandbox ? /^(?:https:\/\/[a-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d+)?$/ : /^https:\/\/[a-z0-9.-]+(?::\d+)?$/);
        }
        expect(policy.split("; ").length).toBe(base.split("; ").length);
        expect(policy).not.toMatch(/[\n\r,]/);
      }),
      { numRuns: 200 },
    );
  });

  it("adds the origins to script-src, connect-src and img-src only, once each", () => {
    expect(policyWithOrigins(base, ["https://t.example", "https://t.example", "https://c.example:8443"], real)).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' https://t.example https://c.example:8443; style-src 'self'; img-src 'self' data: blob: https://t.example https://c.example:8443; connect-src 'self' https://t.example https://c.example:8443; frame-ancestors 'self'",
    );
    expect(policyWithOrigins(base, [], real)).toBe(base);
  });
});

describe("the consent cookie", () => {
  it("stores the decision for a year and reads back only a decision it wrote", () => {
    expect(consentCookie("granted")).toBe("analytics_consent=granted; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax");
    expect(consentCookie("denied")).toBe("analytics_consent=denied; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax");
    expect(readConsent("a=1; analytics_consent=granted; b=2")).toBe("granted");
    expect(readConsent("analytics_consent=denied")).toBe("denied");
    for (const cookie of ["analytics_consent=yes", "analytics_consent=", "xanalytics_consent=granted", "", null]) expect(readConsent(cookie)).toBeNull();
  });

  it("asks only when something is configured and nothing was decided; scripts only after consent", () => {
    const analytic = { cdp: { id: "C-1", src: "https://c.example/c.js" } };
    const page = (cookie?: string) => new Request("http://site.test/", { headers: cookie ? { cookie } : {} });
    expect(analyticsState(page(), analytic, 5, real)).toEqual({ ask: true, consented: false, scripts: [] });
    expect(analyticsState(page("analytics_consent=denied"), analytic, 5, real)).toEqual({ ask: false, consented: false, scripts: [] });
    expect(analyticsState(page("analytics_consent=granted"), analytic, 5, real)).toEqual({ ask: false, consented: true, scripts: ["https://c.example/c.js?id=C-1&uid=5"] });
    expect(analyticsState(page(), {}, 5, real)).toEqual({ ask: false, consented: false, scripts: [] });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resendSeconds } from "./security.server";
import { externalActionIdOf, providerHref, verificationState } from "./verification.server";

const hostile = fc.constantFrom(
  "javascript:", "JavaScript:", "data:text/html,", "vbscript:", "//", "/", "\\", "\t", "\n", " ", "http:", "https://", "ftp://", "evil.example",
  "@", ":", "?", "#", "%2F", ".", "..", "a",
);

describe("providerHref: the provider page's address as a link the site renders", () => {
  it.each([
    ["https://id.example/sdk?token=abc", "https://id.example/sdk?token=abc"],
    ["http://localhost:3223/sandbox/verify?token=a&locale=ru", "http://localhost:3223/sandbox/verify?token=a&locale=ru"],
    ["/sandbox/verify?token=a&locale=uz", "/sandbox/verify?token=a&locale=uz"],
  ])("keeps %s", (url, href) => {
    expect(providerHref(url)).toBe(href);
  });

  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>1</script>", "//evil.example/x", "/\\evil.example", "ftp://id.example", "", null, undefined])(
    "gives no link for %s",
    (url) => {
      expect(providerHref(url)).toBeNull();
    },
  );

  it("only ever yields an http(s) URL or a path on this site", () => {
    const input = fc.oneof(fc.string(), fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join("")), fc.array(hostile, { maxLength: 8 }).map((parts) => `https://id.example/${parts.join("")}`));
    fc.assert(
      fc.property(input, (url) => {
        const href = providerHref(url);
        if (href === null) return;
        const resolved = new URL(href, "https://site.example");
        expect(["http:", "https:"]).toContain(resolved.protocol);
        if (!/^https?:\/\//i.test(href)) expect(resolved.origin).toBe("https://site.example");
      }),
      { numRuns: 1000 },
    );
  }, 30_000);
});

describe("externalActionIdOf", () => {
  it("keeps a short id of letters, digits, dot, underscore and hyphen, and nothing else", () => {
    expect(externalActionIdOf("withdraw-42_a.b")).toBe("withdraw-42_a.b");
    for (const bad of [null, "", "a b", "<script>", "x".repeat(65), "a&b=c", "ид"]) expect(externalActionIdOf(bad)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = externalActionIdOf(value);
        if (id !== undefined) expect(id).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
      }),
    );
  });
});

describe("verificationState and resendSeconds", () => {
  it("verified wins over pending", () => {
    expect(verificationState({ is_verified: true, is_on_verification: true })).toBe("verified");
    expect(verificationState({ is_verified: false, is_on_verification: true })).toBe("pending");
    expect(verificationState({ is_verified: false, is_on_verification: false })).toBe("none");
  });

  it("reads the seconds of 'Resend time'", () => {
    expect(resendSeconds("Two factor auth is already enabled. Resend time: 60")).toBe(60);
    expect(resendSeconds("Resend time 5")).toBe(5);
    expect(resendSeconds("Resend time")).toBe(0);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/gamehall", "/ru/gamehall?category=2", "/cashier/history?tab=bonuses#recent", "/profile/settings?from=fill&toastType=ok", "/%2F%2Fevil.example"])(
    "keeps the site path %s as it is",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.example/",
    "http://localhost:3000/gamehall",
    "evil.example",
    "gamehall",
    "?tab=1",
    "#top",
  ])("falls back for %s", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });

  it.each(["/\t/evil.example", "/\n/evil.example", "/gamehall\u0000", "/\r\n//evil.example", "/\u001f"])(
    "falls back for a path with control characters (%j)",
    (target) => {
      expect(safeRedirectPath(target)).toBe("/");
    },
  );

  it.each([null, undefined, "", 42, {}, ["/gamehall"]])("falls back for a non-path value %j", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath("//evil.example", "/ru")).toBe("/ru");
    expect(safeRedirectPath(undefined, "/gamehall")).toBe("/gamehall");
  });

  it("trims surrounding whitespace before judging", () => {
    expect(safeRedirectPath("  /gamehall  ")).toBe("/gamehall");
    expect(safeRedirectPath(" //evil.example")).toBe("/");
  });

  it.each(["/.//evil.example", "/./\\evil.example", "/a/..//evil.example", "/%2e//evil.example", "/%2E%2E//evil.example", "/././/evil.example/x?y#z"])(
    "falls back when dot segments would normalise into another origin (%j)",
    (target) => {
      expect(safeRedirectPath(target)).toBe("/");
      expect(safeRedirectPath(target, "/ru")).toBe("/ru");
    },
  );

  it("keeps dot segments that stay on the site, normalised", () => {
    expect(safeRedirectPath("/ru/./gamehall/../promotions?x=1")).toBe("/ru/promotions?x=1");
  });

  /** What a browser does with a Location or `location.replace` value before resolving it. */
  const browserView = (value: string) => value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const hostile = fc.constantFrom(
    "/", "//", "\\", "/\\", ".", "..", "/./", "/../", "%2F", "%2f", "%5C", "%5c", "%2E", "%2e", "%09", "%0A", "%0D",
    "\t", "\n", "\r", "\r\n", "\u0000", "\u000b", " ", "\u00a0", "\u3000", "\uff0f", "javascript:", "JaVaScRiPt:", "data:",
    "http:", "https://", "evil.example", "@", ":", "?", "#", "&", "=", "a", "ru", "gamehall",
  );

  it("never yields a value a browser resolves off the site, whatever the input", () => {
    const input = fc.oneof(
      fc.string(),
      fc.array(hostile, { maxLength: 10 }).map((parts) => parts.join("")),
      fc.array(hostile, { maxLength: 10 }).map((parts) => `/${parts.join("")}`),
    );
    fc.assert(
      fc.property(input, (target) => {
        const result = safeRedirectPath(target);
        const seen = browserView(result);
        expect(seen).toMatch(/^\/(?![/\\])/);
        expect(result).toBe(seen);
        expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
        // A value it returned is judged the same when it comes back (stored, then read again).
        expect(safeRedirectPath(result, "/fallback")).toBe(result);
      }),
      { numRuns: 2000 },
    );
    // 2,000 runs take about a second alone; the shared CI machine may be much slower.
  }, 30_000);

  it("works the same when inlined from its source text (the social popup's last page does that)", () => {
    const inlined = new Function(`return (${safeRedirectPath.toString()})`)() as typeof safeRedirectPath;
    for (const target of ["/ru/gamehall?x=1", "/.//evil.example", "/\t/evil.example", "//evil.example", "javascript:alert(1)"]) {
      expect(inlined(target, "/home")).toBe(safeRedirectPath(target, "/home"));
    }
  });
});

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

  it("never leads off the site, whatever the input", () => {
    const tricky = fc.constantFrom("/", "//", "\\", "/\\", ":", "@", "%2F", "\t", "\n", "http:", "evil.example", ".", "?", "#", " ");
    const input = fc.oneof(fc.string(), fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join("")));
    fc.assert(
      fc.property(input, (target) => {
        const result = safeRedirectPath(target);
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(result).not.toMatch(/\\|[\u0000-\u001f]/);
        // A browser resolving the result against the site stays on the site.
        expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
      }),
      { numRuns: 500 },
    );
  });
});

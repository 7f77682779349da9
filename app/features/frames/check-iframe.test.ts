import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkIframeMessage, checkIframeTarget } from "./check-iframe";

describe("checkIframe", () => {
  it("goes up with the path, query and hash the frame shows", () => {
    expect(checkIframeMessage({ pathname: "/ru/gamehall", search: "?q=1", hash: "#top" })).toEqual({ type: "checkIframe", url: "/ru/gamehall?q=1#top" });
  });

  it("comes down only from the page's own frames, with a path of the site", () => {
    expect(checkIframeTarget({ type: "checkIframe", url: "/cashier/deposit" }, true)).toBe("/cashier/deposit");
    expect(checkIframeTarget({ type: "checkIframe", url: "/cashier/deposit" }, false)).toBeNull();
    for (const url of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", 42, null]) {
      expect(checkIframeTarget({ type: "checkIframe", url }, true)).toBeNull();
    }
    expect(checkIframeTarget({ type: "other", url: "/" }, true)).toBeNull();
    expect(checkIframeTarget("checkIframe", true)).toBeNull();
  });

  it("property: whatever a frame sends, the site goes nowhere but its own paths", () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.webPath(), fc.constantFrom("//x.example", "/\t/x.example", "/./\\x.example")), (url) => {
        const target = checkIframeTarget({ type: "checkIframe", url }, true);
        if (target === null) return;
        expect(new URL(target, "https://omad.example").origin).toBe("https://omad.example");
        expect(target.startsWith("/")).toBe(true);
        expect(target.startsWith("//")).toBe(false);
      }),
    );
  });
});

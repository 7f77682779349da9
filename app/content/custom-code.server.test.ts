import { describe, expect, it, vi } from "vitest";
import { customCodeOf, customCodePieces } from "./custom-code.server";

describe("custom code pieces (decision 037)", () => {
  it("splits scripts out of the markup, keeping their attributes and text as written", () => {
    expect(customCodePieces('<div id="a">x</div><script async src="https://tags.example/t.js" nonce="old" onload="x"></script><script>if (a < b && c) go("</div>");</script><p>y', "bodyEnd")).toEqual([
      { kind: "html", html: '<div id="a">x</div>' },
      { kind: "script", attributes: { async: "", src: "https://tags.example/t.js" }, content: "" },
      { kind: "script", attributes: {}, content: 'if (a < b && c) go("</div>");' },
      { kind: "html", html: "<p>y</p>" },
    ]);
  });

  it("keeps to a head its scripts, styles, meta, links and noscript", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(customCodePieces('<meta name="x" content="1" charset="utf-8"><link rel="preconnect" href="https://a.example"><style>a{}</style><noscript><img src="/p.gif"></noscript><span>no</span>', "head")).toEqual([
      { kind: "meta", attributes: { name: "x", content: "1" } },
      { kind: "link", attributes: { rel: "preconnect", href: "https://a.example" } },
      { kind: "style", content: "a{}" },
      { kind: "noscript", html: '<img src="/p.gif">' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("takes the enabled entries with a known position, in order, once per configuration value", () => {
    const config = {
      customCode: [
        { code: "<script>1</script>", isEnabled: true, position: "bodyStart" },
        { code: "<script>2</script>", isEnabled: false, position: "bodyStart" },
        { code: "<script>3</script>", isEnabled: true, position: "head" },
        { code: "<script>4</script>", isEnabled: true, position: "bodyStart" },
      ],
    };
    const first = customCodeOf(config);
    expect(first.bodyStart.map((piece) => (piece as { content: string }).content)).toEqual(["1", "4"]);
    expect(first.head).toHaveLength(1);
    expect(first.bodyEnd).toEqual([]);
    expect(customCodeOf(config)).toBe(first);
  });
});

import { describe, expect, it } from "vitest";
import { defaultFavicons, faviconLinks } from "~/content/favicons";
import { resolveRedirect } from "~/content/redirects.server";
import { disallowRules, isDisallowed, robotsTxt, routeSeoUrlOf } from "~/content/seo.server";

describe("route-configured SEO urls (spec §2)", () => {
  it("the six patterns give their list url; other paths none", () => {
    expect(routeSeoUrlOf("/ru/game/book-of-ra/")).toBe("/game");
    expect(routeSeoUrlOf("/cashier/deposit/uzcard")).toBe("/cashier/deposit");
    expect(routeSeoUrlOf("/jackpots/7")).toBe("/jackpots");
    expect(routeSeoUrlOf("/offers/101")).toBe("/offers");
    expect(routeSeoUrlOf("/ru/promotions/3")).toBe("/promotions");
    expect(routeSeoUrlOf("/tournaments/1/gamehall")).toBe("/tournaments");
    expect(routeSeoUrlOf("/gamehall/slots")).toBeNull();
    expect(routeSeoUrlOf("/promotions")).toBeNull();
  });
});

describe("robots Disallow rules (spec §5)", () => {
  const robots = "User-agent: Googlebot\nDisallow: /only-google\n\nUser-agent: *\nDisallow: /private # comment\nDisallow: /*.pdf$\nDisallow:\nAllow: /private/open\n";
  it("only the rules of every robot, prefix match, * and $", () => {
    const rules = disallowRules(robots);
    expect(rules).toEqual(["/private", "/*.pdf$"]);
    expect(isDisallowed("/private", rules)).toBe(true);
    expect(isDisallowed("/private/x", rules)).toBe(true);
    expect(isDisallowed("/docs/a.pdf", rules)).toBe(true);
    expect(isDisallowed("/docs/a.pdf.html", rules)).toBe(false);
    expect(isDisallowed("/only-google", rules)).toBe(false);
    expect(isDisallowed("/", rules)).toBe(false);
  });

  it("the default robots text keeps the player's pages out in both locales", () => {
    const rules = disallowRules(robotsTxt(null, "https://site.example"));
    for (const path of ["/cashier/deposit", "/ru/profile", "/forms/sign_in", "/ru/_system/forbidden", "/sandbox"]) expect(isDisallowed(path, rules), path).toBe(true);
    for (const path of ["/", "/ru", "/gamehall", "/ru/game/x", "/promotions/1", "/about"]) expect(isDisallowed(path, rules), path).toBe(false);
    expect(robotsTxt({ robotsTxt: "User-agent: *\nDisallow: /x" }, "https://a")).toBe("User-agent: *\nDisallow: /x\n");
  });
});

describe("the redirect list (spec §2)", () => {
  const rules = [
    { from_url: "/old-promo*", to_url: "/promotions", type: "internal" },
    { from_url: "/casino/*/play", to_url: "/game/*?mode=demo" },
    { from_url: "/tg", to_url: "https://t.me/x", type: "external", permanent: false },
  ];
  it("matches on the path without locale and trailing slash, case-insensitively", () => {
    expect(resolveRedirect("/OLD-PROMO/", "", rules)).toEqual({ location: "/promotions", status: 301 });
    expect(resolveRedirect("/ru/old-promo-x", "?a=1", rules)).toEqual({ location: "/ru/promotions?a=1", status: 301 });
    expect(resolveRedirect("/promotions", "", rules)).toBeNull();
  });
  it("fills the target's wildcard and merges the queries", () => {
    expect(resolveRedirect("/ru/casino/book/play", "?mode=real&b=2", rules)).toEqual({ location: "/ru/game/book?mode=demo&mode=real&b=2", status: 301 });
    expect(resolveRedirect("/tg", "?ref=1", rules)).toEqual({ location: "https://t.me/x?ref=1", status: 302 });
  });
  it("refuses loops, self-matching targets and targets that are not site paths or http(s) urls", () => {
    expect(resolveRedirect("/a", "", [{ from_url: "/a", to_url: "/a/" }])).toBeNull();
    expect(resolveRedirect("/promo-x", "", [{ from_url: "/promo*", to_url: "/promotions" }])).toBeNull();
    expect(resolveRedirect("/a", "", [{ from_url: "/a", to_url: "//evil.example" }])).toBeNull();
    expect(resolveRedirect("/a", "", [{ from_url: "/a", to_url: "ftp://x", type: "external" }])).toBeNull();
    expect(resolveRedirect("/a", "", [{ from_url: "a", to_url: "/b" }])).toBeNull();
  });
  it("a chain ends where it stops; one temporary step makes it temporary", () => {
    expect(resolveRedirect("/a", "", [{ from_url: "/a", to_url: "/b", permanent: false }, { from_url: "/b", to_url: "/c" }])).toEqual({ location: "/c", status: 302 });
  });
});

describe("favicons of the site settings (spec §3)", () => {
  it("type and size from the key names; unusable entries skipped", () => {
    expect(faviconLinks({ "apple-png-180": "/a.png", "png-32": "https://cdn.example/f.png", ico: "/favicon.ico", "png-16": "javascript:alert(1)", banner: "/b.png" })).toEqual([
      { rel: "apple-touch-icon", href: "/a.png", type: "image/png", sizes: "180x180" },
      { rel: "icon", href: "https://cdn.example/f.png", type: "image/png", sizes: "32x32" },
      { rel: "icon", href: "/favicon.ico", type: "image/x-icon" },
    ]);
  });
  it("none usable: the default set", () => {
    expect(faviconLinks(undefined)).toEqual(defaultFavicons);
    expect(faviconLinks({ "png-32": "" })).toEqual(defaultFavicons);
  });
});

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as RouterModule from "@remix-run/router";
import { describe, expect, it } from "vitest";

/**
 * The patches of `patches/` (patch-package at install, decision 051) memoize route matching in the installed
 * `@remix-run/router`, Remix's server renderer and React Router's static router (issue 14: the route table is not
 * flattened, ranked and compiled again on every request). This proves the installed files carry them and that
 * matching answers exactly as the published router does, over a table shaped like ours (mounted twice, decision
 * 002): the expected matches below were taken from the unpatched @remix-run/router 1.23.3.
 */
const require = createRequire(import.meta.url);
const router = require("@remix-run/router") as typeof RouterModule;

function tree(prefix: string) {
  const id = (name: string) => `${prefix}${name}`;
  return [
    {
      id: id("layout"),
      children: [
        { id: id("home"), index: true },
        { id: id("gamehall"), path: "gamehall" },
        { id: id("gamehall.$id"), path: "gamehall/:id" },
        { id: id("cashier"), path: "cashier", children: [{ id: id("cashier.index"), index: true }, { id: id("paysuccess"), path: "paysuccess/:transaction?" }] },
        { id: id("bets"), path: "bets/*" },
        { id: id("slug"), path: ":slug" },
        { id: id("splat"), path: "*" },
      ],
    },
    { id: id("game-layout"), children: [{ id: id("game"), path: "game/:sysname" }] },
  ];
}
const routes = [
  { id: "locales", path: "locales/:lng/:ns" },
  ...tree(""),
  { id: "ru", path: "ru", children: tree("ru/") },
];
/** Path → [deepest route id, its params, number of matches], as the unpatched router answers. */
const expected: Record<string, [string, Record<string, string>, number] | null> = {
  "/": ["home", {}, 2],
  "/ru": ["ru/home", {}, 3],
  "/ru/": ["ru/home", {}, 3],
  "/gamehall": ["gamehall", {}, 2],
  "/GameHall/": ["gamehall", {}, 2],
  "/ru/gamehall/7": ["ru/gamehall.$id", { id: "7" }, 3],
  "/cashier": ["cashier.index", {}, 3],
  "/ru/cashier/paysuccess": ["ru/paysuccess", {}, 4],
  "/cashier/paysuccess/12": ["paysuccess", { transaction: "12" }, 3],
  "/bets/a/b": ["bets", { "*": "a/b" }, 2],
  "/rules": ["slug", { slug: "rules" }, 2],
  "/ru/rules": ["ru/slug", { slug: "rules" }, 3],
  "/ru/x/y": ["ru/splat", { "*": "x/y" }, 3],
  "/game/book-of-ra": ["game", { sysname: "book-of-ra" }, 2],
  "/locales/ru/common": ["locales", { lng: "ru", ns: "common" }, 1],
  "/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82": ["slug", { slug: "привет" }, 2],
};
const describeMatch = (path: string) => {
  const matches = router.matchRoutes(routes, path);
  return matches ? [matches.at(-1)!.route.id, matches.at(-1)!.params, matches.length] : null;
};

describe("route matching, memoized by the install's patches", () => {
  it("is patched in the installed router, Remix server renderer and static router", () => {
    const source = (name: string) => readFileSync(require.resolve(name), "utf8");
    expect(source("@remix-run/router")).toContain("const __rankedBranches = new WeakMap();");
    expect(source("@remix-run/router")).toContain("function compilePathUncached(path, caseSensitive, end) {");
    expect(source("@remix-run/react/dist/server.js")).toContain("let routes$1 = kept.routes;");
    expect(source("react-router-dom/server.js")).toContain("let dataRoutes = kept.dataRoutes;");
  });

  it("matches every path as the published router does, again and again", () => {
    for (let round = 0; round < 3; round++) {
      for (const [path, match] of Object.entries(expected)) expect(describeMatch(path), path).toEqual(match);
    }
    // matchPath (compiled patterns kept) keeps its answers per pattern and options.
    expect(router.matchPath({ path: "/a/:b", end: false }, "/a/x/y")?.params).toEqual({ b: "x" });
    expect(router.matchPath({ path: "/a/:b", end: true }, "/a/x/y")).toBeNull();
    expect(router.matchPath({ path: "/A", caseSensitive: true }, "/a")).toBeNull();
    expect(router.matchPath({ path: "/A" }, "/a")).not.toBeNull();
  });

  it("gives every caller its own matches: changing one never reaches the next answer", () => {
    const first = router.matchRoutes(routes, "/ru/gamehall/7")!;
    expect(first.every((match) => match.params === first[0]!.params)).toBe(true);
    (first[0]!.params as Record<string, string>).id = "changed";
    (first[1] as { pathname: string }).pathname = "/elsewhere";
    const second = router.matchRoutes(routes, "/ru/gamehall/7")!;
    expect(second.at(-1)).toMatchObject({ params: { id: "7" }, pathname: "/ru/gamehall/7" });
    expect(second[1]!.pathname).not.toBe("/elsewhere");
  });

  it("keeps a bounded number of paths, and still answers right past the bound", () => {
    for (let i = 0; i < 2500; i++) router.matchRoutes(routes, `/page-${i}`);
    expect(describeMatch("/page-0")).toEqual(["slug", { slug: "page-0" }, 2]);
    expect(describeMatch("/page-2499")).toEqual(["slug", { slug: "page-2499" }, 2]);
    for (const path of ["/ru/gamehall/7", "/gamehall"]) expect(describeMatch(path)).toEqual(expected[path]);
  });
});

/**
 * Patch +003+ (issue 41): an absolute link without `.` or `..` segments is taken as it is instead of being split and
 * joined again on every render. The expected paths were taken from the unpatched @remix-run/router 1.23.3.
 */
describe("link resolution, as the published router resolves", () => {
  const resolved: Record<string, string> = {
    "/": "/",
    "/gamehall": "/gamehall",
    "/ru/gamehall/": "/ru/gamehall/",
    "/game/book-of-ra?from=hall#top": "/game/book-of-ra",
    "/a/./b": "/a/b",
    "/a/../b": "/b",
    "/..": "/",
    "/a/b/..": "/a",
    "/a/.b/..c": "/a/.b/..c",
  };
  it("is patched in the installed router", () => {
    expect(readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("__dotSegment");
  });
  it("resolves every absolute path, with and without dot segments, as before", () => {
    for (const [to, pathname] of Object.entries(resolved)) expect(router.resolvePath(to).pathname, to).toBe(pathname);
    for (const [to, pathname] of Object.entries(resolved)) expect(router.resolveTo(to, ["/", "/ru"], "/ru/x").pathname, to).toBe(pathname);
  });
});

import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import type * as RouterModule from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { memoizeRouterSource, memoizeServerRoutesSource, memoizeStaticRouterSource } from "../../server/route-matching";

/**
 * server/route-matching.ts patches the installed `@remix-run/router` as it loads (issue 14: the route table is not
 * flattened, ranked and compiled again on every request). This proves the patch still applies to the installed
 * version and that matching answers exactly as before, over a table shaped like ours (mounted twice, decision 002).
 */
const require = createRequire(import.meta.url);
const file = require.resolve("@remix-run/router");
const source = readFileSync(file, "utf8");

type Router = typeof RouterModule;

function load(text: string): Router {
  const module = new Module(file) as Module & { _compile(content: string, filename: string): void; exports: Router };
  module.filename = file;
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(file);
  module._compile(text, file);
  return module.exports;
}

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
const paths = ["/", "/ru", "/ru/", "/gamehall", "/GameHall/", "/ru/gamehall/7", "/cashier", "/ru/cashier/paysuccess", "/cashier/paysuccess/12", "/bets/a/b", "/rules", "/ru/rules", "/ru/x/y", "/game/book-of-ra", "/locales/ru/common", "/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82"];

describe("route matching, memoized", () => {
  it("applies to the installed router, Remix server renderer and static router", () => {
    expect(memoizeRouterSource(source)).not.toBeNull();
    expect(memoizeRouterSource("something else")).toBeNull();
    const remixServer = readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
    const patched = memoizeServerRoutesSource(remixServer);
    expect(patched).toContain("let routes$1 = kept.routes;");
    expect(patched).toContain("const __serverRoutes = new WeakMap();");
    expect(memoizeServerRoutesSource("something else")).toBeNull();
    const staticRouter = memoizeStaticRouterSource(readFileSync(require.resolve("react-router-dom/server.js"), "utf8"));
    expect(staticRouter).toContain("let dataRoutes = kept.dataRoutes;");
    expect(memoizeStaticRouterSource("something else")).toBeNull();
  });

  it("matches every path as the unpatched router does, again and again", () => {
    const plain = load(source);
    const memoized = load(memoizeRouterSource(source)!);
    const describeMatch = (router: Router, path: string) =>
      router.matchRoutes(routes, path)?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname })) ?? null;
    for (let round = 0; round < 3; round++) {
      for (const path of paths) expect(describeMatch(memoized, path), path).toEqual(describeMatch(plain, path));
    }
    expect(describeMatch(memoized, "/ru/gamehall/7")?.at(-1)).toEqual({ id: "ru/gamehall.$id", params: { id: "7" }, pathname: "/ru/gamehall/7" });
    // matchPath (compiled patterns kept) keeps its answers per pattern and options.
    expect(memoized.matchPath({ path: "/a/:b", end: false }, "/a/x/y")?.params).toEqual({ b: "x" });
    expect(memoized.matchPath({ path: "/a/:b", end: true }, "/a/x/y")).toBeNull();
    expect(memoized.matchPath({ path: "/A", caseSensitive: true }, "/a")).toBeNull();
    expect(memoized.matchPath({ path: "/A" }, "/a")).not.toBeNull();
  });

  it("gives every caller its own matches: changing one never reaches the next answer", () => {
    const memoized = load(memoizeRouterSource(source)!);
    const first = memoized.matchRoutes(routes, "/ru/gamehall/7")!;
    expect(first.every((match) => match.params === first[0]!.params)).toBe(true);
    (first[0]!.params as Record<string, string>).id = "changed";
    (first[1] as { pathname: string }).pathname = "/elsewhere";
    const second = memoized.matchRoutes(routes, "/ru/gamehall/7")!;
    expect(second.at(-1)).toMatchObject({ params: { id: "7" }, pathname: "/ru/gamehall/7" });
    expect(second[1]!.pathname).not.toBe("/elsewhere");
  });

  it("keeps a bounded number of paths, and still answers right past the bound", () => {
    const plain = load(source);
    const memoized = load(memoizeRouterSource(source)!);
    for (let i = 0; i < 2500; i++) memoized.matchRoutes(routes, `/page-${i}`);
    for (const path of ["/page-0", "/page-2499", "/ru/gamehall/7", "/gamehall"]) {
      expect(memoized.matchRoutes(routes, path)?.map((match) => [match.route.id, match.params])).toEqual(plain.matchRoutes(routes, path)?.map((match) => [match.route.id, match.params]));
    }
  });
});

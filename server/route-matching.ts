import Module from "node:module";

/**
 * Route matching without recompiling the route table on every request (issue 14, decision 033).
 *
 * `@remix-run/router`'s `matchRoutes` flattens and ranks the whole table and compiles a regular expression for
 * every route path it tries, on every call; Remix calls it three times per document (server match, static handler,
 * render), over our table mounted twice (decision 002). The router keeps these steps private, so the server patches
 * its CommonJS file as it loads: compiled paths are kept per (path, caseSensitive, end), and the ranked branches per
 * route array (a WeakMap: the render's per-request arrays are dropped with the request). Matching itself is
 * unchanged. Remix's server renderer likewise keeps the route objects it builds from the manifest, and React
 * Router's static router the data routes it copies from them. If a file's
 * text is not what this expects (another version), it is not patched and one warning says so;
 * tests/unit/route-matching.test.ts fails first.
 */
const ROUTER_FILE = /[\\/]@remix-run[\\/]router[\\/]dist[\\/]router\.cjs\.js$/;
/** Remix's server renderer, which builds the route objects of the whole manifest again for every document. */
const REMIX_SERVER_FILE = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]server\.js$/;
/** React Router's static router, which copies those route objects into data routes again for every document. */
const STATIC_ROUTER_FILE = /[\\/]react-router-dom[\\/]server\.js$/;
const DATA_ROUTES =
  "  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n";
const SERVER_ROUTES = "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n";

const RANK = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";
const MATCH_START = "  let matches = null;\n  let decoded = decodePath(pathname);\n";
const MATCH_END = "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}\n";
/** Paths whose matches are kept per route array: a bound, so that hostile paths cannot grow it. */
const KEPT_MATCHES = 2000;
const COMPILE = "function compilePath(path, caseSensitive, end) {\n";

/** The router's source with both memos, or null when it does not have the expected shape. */
export function memoizeRouterSource(source: string): string | null {
  if ([RANK, COMPILE, MATCH_START, MATCH_END].some((text) => source.split(text).length !== 2)) return null;
  return source
    // The matches of a path, kept per route array and path (the oldest dropped past the bound): every caller gets
    // its own copies of the match objects and of their shared params, as from a fresh match.
    .replace(
      MATCH_START,
      [
        "  let decoded = decodePath(pathname);",
        "  let __kept = __keptMatches.get(routes);",
        "  if (!__kept) {",
        "    __kept = new Map();",
        "    __keptMatches.set(routes, __kept);",
        "  }",
        '  let __key = (allowPartial ? "p" : "e") + decoded;',
        "  if (__kept.has(__key)) return __copyMatches(__kept.get(__key));",
        "  let matches = null;",
        "",
      ].join("\n"),
    )
    .replace(
      MATCH_END,
      [
        "    matches = matchRouteBranch(branches[i], decoded, allowPartial);",
        "  }",
        `  if (__kept.size >= ${KEPT_MATCHES}) __kept.delete(__kept.keys().next().value);`,
        "  __kept.set(__key, matches);",
        "  return __copyMatches(matches);",
        "}",
        "const __keptMatches = new WeakMap();",
        "function __copyMatches(matches) {",
        "  if (!matches) return null;",
        "  let params = Object.assign({}, matches[0] && matches[0].params);",
        "  return matches.map((match) => Object.assign({}, match, { params }));",
        "}",
        "",
      ].join("\n"),
    )
    .replace(
      RANK,
      [
        "  let branches = __rankedBranches.get(routes);",
        "  if (!branches) {",
        "    branches = flattenRoutes(routes);",
        "    rankRouteBranches(branches);",
        "    __rankedBranches.set(routes, branches);",
        "  }",
        "",
      ].join("\n"),
    )
    .replace(
      COMPILE,
      [
        "const __rankedBranches = new WeakMap();",
        "const __compiledPaths = new Map();",
        "function compilePath(path, caseSensitive, end) {",
        '  const key = (caseSensitive === true ? "i" : "s") + (end === false ? "p" : "e") + path;',
        "  let compiled = __compiledPaths.get(key);",
        "  if (!compiled) {",
        "    compiled = compilePathUncached(path, caseSensitive, end);",
        "    if (__compiledPaths.size < 10000) __compiledPaths.set(key, compiled);",
        "  }",
        "  return compiled;",
        "}",
        "function compilePathUncached(path, caseSensitive, end) {",
        "",
      ].join("\n"),
    );
}

/**
 * Remix's server renderer with its route objects kept per manifest (a WeakMap on `manifest.routes`, which a new
 * build replaces): they hold only the build's route modules, which the renderer copies and never changes.
 */
export function memoizeServerRoutesSource(source: string): string | null {
  if (source.split(SERVER_ROUTES).length !== 2) return null;
  // Replaced through functions: `$1` in a replacement string would be read as a pattern.
  return source.replace(
    SERVER_ROUTES,
    () => [
      "  let kept = __serverRoutes.get(manifest.routes);",
      "  if (!kept || kept.isSpaMode !== context.isSpaMode) {",
      "    kept = { isSpaMode: context.isSpaMode, routes: routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode) };",
      "    __serverRoutes.set(manifest.routes, kept);",
      "  }",
      "  let routes$1 = kept.routes;",
      "",
    ].join("\n"),
  ).replace("function RemixServer({", () => "const __serverRoutes = new WeakMap();\nfunction RemixServer({");
}

/**
 * React Router's static router with its data routes kept per route array (a WeakMap): with the renderer's route
 * objects kept, the data routes and their ranked branches are built once instead of per document. The static
 * router only reads them.
 */
export function memoizeStaticRouterSource(source: string): string | null {
  if (source.split(DATA_ROUTES).length !== 2 || source.split("function createStaticRouter(").length !== 2) return null;
  return source
    .replace(DATA_ROUTES, () =>
      [
        "  let kept = __dataRoutes.get(routes);",
        "  if (!kept) {",
        "    let built = {};",
        "    kept = { manifest: built, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, built) };",
        "    __dataRoutes.set(routes, kept);",
        "  }",
        "  let manifest = kept.manifest;",
        "  let dataRoutes = kept.dataRoutes;",
        "",
      ].join("\n"),
    )
    .replace("function createStaticRouter(", () => "const __dataRoutes = new WeakMap();\nfunction createStaticRouter(");
}

let installed = false;

/** Patches the router as Node loads it; call before anything imports Remix. */
export function installRouteMatchingMemo() {
  if (installed) return;
  installed = true;
  const proto = Module.prototype as unknown as { _compile(content: string, filename: string): unknown };
  const compile = proto._compile;
  proto._compile = function (content: string, filename: string) {
    const memoize = ROUTER_FILE.test(filename)
      ? memoizeRouterSource
      : REMIX_SERVER_FILE.test(filename)
        ? memoizeServerRoutesSource
        : STATIC_ROUTER_FILE.test(filename)
          ? memoizeStaticRouterSource
          : null;
    if (memoize) {
      const patched = memoize(content);
      if (patched) content = patched;
      else console.warn(`[route-matching] ${filename} is not the expected version: it is not memoized`);
    }
    return compile.call(this, content, filename);
  };
}


import Module from "node:module";

/**
 * Route matching without recompiling the route table on every request (issue 14, decision 033).
 *
 * `@remix-run/router`'s `matchRoutes` flattens and ranks the whole table and compiles a regular expression for
 * every route path it tries, on every call; Remix calls it three times per document (server match, static handler,
 * render), over our table mounted twice (decision 002). The router keeps these steps private, so the server patches
 * its CommonJS file as it loads: compiled paths are kept per (path, caseSensitive, end), and the ranked branches per
 * route array (a WeakMap: the render's per-request arrays are dropped with the request). Matching itself is
 * unchanged. If the router's text is not what this expects (another version), nothing is patched and one warning
 * says so; tests/unit/route-matching.test.ts fails first.
 */
const ROUTER_FILE = /[\\/]@remix-run[\\/]router[\\/]dist[\\/]router\.cjs\.js$/;

const RANK = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";
const COMPILE = "function compilePath(path, caseSensitive, end) {\n";

/** The router's source with both memos, or null when it does not have the expected shape. */
export function memoizeRouterSource(source: string): string | null {
  if (source.split(RANK).length !== 2 || source.split(COMPILE).length !== 2) return null;
  return source
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

let installed = false;

/** Patches the router as Node loads it; call before anything imports Remix. */
export function installRouteMatchingMemo() {
  if (installed) return;
  installed = true;
  const proto = Module.prototype as unknown as { _compile(content: string, filename: string): unknown };
  const compile = proto._compile;
  proto._compile = function (content: string, filename: string) {
    if (ROUTER_FILE.test(filename)) {
      const patched = memoizeRouterSource(content);
      if (patched) content = patched;
      else console.warn(`[route-matching] ${filename} is not the expected version: route matching is not memoized`);
    }
    return compile.call(this, content, filename);
  };
}


import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
// @ts-expect-error Remix's browser build of discovery has no types of its own (its functions are internal).
import * as fogOfWarModule from "@remix-run/react/dist/esm/fog-of-war.js";
import type * as RouterModule from "@remix-run/router";
import * as browserRouter from "@remix-run/router/dist/router.js";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * Lazy route discovery is on (decision 061) with two races of Remix 2's discovery fixed by the install's patches
 * (`patches/*+002+lazy-discovery-races.patch`, backports of remix-run/react-router#15399 and #15395). Our route
 * table has a root splat (`*`, the not-found page) in both mounts, so a path whose routes are not yet known matches
 * it: each race, unfixed, loads the splat for a real path and shows the not-found page. These tests drive the
 * installed router and Remix's discovery as the browser runs them; each fails on the published packages.
 */
const require = createRequire(import.meta.url);
/** The router's ESM build, the one Vite bundles for the browser (the CommonJS one is the server's, memoized by 001). */
const router = browserRouter as unknown as typeof RouterModule;
const fogOfWar = fogOfWarModule as {
  getPatchRoutesOnNavigationFunction: (
    manifest: { routes: Record<string, unknown>; version: string },
    routeModules: Record<string, unknown>,
    future: Record<string, boolean>,
    isSpaMode: boolean,
    basename: string | undefined,
  ) => (args: { path: string; patch: (parentId: string | null, children: unknown[]) => void; signal: AbortSignal }) => Promise<void>;
};

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("lazy route discovery's races, fixed at install", () => {
  it("the installed browser builds carry both fixes (ESM, which Vite bundles, and CommonJS alike)", () => {
    for (const file of ["@remix-run/router/dist/router.js", "@remix-run/router/dist/router.cjs.js"]) {
      const code = readFileSync(require.resolve(file), "utf8");
      expect(code, file).toContain("if (loadEntry) loadEntry.discovering = true;");
      expect(code, file).toContain("if (f.discovering) {");
    }
    for (const file of ["@remix-run/react/dist/esm/fog-of-war.js", "@remix-run/react/dist/fog-of-war.js"]) {
      const code = readFileSync(require.resolve(file), "utf8");
      expect(code, file).toMatch(/if \(signal !== null && signal !== void 0 && signal\.aborted\) return;\n\n {2}\/\/ Patch routes we don't know/);
    }
  });

  it("a revalidation while a fetcher's load discovers its route does not load the splat for it (#15326)", async () => {
    const splatLoader = vi.fn(() => "not found");
    const balanceLoader = vi.fn(() => "balance 100");
    const gate = deferred();
    const app = router
      .createRouter({
        history: router.createMemoryHistory({ initialEntries: ["/"] }),
        // A browser's router (fetchers are refused on a server's).
        window: { document: { createElement: () => ({}) }, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as Window,
        routes: [{ id: "root", path: "/", loader: () => "root", children: [{ id: "home", index: true, loader: () => "home" }, { id: "splat", path: "*", loader: splatLoader }] }],
        hydrationData: { loaderData: { root: "root", home: "home" } },
        patchRoutesOnNavigation: async ({ path, patch }) => {
          await gate.promise;
          if (path === "/_resources/balance") patch("root", [{ id: "balance", path: "_resources/balance", loader: balanceLoader }]);
        },
      })
      .initialize();
    try {
      // The header's balance fetcher asks a resource route the page's manifest does not carry yet.
      app.fetch("balance-fetcher", "root", "/_resources/balance");
      await tick();
      // An action elsewhere ends: everything on the page revalidates while that discovery is still in flight.
      app.revalidate();
      await tick();
      gate.resolve();
      await vi.waitFor(() => expect(app.getFetcher("balance-fetcher").state).toBe("idle"));
      await vi.waitFor(() => expect(app.state.revalidation).toBe("idle"));
      expect(splatLoader).not.toHaveBeenCalled();
      expect(balanceLoader).toHaveBeenCalledTimes(1);
      expect(app.getFetcher("balance-fetcher").data).toBe("balance 100");
    } finally {
      app.dispose();
    }
  });

  it("a discovery aborted after its answer arrived is not remembered: the next visit discovers the route (#15327)", async () => {
    vi.stubGlobal("window", { location: { origin: "http://localhost", href: "http://localhost/" } });
    vi.stubGlobal("sessionStorage", { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    const withdraw = { id: "cashier.withdraw", parentId: "root", path: "cashier/withdraw", hasLoader: true, module: "/assets/withdraw.js" };
    const answers: Array<ReturnType<typeof deferred<Record<string, unknown>>>> = [];
    const fetchMock = vi.fn(async () => {
      const body = deferred<Record<string, unknown>>();
      answers.push(body);
      return { ok: true, status: 200, headers: new Headers(), json: () => body.promise };
    });
    vi.stubGlobal("fetch", fetchMock);
    const manifest = { routes: { root: { id: "root", path: "" } } as Record<string, unknown>, version: "v1" };
    const discover = fogOfWar.getPatchRoutesOnNavigationFunction(manifest, {}, { v3_lazyRouteDiscovery: true }, false, "/");
    const patch = vi.fn();

    // A withdraw form's redirect starts discovering /cashier/withdraw; its answer arrives as the navigation is
    // interrupted (another click), so the router ignores any patch.
    const first = new AbortController();
    const aborted = discover({ path: "/cashier/withdraw", patch, signal: first.signal });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    first.abort();
    answers[0]!.resolve({ "cashier.withdraw": withdraw });
    await aborted;
    expect(patch).not.toHaveBeenCalled();
    expect(manifest.routes["cashier.withdraw"]).toBeUndefined();

    // The next navigation to it asks again and patches the route in, instead of matching the splat for good.
    const next = discover({ path: "/cashier/withdraw", patch, signal: new AbortController().signal });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!.resolve({ "cashier.withdraw": withdraw });
    await next;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0 as never])).toBe("http://localhost/__manifest?p=%2Fcashier%2Fwithdraw&version=v1");
    expect(manifest.routes["cashier.withdraw"]).toEqual(withdraw);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]?.[0]).toBe("root");
  });
});

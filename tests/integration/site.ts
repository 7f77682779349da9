import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { type Env, SANDBOX_PLATFORM_URL, parseEnv } from "~/env.server";
import { createApp } from "../../server/app";
import { createHandlers } from "../../mocks/handlers";
import { sandboxPages } from "../../mocks/pages/router";
import { tuneServer } from "../../server/http-server.ts";

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

/**
 * The app's Remix server build, assembled from the sources the way the Vite plugin assembles it (the route
 * table of app/routes.ts, every route module, entry.server), so integration tests run the whole request
 * pipeline without a production build. Browser assets are named but not served.
 */
export async function sourceBuild(): Promise<ServerBuild> {
  const config = (await import("~/routes")).default as ConfigEntry[];
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: await import("~/root") },
  };
  const assetRoutes: Record<string, unknown> = {};
  async function add(entries: ConfigEntry[], parentId: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as ServerBuild["routes"][string]["module"];
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      if (entry.children) await add(entry.children, id);
    }
  }
  await add(config, "root");
  for (const route of Object.values(routes)) {
    assetRoutes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: `/assets/${route.id.replace(/\W/g, "_")}.js`,
      imports: [],
      css: [],
      hasAction: Boolean(route.module.action),
      hasLoader: Boolean(route.module.loader),
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: Boolean(route.module.ErrorBoundary),
    };
  }
  return {
    mode: "production",
    entry: { module: await import("~/entry.server") },
    routes,
    assets: { version: "test", url: "/assets/manifest-test.js", entry: { module: "/assets/entry.client.js", imports: [] }, routes: assetRoutes },
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: true, v3_lazyRouteDiscovery: true, v3_routeConfig: true },
    isSpaMode: false,
    publicPath: "/",
  } as unknown as ServerBuild;
}

/**
 * A route a test adds to the build (`withBuild`): a child of the root at `path`, with the module's loader, action and
 * component, and its entry in the browser's manifest.
 */
export function addTestRoute(build: ServerBuild, id: string, path: string, module: Record<string, unknown>) {
  build.routes[id] = { id, parentId: "root", path, module } as unknown as ServerBuild["routes"][string];
  (build.assets.routes as Record<string, unknown>)[id] = {
    id,
    parentId: "root",
    path,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    hasAction: Boolean(module.action),
    hasLoader: Boolean(module.loader),
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  };
}

/**
 * The whole site in this process, for one test file: the Express app of server/app.ts over the source build,
 * listening on a free port, with the sandbox platform answering its upstream calls. Call once at the top of a
 * file; `site.url` is set before the tests run. `env` overrides the site's environment (DOCUMENT_CACHE_MS is 0
 * unless given).
 */
export function siteInProcess({
  env: overrides = {},
  buildDir,
  withBuild = (build) => build,
}: {
  env?: Record<string, string>;
  buildDir?: string;
  /** Routes a test adds to the build (a page that takes as long as the test wants). */
  withBuild?: (build: ServerBuild) => ServerBuild;
} = {}) {
  const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
  const site = { url: "", env: undefined as Env | undefined, platform };
  let server: Server | undefined;
  beforeAll(async () => {
    vi.stubEnv("SANDBOX", "1");
    platform.listen({
      // The tests' own requests to the site pass; anything else leaving the process is a mistake.
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).hostname !== "127.0.0.1") print.error();
      },
    });
    // No load shedding by time (a loaded test machine is slow, not overloaded by these tests' few requests), and the
    // guest document cache is off unless a file asks for it: these tests change the platform's answers between
    // requests (msw overrides, not the sandbox's panel, which clears it) and read each page afresh.
    const env = parseEnv({ SANDBOX: "1", NODE_ENV: "production", LOG_REQUESTS: "0", RATE_LIMIT_SCALE: "1000", DOCUMENT_CACHE_MS: "0", RENDER_DEADLINE_MS: "0", RENDER_QUEUE_MS: "60000", ...overrides });
    const app = await createApp({ env, build: withBuild(await sourceBuild()), buildDir, sandboxPages: env.SANDBOX ? sandboxPages : undefined });
    server = await new Promise<Server>((resolve) => {
      const listening = tuneServer(app.listen(0, "127.0.0.1", () => resolve(listening)));
    });
    site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    site.env = env;
  }, 120_000);
  afterEach(() => {
    platform.resetHandlers();
    clearRemoteConfigCache();
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    platform.close();
    vi.unstubAllEnvs();
  });
  return site;
}

/** Cookies a browser would keep, from the `Set-Cookie` lines of responses. */
export class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (/max-age=0\b/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

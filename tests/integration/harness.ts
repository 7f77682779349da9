import { guestAnswers } from "~/platform/shared-cache.server";
import { sessionAnswers } from "~/platform/session-cache.server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { createHandlers } from "../../mocks/handlers";
import { sandboxPages } from "../../mocks/pages/router";

/**
 * The one harness of the integration tests: the sandbox platform in process (MSW answering SANDBOX_PLATFORM_URL,
 * as the running site does) and, for tests that open the sandbox's own pages (payment, game, QA panel), those pages
 * on an Express app at an ephemeral port. Each function registers its own hooks: call it once at the top of a file.
 */

/** Where the sandbox's pages answer; `url` is set once the file's `beforeAll` hooks have run. */
export interface SandboxSite {
  readonly url: string;
}

/**
 * The sandbox's fake third-party pages, mounted under `/sandbox` the way the site mounts them in process. Call it
 * before `recordingPlatform({ site })`, so the pages listen before the platform lets requests through to them.
 */
export function sandboxSite(): SandboxSite {
  let server: Server | null = null;
  const site = { url: "" };
  beforeAll(async () => {
    const app = express();
    app.use("/sandbox", sandboxPages());
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    const listening = server;
    if (!listening) return;
    await new Promise((resolve) => listening.close(resolve));
  });
  return site;
}

/**
 * The sandbox platform in process for one test file, recording what it received: every main-API call with its
 * query. Any other request fails the test, except those to the `site` given (the sandbox's pages).
 */
export function recordingPlatform(options: { site?: SandboxSite } = {}) {
  const received: Array<{ method: string; params: URLSearchParams }> = [];
  const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
  platform.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    // Main-API calls only: the content service (`/content/api/{collection}`, every page's SEO) is not a method.
    const method = /^\/api\/(.+)$/.exec(url.pathname)?.[1];
    if (method) received.push({ method, params: url.searchParams });
  });
  beforeAll(() => {
    vi.stubEnv("SANDBOX", "1");
    platform.listen({
      onUnhandledRequest: (request, print) => {
        const site = options.site?.url;
        if (!site || new URL(request.url).origin !== site) print.error();
      },
    });
  });
  afterEach(() => {
    received.length = 0;
    platform.resetHandlers();
    clearRemoteConfigCache();
    // Each test sees what the platform receives from a fresh process: no guest answer kept from the last test.
    guestAnswers.clear();
    sessionAnswers.clear();
  });
  afterAll(() => {
    platform.close();
    vi.unstubAllEnvs();
  });
  return { platform, received };
}

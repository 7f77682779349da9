import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { createHandlers } from "../../mocks/handlers";

/**
 * The sandbox platform in process for one test file, recording what it received: every main-API call with its
 * query. Registers its own hooks (listen, reset after each test, close); call it once at the top of the file.
 */
export function recordingPlatform() {
  const received: Array<{ method: string; params: URLSearchParams }> = [];
  const platform = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
  platform.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const method = /\/api\/(.+)$/.exec(url.pathname)?.[1];
    if (method) received.push({ method, params: url.searchParams });
  });
  beforeAll(() => {
    vi.stubEnv("SANDBOX", "1");
    platform.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => {
    received.length = 0;
    platform.resetHandlers();
    clearRemoteConfigCache();
  });
  afterAll(() => {
    platform.close();
    vi.unstubAllEnvs();
  });
  return { platform, received };
}

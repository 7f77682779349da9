import { setupServer } from "msw/node";
import { SANDBOX_PLATFORM_URL } from "../app/env.server.ts";
import { getDb } from "./db/store.ts";
import { createHandlers } from "./handlers.ts";

/**
 * Starts the sandbox platform inside this process: every fetch to its URL is answered by the handlers. The
 * database is opened (created, migrated and seeded on first start) before the first request.
 */
export async function startSandbox(baseUrl = SANDBOX_PLATFORM_URL) {
  getDb();
  const server = setupServer(...createHandlers(baseUrl));
  server.listen({ onUnhandledRequest: "bypass" });
  return server;
}

export { sandboxPages } from "./pages/router.ts";

import { setupServer } from "msw/node";
import { SANDBOX_PLATFORM_URL } from "../app/env.server.ts";
import { createHandlers } from "./handlers.ts";

/** Starts the sandbox platform inside this process: every fetch to its URL is answered by the handlers. */
export async function startSandbox(baseUrl = SANDBOX_PLATFORM_URL) {
  const server = setupServer(...createHandlers(baseUrl));
  server.listen({ onUnhandledRequest: "bypass" });
  return server;
}

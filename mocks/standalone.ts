import type { Server } from "node:http";
import { createMiddleware } from "@mswjs/http-middleware";
import express from "express";
import { getDb } from "./db/store.ts";
import { createHandlers } from "./handlers.ts";
import { sandboxPages } from "./pages/router.ts";

/**
 * The sandbox platform over HTTP: the same handlers as in process (`@mswjs/http-middleware`), plus its fake
 * third-party pages, so a site started with `PLATFORM_API_URL=http://localhost:4010` talks to it like to a real
 * platform. Handler paths are relative, so any host name of this server matches.
 */
export function createSandboxApp(options: { publicOrigin: string }) {
  getDb();
  const app = express();
  app.disable("x-powered-by");
  app.use("/sandbox", sandboxPages());
  app.use(createMiddleware(...createHandlers("", { pagesOrigin: options.publicOrigin })));
  app.use((_req, res) => {
    res.status(404).json({ error: { type: "MethodNotFoundException", message: "Not found" } });
  });
  return app;
}

export function startStandaloneSandbox(port: number, host = "0.0.0.0", publicOrigin = `http://localhost:${port}`): Promise<Server> {
  const app = createSandboxApp({ publicOrigin });
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const port = Number(process.env.SANDBOX_PORT || 4010);
  const origin = process.env.SANDBOX_PUBLIC_URL || `http://localhost:${port}`;
  const server = await startStandaloneSandbox(port, process.env.HOST || "0.0.0.0", origin);
  console.log(`Sandbox platform (standalone) on ${origin} — panel at ${origin}/sandbox, database ${process.env.SANDBOX_DB || "data/sandbox.db"}`);
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

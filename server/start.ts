import path from "node:path";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import type * as Sandbox from "../mocks/node.ts";
import type { Env } from "../app/env.server.ts";
import { parseEnv } from "../app/env.server.ts";
import { appHandle, createApp } from "./app.ts";
import { drainOnSignals } from "./shutdown.ts";
import { tuneServer } from "./http-server.ts";
import { addAcceptHandles } from "./accept-handles.ts";
import { startMetricsServer } from "./metrics.ts";
import { startTracing, stopTracing } from "./tracing.ts";

/**
 * The site's process, run from source in development (`npm run dev`, through tsx) and compiled into
 * `<build>/server.js` for production (`npm start`, plain node; scripts/build-server.ts), through server.ts.
 */
let env: Env;
try {
  // Refuses, among other things, SANDBOX=1 with a real platform's address (the sandbox fence, app/env.server.ts).
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let sandboxPages: (() => RequestHandler) | undefined;
if (env.SANDBOX) {
  // The sandbox is development code (mocks/, msw, SQLite: development dependencies) and is never compiled into the
  // production server: it is loaded from source here, only under SANDBOX=1. MSW patches fetch before the first
  // request, so the app's own platform client is the code path under test.
  const { tsImport } = await import("tsx/esm/api").catch(() => {
    console.error("SANDBOX=1 needs the development dependencies (npm ci, not npm ci --omit=dev): the sandbox runs from mocks/.");
    process.exit(1);
  });
  const sandbox = (await tsImport(pathToFileURL(path.resolve("mocks/node.ts")).href, import.meta.url)) as typeof Sandbox;
  await sandbox.startSandbox(env.PLATFORM_API_URL);
  sandboxPages = sandbox.sandboxPages;
  console.log(`SANDBOX: demo platform in this process (${env.PLATFORM_API_URL}), fake players and money, /sandbox open. Not for real players.`);
}

const viteDevServer =
  env.NODE_ENV === "production"
    ? undefined
    : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

// BUILD_DIR lets several builds live side by side (a test run's beside a developer's); "build" by default.
const buildDir = process.env.BUILD_DIR ?? "build";
const BUILD_PATH = path.resolve(buildDir, "server/index.js");
if (!viteDevServer && !existsSync(BUILD_PATH)) {
  console.error(`No production build at ${buildDir}/: run \`npm run build\` first (or \`npm run demo\`, which builds and starts).`);
  process.exit(1);
}
const getBuild = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild);

// Traces only when the SDK's standard variables name an endpoint (decision 069): otherwise the SDK is never loaded.
if (await startTracing()) console.log("Tracing: spans exported over OTLP/HTTP");

const app = await createApp({ env, build: getBuild, buildDir, devMiddleware: viteDevServer?.middlewares, sandboxPages });

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Player site on http://localhost:${env.PORT} (${env.NODE_ENV}${env.SANDBOX ? ", SANDBOX" : ""})`);
});
tuneServer(server);
// Prometheus metrics on their own port, never the players' (issue 40, decision 068).
const metricsServer = startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST });
if (metricsServer) console.log(`Metrics on http://${env.METRICS_HOST ?? env.HOST}:${env.METRICS_PORT}/metrics`);
const acceptHandles: Awaited<ReturnType<typeof addAcceptHandles>> = [];

drainOnSignals(server, {
  listeners: () => acceptHandles,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  onDrain: () => {
    appHandle(app).draining = true;
  },
  onClosed: async () => {
    await appHandle(app).close();
    metricsServer?.close();
    await stopTracing();
    await viteDevServer?.close();
  },
});

// More than one connection let in per turn of a busy event loop (decision 064). Started once the socket listens; a
// SIGTERM that came first has closed the server, and the copies are closed as they arrive.
server.once("listening", () => {
  void addAcceptHandles(server, env.ACCEPT_HANDLES).then((copies) => {
    if (appHandle(app).draining) for (const copy of copies) copy.close();
    else acceptHandles.push(...copies);
  });
});

import type { ServerBuild } from "@remix-run/node";
import { existsSync } from "node:fs";
import type { Env } from "./app/env.server.ts";
import { parseEnv } from "./app/env.server.ts";
import { createApp } from "./server/app.ts";

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (env.SANDBOX) {
  // MSW patches fetch before the first request, so the app's own platform client is the code path under test.
  const { startSandbox } = await import("./mocks/node.ts");
  await startSandbox(env.PLATFORM_API_URL);
  console.log("Sandbox platform: on (in process)");
}

const viteDevServer =
  env.NODE_ENV === "production"
    ? undefined
    : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

// BUILD_DIR lets several builds live side by side (a test run's beside a developer's); "build" by default.
const buildDir = process.env.BUILD_DIR ?? "build";
const BUILD_PATH = `./${buildDir}/server/index.js`;
if (!viteDevServer && !existsSync(BUILD_PATH)) {
  console.error(`No production build at ${buildDir}/: run \`npm run build\` first (or \`npm run demo\`, which builds and starts).`);
  process.exit(1);
}
const getBuild = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(BUILD_PATH)) as ServerBuild);

const app = await createApp({ env, build: getBuild, buildDir, devMiddleware: viteDevServer?.middlewares });

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Player site on http://localhost:${env.PORT} (${env.NODE_ENV})`);
});
// Idle keep-alive connections outlive a load balancer's (commonly 60 s), so the server is never the side that closes
// a connection a client is about to reuse (Node's 5 s default: a request sent in that instant meets ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

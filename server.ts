import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { existsSync } from "node:fs";
import compression from "compression";
import express from "express";
import type { Env } from "./app/env.server.ts";
import { parseEnv } from "./app/env.server.ts";
import { createLoadContext } from "./app/load-context.ts";
import { readiness } from "./server/health.ts";
import { createRateLimiter, defaultTiers } from "./server/rate-limit.ts";
import { sameOriginOnly, securityHeaders } from "./server/security.ts";

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

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);
app.use(compression());

// BUILD_DIR lets several builds live side by side (a test run's beside a developer's); "build" by default.
const buildDir = process.env.BUILD_DIR ?? "build";
if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(`${buildDir}/client`, { maxAge: "1h", index: false }));
}
app.use(express.static("public", { maxAge: "1h", index: false }));

if (env.LOG_REQUESTS) {
  app.use((req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms}ms`);
    });
    next();
  });
}

app.use(securityHeaders(env));
app.use(sameOriginOnly());

if (env.SANDBOX) {
  // The sandbox's fake payment, game, sportsbook and identity pages and its QA panel; never in production.
  const { sandboxPages } = await import("./mocks/pages/router.ts");
  app.use("/sandbox", sandboxPages());
}
app.use(createRateLimiter(defaultTiers(env.RATE_LIMIT_SCALE)).middleware);

// Liveness: the process answers (restart it if not). Readiness: real reads of the platform parse (send no traffic if not).
app.get("/livez", (_req, res) => {
  res.json({ status: "ok" });
});
app.get("/healthz", async (_req, res) => {
  const { status, body } = await readiness(env.PLATFORM_API_URL);
  res.status(status).set("Cache-Control", "no-store").json(body);
});

const BUILD_PATH = `./${buildDir}/server/index.js`;
if (!viteDevServer && !existsSync(BUILD_PATH)) {
  console.error(`No production build at ${buildDir}/: run \`npm run build\` first (or \`npm run demo\`, which builds and starts).`);
  process.exit(1);
}
const getBuild = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(BUILD_PATH)) as ServerBuild);

app.all(
  "*",
  createRequestHandler({
    build: getBuild,
    mode: env.NODE_ENV,
    getLoadContext: (_req, res) =>
      createLoadContext(String(res.locals.cspNonce), (cookie) => res.append("Set-Cookie", cookie)),
  }),
);

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Player site on http://localhost:${env.PORT} (${env.NODE_ENV})`);
});

function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

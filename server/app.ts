import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import path from "node:path";
import expressStaticGzip from "express-static-gzip";
import type { Env } from "../app/env.server.ts";
import { createLoadContext } from "../app/load-context.ts";
import { preferredLocaleHome } from "../app/lib/locale-redirect.server.ts";
import { awaitRedirect, configuredRedirects } from "../app/content/redirects.server.ts";
import { createDocumentCache } from "./document-cache.ts";
import { createRateLimiter, defaultTiers, memoryStore, redactUrl, redisStore } from "./rate-limit.ts";
import { remixHandler } from "./remix-handler.ts";
import { cachedReadiness, readiness } from "./health.ts";
import { requestLog } from "./request-log.ts";
import { requestTracing } from "./tracing.ts";
import { VITALS_PATH, webVitalsEndpoint } from "./web-vitals.ts";
import { metrics } from "./metrics.ts";
import { readBody } from "./request-body.ts";
import { validRequest } from "./request-target.ts";
import { createRenderGate, readsEndAt } from "./load-shedding.ts";
import { secureCookies } from "./secure-cookies.ts";
import { sameOriginOnly, securityHeaders, staticSecurityHeaders } from "./security.ts";

export interface AppOptions {
  env: Env;
  /** The Remix build, or a function giving it per request (Vite's dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middlewares instead of the built static files. */
  devMiddleware?: express.RequestHandler;
  /** Where the production build's client files are (`build` by default). */
  buildDir?: string;
  /**
   * The sandbox's own pages (fake payment, game and identity pages, its QA panel), mounted at `/sandbox`. Given
   * only by a sandbox start (server.ts loads them from mocks/ under SANDBOX=1): this module never imports mocks/.
   */
  sandboxPages?: () => express.RequestHandler;
}

export interface AppHandle {
  /** Set when the process is shutting down: readiness answers 503 so the load balancer stops sending traffic. */
  draining: boolean;
  /** Releases what the app holds open (the Redis connection of the rate limits). */
  close: () => Promise<void>;
}

const handles = new WeakMap<express.Express, AppHandle>();

/**
 * A static folder asked only for paths that name a file (every file the site serves has an extension): a page's
 * path (`/gamehall`) goes straight on instead of costing a failed look on disk per folder (issue 14).
 */
export function filesOnly(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? serve(req, res, next) : next());
}

/** `/sw.js` is served `no-cache`: the browser asks again on each registration check (issue 38). */
function noCacheServiceWorker(res: express.Response, file: string) {
  if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
}

/**
 * The build's fingerprinted files (immutable, a year), each sent in the smallest form the request accepts among the
 * ones written at build time beside it (scripts/precompress.ts: brotli 11 `x.js.br`, gzip 9 `x.js.gz`), with
 * `Content-Encoding`, `Vary: Accept-Encoding` and the file's own type; nothing is compressed per request (the
 * compression middleware leaves an encoded answer alone). express-static-gzip reads the folder once, at start.
 */
export function precompressedAssets(dir: string): express.RequestHandler {
  return expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: { immutable: true, maxAge: "1y", index: false } });
}

/** The shutdown side of an app made by createApp. */
export function appHandle(app: express.Express): AppHandle {
  const handle = handles.get(app);
  if (!handle) throw new Error("Not an app made by createApp");
  return handle;
}

/**
 * The site's HTTP server, in the order each request meets it (the server in production, tests in process):
 * proxy trust, the request's target and host headers checked, compression, headers every response gets (static files included), static files, request id and log
 * line, the rest of the security headers, same-origin check, sandbox pages (their own form parser),
 * health, bodies read whole and limited, rate limits, the configured redirect list, the locale home redirect, Remix.
 */
export async function createApp({ env, build, devMiddleware, buildDir = "build", sandboxPages }: AppOptions) {
  const app = express();
  const tiers = defaultTiers(env.RATE_LIMIT_SCALE);
  const limiter = createRateLimiter(tiers, env.REDIS_URL ? await redisStore(env.REDIS_URL, tiers) : memoryStore());
  if (env.REDIS_URL) console.log(`Rate limits: shared by every instance, in Redis at ${redactUrl(env.REDIS_URL)}`);
  const handle: AppHandle = { draining: false, close: () => limiter.close() };
  handles.set(app, handle);
  app.disable("x-powered-by");
  app.set("trust proxy", /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);
  // A malformed target or host header is refused before anything else reads it (issue 28).
  app.use(validRequest());
  app.use(compression());
  app.use(secureCookies());
  app.use(staticSecurityHeaders(env));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    app.use("/assets", precompressedAssets(`${buildDir}/client/assets`));
    // The service worker is revalidated on every load (a kept copy would hold a new release back for an hour).
    app.use(filesOnly(express.static(`${buildDir}/client`, { maxAge: "1h", index: false, setHeaders: noCacheServiceWorker })));
  }
  app.use(filesOnly(express.static("public", { maxAge: "1h", index: false })));

  app.use(requestLog({ enabled: env.LOG_REQUESTS, format: env.LOG_FORMAT }));
  // A server span per request when tracing is on (decision 069), carried in the load context (decision 076).
  app.use(requestTracing());
  app.use(securityHeaders(env));
  app.use(sameOriginOnly());

  // Guest documents shared for a few seconds (decision 039).
  const documents = createDocumentCache({ ttlMs: env.DOCUMENT_CACHE_MS, staleMs: env.DOCUMENT_STALE_MS });

  if (sandboxPages) {
    if (!env.SANDBOX) throw new Error("The sandbox's pages are mounted only on a sandbox start (SANDBOX=1).");
    // A QA switch or a sandbox change shows on the next page, not a few seconds later.
    app.use("/sandbox", (req, _res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") documents.clear();
      next();
    });
    app.use("/sandbox", sandboxPages());
  }

  // Liveness: the process answers (restart it if not); nothing upstream is asked. Readiness: real reads of the
  // platform parse (send no traffic if not), and not while draining. Both before the rate limits: a probe is never
  // refused for a busy address.
  const ready = cachedReadiness(() => readiness(env.PLATFORM_API_URL), { ttlMs: env.READY_CACHE_MS });
  const alive: express.RequestHandler = (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  };
  app.get("/healthz", alive);
  app.get("/livez", alive);
  app.get("/readyz", async (_req, res) => {
    if (handle.draining) {
      res.status(503).set("Cache-Control", "no-store").json({ status: "draining" });
      return;
    }
    const { status, body } = await ready();
    res.status(status).set("Cache-Control", "no-store").json(body);
  });

  app.use(readBody());
  app.use(limiter.middleware);

  // Field Web Vitals of consented page views (decision 069): after the same-origin check, the body limit and the
  // rate limits (a tier of its own); labels only of the build's route ids.
  const routeIds = typeof build === "function" ? undefined : new Set(Object.keys(build.routes));
  app.post(VITALS_PATH, webVitalsEndpoint({ registry: metrics.registry, routeIds: routeIds && (() => routeIds) }));

  // The SEO config's redirect list, before routing (spec §2, docs/decisions/025); on a cold start, alongside it.
  app.use(configuredRedirects());

  app.get("/", async (req, res, next) => {
    if (await awaitRedirect(res)) return;
    const target = preferredLocaleHome({
      pathname: req.path,
      search: req.originalUrl.slice(req.path.length),
      cookie: req.get("cookie"),
      userAgent: req.get("user-agent"),
    });
    if (!target) return next();
    res.set({ "Cache-Control": "private, no-store", Vary: "Cookie" }).redirect(302, target);
  });

  app.all(
    "*",
    remixHandler({
      build,
      mode: env.NODE_ENV,
      answeredElsewhere: awaitRedirect,
      documents,
      shedding: {
        gate: createRenderGate({ concurrency: env.RENDER_CONCURRENCY, queueMax: env.RENDER_QUEUE_MAX, queueMs: env.RENDER_QUEUE_MS }),
        retryAfterS: env.BUSY_RETRY_AFTER_S,
        deadlineMs: env.RENDER_DEADLINE_MS || undefined,
      },
      getLoadContext: (req, res) => {
        // A cookie that arrives after another answer went out (a redirect of the list) is that dropped page's.
        const context = createLoadContext(
          String(res.locals.cspNonce),
          (cookie) => {
            if (!res.headersSent) res.append("Set-Cookie", cookie);
          },
          res.locals.requestId,
          // A page read's platform reads end before its render deadline, its render time left (decision 070).
          readsEndAt(req.method, env.RENDER_DEADLINE_MS, typeof res.locals.arrivedAt === "number" ? res.locals.arrivedAt : undefined),
          res.locals.span,
        );
        res.locals.upstreamMs = context.upstreamMs;
        return context;
      },
    }),
  );
  return app;
}

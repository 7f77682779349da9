import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import type { Env } from "../app/env.server.ts";
import { createLoadContext } from "../app/load-context.ts";
import { preferredLocaleHome } from "../app/lib/locale-redirect.server.ts";
import { createRateLimiter, defaultTiers } from "./rate-limit.ts";
import { remixHandler } from "./remix-handler.ts";
import { readiness } from "./health.ts";
import { readBody } from "./request-body.ts";
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
}

/**
 * The site's HTTP server, in the order each request meets it (the server in production, tests in process):
 * proxy trust, compression, headers every response gets (static files included), static files, the rest of
 * the security headers, same-origin check, sandbox pages (their own form parser), bodies read whole and limited, rate limits, the
 * locale home redirect, health, Remix.
 */
export async function createApp({ env, build, devMiddleware, buildDir = "build" }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);
  app.use(compression());
  app.use(secureCookies());
  app.use(staticSecurityHeaders(env));

  if (devMiddleware) {
    app.use(devMiddleware);
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
    const { sandboxPages } = await import("../mocks/pages/router.ts");
    app.use("/sandbox", sandboxPages());
  }
  app.use(readBody());
  app.use(createRateLimiter(defaultTiers(env.RATE_LIMIT_SCALE)).middleware);

  app.get("/", (req, res, next) => {
    const target = preferredLocaleHome({
      pathname: req.path,
      search: req.originalUrl.slice(req.path.length),
      cookie: req.get("cookie"),
      userAgent: req.get("user-agent"),
    });
    if (!target) return next();
    res.set({ "Cache-Control": "private, no-store", Vary: "Cookie" }).redirect(302, target);
  });

  // Liveness: the process answers (restart it if not). Readiness: real reads of the platform parse (send no traffic if not).
  app.get("/livez", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/healthz", async (_req, res) => {
    const { status, body } = await readiness(env.PLATFORM_API_URL);
    res.status(status).set("Cache-Control", "no-store").json(body);
  });

  app.all(
    "*",
    remixHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (_req, res) =>
        createLoadContext(String(res.locals.cspNonce), (cookie) => res.append("Set-Cookie", cookie)),
    }),
  );
  return app;
}

import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { documentI18n } from "./i18n/i18next.server";
import { UsedSections } from "./i18n/inline";
import { PREFERENCE_COOKIES, cacheControlFor } from "./lib/cache-policy.server";
import { documentSink } from "./lib/strip-nul.server";
import { shownSystemPage } from "./platform/fault-answer.server";
import { metrics } from "../server/metrics";

/** The HTTP server wraps the build with it (server/remix-handler.ts): every route's faults answered alike (decision 053). */
export { guardedBuild } from "./platform/fault-answer.server";
import { NonceProvider } from "./ui/nonce";
import { RequestIdProvider } from "./ui/request-id";
import { getEnv } from "./env.server";
import { policyWithOrigins, scriptOrigins } from "./features/tracking/analytics.server";
import { contentSecurityPolicy } from "../server/security";
import { renderBudgetExceeded } from "../server/load-shedding";
import { nameRequestSpan } from "../server/tracing";

export const streamTimeout = 5_000;


/**
 * Headers gathered while the request ran go on the response, with Server-Timing and the cache policy of
 * docs/decisions/008 (decided here, for every document and data response, rather than per route). Set-Cookie
 * is not among them: the HTTP server relays it the moment it arrives (see load-context.ts).
 */
function applyContextHeaders(request: Request, status: number, headers: Headers, context: AppLoadContext, renderStarted?: number) {
  const declared = headers.get("cache-control");
  for (const [name, value] of context.responseHeaders) {
    if (name !== "set-cookie") headers.set(name, value);
  }
  headers.set(
    "Cache-Control",
    cacheControlFor({
      method: request.method,
      cookie: request.headers.get("cookie"),
      preferenceCookies: PREFERENCE_COOKIES,
      setsCookie: headers.has("set-cookie") || context.responseHeaders.has("set-cookie"),
      status,
      declared: context.responseHeaders.get("cache-control") ?? declared,
    }),
  );
  // The upstream wait (the sum of every call's) with how many calls the request made (decision 054), then the render.
  const timing = [`upstream;dur=${context.upstreamMs.total.toFixed(1)};desc="${context.upstreamMs.calls} calls"`];
  if (renderStarted !== undefined) timing.push(`render;dur=${(performance.now() - renderStarted).toFixed(1)}`);
  headers.append("Server-Timing", timing.join(", "));
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context, request }) => {
  // Single fetch: `/x.data?_routes=routes/x` names the routes asked; a revalidation of all of them, the path's.
  nameRequestSpan(context.traceSpan, request.method, new URL(request.url).searchParams.get("_routes") ?? "data");
  applyContextHeaders(request, response.status, response.headers, context);
  return response;
};

/**
 * This document's policy, when the player consented to configured analytics: the default one with the loaders'
 * origins (docs/decisions/024). `null` leaves the HTTP server's default policy alone.
 */
export function documentPolicy(remixContext: Pick<EntryContext, "staticHandlerContext">, nonce: string): string | null {
  const root = remixContext.staticHandlerContext.loaderData?.root as { analytics?: { scripts?: string[] } } | undefined;
  const scripts = root?.analytics?.scripts ?? [];
  if (!scripts.length || !nonce) return null;
  const env = getEnv();
  const origins = scriptOrigins(scripts, { sandbox: env.SANDBOX });
  if (!origins.length) return null;
  return policyWithOrigins(contentSecurityPolicy(env, nonce), origins, { sandbox: env.SANDBOX });
}

/**
 * Errors worth a log line: not a client's mistake answered with its 4xx (a POST to a page without an action,
 * a body that is not a form), nor a request its client abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const renderStarted = performance.now();
  // The request's span takes the page's route id (decision 069; tracing on only).
  nameRequestSpan(loadContext.traceSpan, request.method, remixContext.staticHandlerContext.matches.at(-1)?.route.id);
  // The page shown is a system page: its status, whatever the action answered before it (decision 053).
  const systemPage = shownSystemPage(remixContext.staticHandlerContext.errors);
  responseStatusCode = systemPage?.status ?? responseStatusCode;
  if (systemPage) metrics.systemPages.labels(systemPage.kind).inc();
  // The site's own 404 (a path no route claims, `notFound()`) shows the not-found page too.
  else if (responseStatusCode === 404) metrics.systemPages.labels("not-found").inc();
  else if (responseStatusCode >= 500) metrics.systemPages.labels("error").inc();
  // i18next in the request's language (a clone of the start-up instance), noting the sections the page looks up:
  // the document inlines only those (issue 14).
  const i18n = await documentI18n(request);

  const nonce = loadContext.nonce;

  // The whole document, then one response (issue 14): nothing on the site streams (no `defer`; the deferred forms
  // are loaded before rendering), so waiting for all of it costs a browser nothing and saves the server the
  // per-chunk work of streaming. Bots got the whole document before too.
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let outOfTime = false;
    let abortRender: () => void = () => undefined;
    // Out of its time budget (an overloaded instance): the HTTP server answers the busy page's 503, never the 500 of
    // React's abort (issue 28, docs/decisions/052).
    const budget = setTimeout(() => {
      outOfTime = true;
      resolve(renderBudgetExceeded());
      abortRender();
    }, streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId}>
          <I18nextProvider i18n={i18n.instance}>
            <UsedSections.Provider value={i18n.used}>
              <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
            </UsedSections.Provider>
          </I18nextProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(budget);
          if (outOfTime) return;
          const { sink, body } = documentSink();
          body.then((document) => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const policy = documentPolicy(remixContext, nonce);
            if (policy) responseHeaders.set("Content-Security-Policy", policy);
            applyContextHeaders(request, responseStatusCode, responseHeaders, loadContext, renderStarted);
            resolve(new Response(new Uint8Array(document) as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(budget);
          reject(error);
        },
        onError(error: unknown) {
          if (outOfTime) return;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}

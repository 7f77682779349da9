import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, type Tracer, context, propagation, trace } from "@opentelemetry/api";
import type { NextFunction, Request, Response } from "express";

/**
 * Traces (issue 40 item 2, decision 069): on when the OpenTelemetry SDK's standard variables name an OTLP endpoint
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) and `OTEL_SDK_DISABLED` is not `true`.
 * Off, nothing of the SDK is loaded (it is imported only by `startTracing`) and every helper here returns at once.
 * Exported over OTLP/HTTP (JSON encoding) in batches; the W3C `traceparent` goes to the platform and the content service.
 */
/**
 * Whether tracing is on, once per process on `globalThis` (as the metrics are, server/metrics.ts): the HTTP server's
 * bundle starts the SDK, and the Remix build (entry.server's span name, the platform and content calls' spans) has
 * its own copy of this module, which must see it on too.
 */
interface TracingState {
  enabled: boolean;
  shutdown: (() => Promise<void>) | null;
  /** The site's tracer, asked of the provider once (not per span: a look-up and a version check each time). */
  tracer: Tracer | null;
}
const STATE = Symbol.for("site.tracing");
const state: TracingState = ((globalThis as { [STATE]?: TracingState })[STATE] ??= { enabled: false, shutdown: null, tracer: null });

export function tracingConfigured(env: Record<string, string | undefined> = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

export function tracingEnabled(): boolean {
  return state.enabled;
}

/** Loads and registers the SDK when configured (once); `false` when tracing stays off. */
export async function startTracing(env: Record<string, string | undefined> = process.env, options: { batch?: boolean } = {}): Promise<boolean> {
  if (state.enabled) return true;
  if (!tracingConfigured(env)) return false;
  const [{ TracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { resourceFromAttributes }] = await Promise.all([
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/context-async-hooks"),
    import("@opentelemetry/core"),
    import("@opentelemetry/resources"),
  ]);
  // The SDK's own rules for the address (a traces endpoint as given, the base one with /v1/traces); its other
  // variables (headers, timeout, compression) it reads itself.
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const exporter = new OTLPTraceExporter({ url: traces || `${env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim().replace(/\/+$/, "")}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME?.trim() || "player-site" }),
    spanProcessors: [options.batch === false ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter })],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  state.enabled = true;
  state.shutdown = async () => {
    state.enabled = false;
    state.tracer = null;
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  };
  return true;
}

/** Sends what is left and unregisters the SDK (at shutdown, and between tests). */
export async function stopTracing(): Promise<void> {
  const stop = state.shutdown;
  state.shutdown = null;
  await stop?.();
}

/** Flushes the spans ended so far (tests). */
export async function flushTracing(): Promise<void> {
  const provider = trace.getTracerProvider() as { forceFlush?: () => Promise<void> };
  await provider.forceFlush?.();
}

const tracer = (): Tracer => (state.tracer ??= trace.getTracer("player-site"));

declare module "express-serve-static-core" {
  interface Locals {
    /** The request's server span (tracing on only). */
    span?: Span;
    /** Its trace id, for the log line. */
    traceId?: string;
  }
}

/**
 * The server span of a request (tracing on only): continues an incoming `traceparent`, named `GET` until the page's
 * route id is known (`nameRequestSpan`), ended when the response closes. The trace goes in `Server-Timing`
 * (`traceparent;desc="00-…"`) and, through `res.locals.traceId`, in the log line. `resume` enters the span's context
 * again just before Remix: a body read on the socket's events may have left it.
 */
export function requestTracing() {
  const start = (req: Request, res: Response, next: NextFunction) => {
    if (!state.enabled) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer().startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": req.method, "url.path": req.path } },
      parent,
    );
    const { traceId, spanId, traceFlags } = span.spanContext();
    res.locals.span = span;
    res.locals.traceId = traceId;
    res.append("Server-Timing", `traceparent;desc="00-${traceId}-${spanId}-0${traceFlags & 1}"`);
    res.on("close", () => {
      span.setAttribute("http.response.status_code", res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      if (!res.writableFinished) span.setAttribute("aborted", true);
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
  const resume = (_req: Request, res: Response, next: NextFunction) => {
    const span = res.locals.span;
    if (!span) return next();
    context.with(trace.setSpan(context.active(), span), next);
  };
  return { start, resume };
}

/** Names the request's span by the route that answered it (`GET routes/_index`). */
export function nameRequestSpan(method: string, routeId: string | undefined) {
  if (!state.enabled || !routeId) return;
  const span = trace.getActiveSpan();
  span?.updateName(`${method} ${routeId}`);
  span?.setAttribute("http.route", routeId);
}

export interface CallSpan {
  /** The call's headers get its `traceparent`. */
  inject(headers: Headers): void;
  end(outcome: string, attributes?: Record<string, string | number | boolean>): void;
}

const noCall: CallSpan = { inject: () => {}, end: () => {} };

/**
 * A client span for one attempt of a call to the platform or the content service, a child of the request's span:
 * `platform account.getInfo` with `rpc.method`, `attempt` and, at its end, `outcome` (`ok`, `retry`, `timeout`,
 * `unreachable`, `error:<type>`).
 */
export function callSpan(service: "platform" | "content", method: string, attributes: Record<string, string | number>): CallSpan {
  if (!state.enabled) return noCall;
  const span = tracer().startSpan(`${service} ${method}`, { kind: SpanKind.CLIENT, attributes: { "rpc.system": service, "rpc.method": method, ...attributes } });
  const spanContext = trace.setSpan(context.active(), span);
  return {
    inject(headers) {
      propagation.inject(spanContext, headers, { set: (carrier, key, value) => carrier.set(key, value) });
    },
    end(outcome, more = {}) {
      span.setAttributes({ outcome, ...more });
      if (outcome !== "ok" && outcome !== "retry") span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      span.end();
    },
  };
}

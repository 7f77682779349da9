import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, type Tracer, propagation, trace } from "@opentelemetry/api";

export type { Span } from "@opentelemetry/api";
import type { NextFunction, Request, Response } from "express";

/**
 * Traces (issue 40 item 2, decision 069): on when the OpenTelemetry SDK's standard variables name an OTLP endpoint
 * (`OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) and `OTEL_SDK_DISABLED` is not `true`.
 * Off, nothing of the SDK is loaded (it is imported only by `startTracing`) and every helper here returns at once.
 * Exported over OTLP/HTTP (JSON encoding) in batches; the W3C `traceparent` goes to the platform and the content service.
 *
 * No context manager is registered (decision 076): Node 20's AsyncLocalStorage hooks every promise of the process,
 * which cost more than the issue's 5 % on a rendered view. The request's span travels explicitly instead: on
 * `res.locals.span`, then in the load context (`traceSpan`), to the platform client and the content calls, which
 * make their spans its children.
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

const SAMPLERS = ["always_on", "always_off", "traceidratio", "parentbased_always_on", "parentbased_always_off", "parentbased_traceidratio"] as const;
export type SamplerName = (typeof SAMPLERS)[number];

/**
 * The sampler that the OpenTelemetry spec's `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` name: the 2.x
 * `sdk-trace` package reads neither (only the Node SDK bundle does), so the site does, with the spec's rules: the
 * default `parentbased_always_on`; a ratio in [0, 1], 1 when absent or not a number in range; an unknown name is
 * the default, with a warning for the log.
 */
export function samplerChoice(env: Record<string, string | undefined>): { name: SamplerName; ratio: number; warning?: string } {
  const given = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || "parentbased_always_on";
  const name = (SAMPLERS as readonly string[]).includes(given) ? (given as SamplerName) : "parentbased_always_on";
  const arg = env.OTEL_TRACES_SAMPLER_ARG?.trim();
  const parsed = arg ? Number(arg) : Number.NaN;
  const usesRatio = name.endsWith("traceidratio");
  const ratio = usesRatio && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 1;
  const warnings = [
    name !== given ? `OTEL_TRACES_SAMPLER=${given} is not a sampler of the spec; ${name} is used` : "",
    usesRatio && arg && ratio !== parsed ? `OTEL_TRACES_SAMPLER_ARG=${arg} is not a ratio in [0, 1]; 1 is used` : "",
  ].filter(Boolean);
  return warnings.length ? { name, ratio, warning: warnings.join("; ") } : { name, ratio };
}

/**
 * The batch processor's standard variables (`OTEL_BSP_SCHEDULE_DELAY`, `OTEL_BSP_EXPORT_TIMEOUT`,
 * `OTEL_BSP_MAX_QUEUE_SIZE`, `OTEL_BSP_MAX_EXPORT_BATCH_SIZE`), which the 2.x package does not read either: each a
 * positive whole number, else the SDK's default.
 */
export function batchOptions(env: Record<string, string | undefined>) {
  const positive = (name: string) => {
    const value = Number(env[name]?.trim() || Number.NaN);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const options = {
    scheduledDelayMillis: positive("OTEL_BSP_SCHEDULE_DELAY"),
    exportTimeoutMillis: positive("OTEL_BSP_EXPORT_TIMEOUT"),
    maxQueueSize: positive("OTEL_BSP_MAX_QUEUE_SIZE"),
    maxExportBatchSize: positive("OTEL_BSP_MAX_EXPORT_BATCH_SIZE"),
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<typeof options>;
}

/** Loads and registers the SDK when configured (once); `false` when tracing stays off. */
export async function startTracing(env: Record<string, string | undefined> = process.env, options: { batch?: boolean } = {}): Promise<boolean> {
  if (state.enabled) return true;
  if (!tracingConfigured(env)) return false;
  const [{ TracerProvider, BatchSpanProcessor, SimpleSpanProcessor, AlwaysOnSampler, AlwaysOffSampler, TraceIdRatioBasedSampler, ParentBasedSampler }, { OTLPTraceExporter }, { W3CTraceContextPropagator }, { resourceFromAttributes }] = await Promise.all([
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/core"),
    import("@opentelemetry/resources"),
  ]);
  // The SDK's own rules for the address (a traces endpoint as given, the base one with /v1/traces); its other
  // variables (headers, timeout, compression) it reads itself.
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const exporter = new OTLPTraceExporter({ url: traces || `${env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim().replace(/\/+$/, "")}/v1/traces` });
  const choice = samplerChoice(env);
  if (choice.warning) console.warn(`[tracing] ${choice.warning}`);
  const root = choice.name.endsWith("always_off") ? new AlwaysOffSampler() : choice.name.endsWith("traceidratio") ? new TraceIdRatioBasedSampler(choice.ratio) : new AlwaysOnSampler();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME?.trim() || "player-site" }),
    sampler: choice.name.startsWith("parentbased_") ? new ParentBasedSampler({ root }) : root,
    spanProcessors: [options.batch === false ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter, ...batchOptions(env) })],
  });
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  state.enabled = true;
  state.shutdown = async () => {
    state.enabled = false;
    state.tracer = null;
    await provider.shutdown();
    trace.disable();
    propagation.disable();
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
 * route id is known (`nameRequestSpan`), ended when the response closes. The span is kept on `res.locals.span` (the
 * load context carries it on, decision 076); the trace goes in `Server-Timing` (`traceparent;desc="00-…"`) and,
 * through `res.locals.traceId`, in the log line.
 */
export function requestTracing() {
  return (req: Request, res: Response, next: NextFunction) => {
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
    next();
  };
}

/** Names the request's span (the load context's `traceSpan`) by the route that answered it (`GET routes/_index`). */
export function nameRequestSpan(span: Span | undefined, method: string, routeId: string | undefined) {
  if (!span || !routeId) return;
  span.updateName(`${method} ${routeId}`);
  span.setAttribute("http.route", routeId);
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
 * `unreachable`, `error:<type>`). `parent` is the request's span (the load context's `traceSpan`); without one (a read
 * kept for every request, refreshed in the background) the call starts a trace of its own.
 */
export function callSpan(service: "platform" | "content", method: string, attributes: Record<string, string | number>, parent?: Span): CallSpan {
  if (!state.enabled) return noCall;
  const parentContext = parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
  const span = tracer().startSpan(`${service} ${method}`, { kind: SpanKind.CLIENT, attributes: { "rpc.system": service, "rpc.method": method, ...attributes } }, parentContext);
  const spanContext = trace.setSpan(parentContext, span);
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

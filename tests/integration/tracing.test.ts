import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flushTracing, startTracing, stopTracing } from "../../server/tracing";
import { Jar, siteInProcess } from "./site";

// Decision 069: an OTLP/HTTP receiver of the test's own (JSON encoding), the site pointed at it.
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number; boolValue?: boolean } }>;
}
const spans: OtlpSpan[] = [];
let receiver: Server;
let endpoint = "";

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces" && req.headers["content-type"] === "application/json") {
        const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: "player-site-test" }, { batch: false })).toBe(true);
});
afterAll(async () => {
  await stopTracing();
  await new Promise((resolve) => receiver.close(resolve));
});

const site = siteInProcess();
const received: Array<{ method: string; traceparent: string | null }> = [];
/** The content service's requests (`/content/api/{collection}…`), by collection. */
const receivedContent: Array<{ collection: string; traceparent: string | null }> = [];
beforeAll(() => {
  site.platform.events.on("request:start", ({ request }) => {
    const { pathname } = new URL(request.url);
    const method = /^\/api\/(.+)$/.exec(pathname)?.[1];
    if (method) received.push({ method, traceparent: request.headers.get("traceparent") });
    const collection = /^\/content\/api\/([a-z][a-z0-9_-]*)/i.exec(pathname)?.[1];
    if (collection) receivedContent.push({ collection, traceparent: request.headers.get("traceparent") });
  });
});

/** The trace of a response's `Server-Timing`, once its server span has been exported. */
async function traceOf(response: Response) {
  const timing = /traceparent;desc="00-([0-9a-f]{32})-([0-9a-f]{16})-01"/.exec(response.headers.get("server-timing") ?? "");
  expect(timing, response.headers.get("server-timing") ?? "").not.toBeNull();
  const [, traceId = "", serverSpanId = ""] = timing!;
  // The server span ends when the response closes, just after the client has read it.
  await vi.waitFor(async () => {
    await flushTracing();
    expect(spans.some((span) => span.spanId === serverSpanId)).toBe(true);
  });
  return { traceId, serverSpanId, server: spans.find((span) => span.spanId === serverSpanId)! };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : value?.boolValue);
};

/**
 * The calls a service received during a page, each with its client span: every span of the service under the
 * page's server span is one of those calls (no more, no fewer), and each call's `traceparent` names the page's
 * trace and its own span.
 */
function callSpansOf(calls: ReadonlyArray<{ name: string; traceparent: string | null }>, service: "platform" | "content", trace: { traceId: string; serverSpanId: string }) {
  const children = spans.filter((span) => span.parentSpanId === trace.serverSpanId && span.name.startsWith(`${service} `));
  expect(children.map((span) => span.name).sort()).toEqual(calls.map((call) => `${service} ${call.name}`).sort());
  return calls.map((call) => {
    const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(call.traceparent ?? "");
    expect(match?.[1], call.name).toBe(trace.traceId);
    const child = children.find((span) => span.spanId === match?.[2]);
    expect(child?.name, call.name).toBe(`${service} ${call.name}`);
    expect(child?.kind, call.name).toBe(3); // CLIENT
    return child!;
  });
}

describe("traces over OTLP/HTTP (decision 069)", { timeout: 30_000 }, () => {
  it("a player's home: a server span named by route id, a child span per platform call, the trace in traceparent and Server-Timing", async () => {
    const jar = new Jar();
    const signIn = await fetch(`${site.url}/forms/sign_in`, {
      method: "POST",
      body: new URLSearchParams({ login: "demo@omad.test", password: "demo1234" }),
      headers: { origin: site.url },
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    jar.take(signIn);
    jar.take(await fetch(`${site.url}/`, { headers: { cookie: jar.header() }, redirect: "manual" }));
    received.length = 0;
    spans.length = 0;

    const home = await fetch(`${site.url}/`, { headers: { cookie: jar.header() }, redirect: "manual" });
    expect(home.status).toBe(200);
    await home.text();

    const { traceId, serverSpanId, server } = await traceOf(home);
    expect(server?.name).toBe("GET _index");
    expect(server?.kind).toBe(2); // SERVER
    expect(server?.traceId).toBe(traceId);
    expect(attribute(server!, "http.response.status_code")).toBe(200);

    // Every call the platform received carries this trace and its own span, a child of the server span.
    expect(received.length).toBeGreaterThan(0);
    for (const child of callSpansOf(received.map((call) => ({ name: call.method, traceparent: call.traceparent })), "platform", { traceId, serverSpanId })) {
      expect(attribute(child, "outcome")).toBe("ok");
      expect(attribute(child, "attempt")).toBe(0);
      expect(attribute(child, "http.request.method")).toBe("GET");
    }
  });

  it("the promotions page: a child span per content call, the trace in the traceparent the content service received", async () => {
    receivedContent.length = 0;
    spans.length = 0;
    const page = await fetch(`${site.url}/ru/promotions`, { redirect: "manual" });
    expect(page.status).toBe(200);
    await page.text();
    const { traceId, serverSpanId, server } = await traceOf(page);
    expect(server.name).toBe("GET ru/promotions._index");

    // The promotions are read for this page (not kept between requests): at least that call is here.
    expect(receivedContent.map((call) => call.collection)).toContain("promotions");
    for (const child of callSpansOf(receivedContent.map((call) => ({ name: call.collection, traceparent: call.traceparent })), "content", { traceId, serverSpanId })) {
      expect(attribute(child, "rpc.system")).toBe("content");
      expect(attribute(child, "outcome")).toBe("ok");
    }
  });
});

import type { PlatformClient } from "~/platform/client.server";
import type { Span } from "../server/tracing";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce; the browser reads it back as "". */
    nonce: string;
    /**
     * Headers this request's response must carry. `Set-Cookie` (the platform's session) is relayed by the
     * HTTP server as soon as it is appended, so it also reaches redirects and resource responses, which
     * never pass through entry.server; other headers are applied to documents and data responses.
     */
    responseHeaders: Headers;
    /** Memo of this request: one platform client and one account read shared by all loaders. */
    platform?: PlatformClient;
    memo: Map<string, Promise<unknown>>;
    /** Milliseconds spent waiting for the platform during this request, and how many calls (attempts) it made. */
    upstreamMs: { total: number; calls: number };
    /** This request's id (X-Request-Id): on its log line, sent to the platform, shown on an error page. */
    requestId?: string;
    /**
     * Epoch ms by which this request's platform reads must be over, besides their own budget: a page read's render
     * deadline less its render time (decision 070). Absent for posts and without a deadline.
     */
    readsEndAt?: number;
    /**
     * The request's server span when tracing is on (decision 076): the parent of its platform and content calls'
     * spans, named by the page's route id in entry.server.
     */
    traceSpan?: Span;
  }
}

/** Headers whose `Set-Cookie` appends are also handed to `relay` (the Express response) right away. */
export function relayingHeaders(relay: (cookie: string) => void): Headers {
  const headers = new Headers();
  const append = headers.append.bind(headers);
  headers.append = (name: string, value: string) => {
    append(name, value);
    if (name.toLowerCase() === "set-cookie") relay(value);
  };
  return headers;
}

export function createLoadContext(nonce: string, relaySetCookie?: (cookie: string) => void, requestId?: string, readsEndAt?: number, traceSpan?: Span) {
  return {
    nonce,
    responseHeaders: relaySetCookie ? relayingHeaders(relaySetCookie) : new Headers(),
    memo: new Map<string, Promise<unknown>>(),
    upstreamMs: { total: 0, calls: 0 },
    requestId,
    readsEndAt,
    traceSpan,
  };
}

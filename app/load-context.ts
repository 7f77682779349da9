import type { PlatformClient } from "~/platform/client.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce; the browser reads it back as "". */
    nonce: string;
    /** Headers every response of this request carries: the platform's Set-Cookie, Server-Timing. */
    responseHeaders: Headers;
    /** Memo of this request: one platform client and one account read shared by all loaders. */
    platform?: PlatformClient;
    memo: Map<string, Promise<unknown>>;
    /** Milliseconds spent waiting for the platform during this request. */
    upstreamMs: { total: number };
  }
}

export function createLoadContext(nonce: string) {
  return { nonce, responseHeaders: new Headers(), memo: new Map<string, Promise<unknown>>(), upstreamMs: { total: 0 } };
}

/**
 * The site's process. The router is patched as Node loads it (server/route-matching.ts: route matching without
 * recompiling the table per request), so it must be in place before anything imports Remix: the rest of the start
 * (server/start.ts) is loaded only after it, as its own chunk of the build.
 */
import { installRouteMatchingMemo } from "./server/route-matching.ts";

installRouteMatchingMemo();
await import("./server/start.ts");

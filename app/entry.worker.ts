/// <reference lib="WebWorker" />
/**
 * The service worker (`/sw.js`, scope `/`; docs/decisions/016). Built by @remix-pwa/dev; its runtime hands every
 * request to `defaultFetchHandler` (its loader/action hooks only fire on legacy `?_data=` requests). The rules of
 * what is cached live in `features/pwa/cache-rules.ts`.
 */
import { cacheStrategy, hallKey, isHallPath, mayStore, pathLocale } from "./features/pwa/cache-rules";
import { type OfflineTexts, offlineFromHall, offlineStandalone } from "./features/pwa/offline-page";
// Named imports: the bundler keeps only these sections of the translations.
import { offline as ruOffline } from "./i18n/locales/ru/common.json";
import { offline as uzOffline } from "./i18n/locales/uz/common.json";

export {};
declare let self: ServiceWorkerGlobalScope;

const STATIC_CACHE = "static-v1";
const PAGES_CACHE = "pages-v1";

const texts: Record<"uz" | "ru", OfflineTexts> = {
  uz: { lang: "uz", ...uzOffline },
  ru: { lang: "ru", ...ruOffline },
};

self.addEventListener("install", () => {
  // A first install takes over at once; an update waits for the player's "refresh" (message below).
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([STATIC_CACHE, PAGES_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (mayStore(facts(response))) await cache.put(request, response.clone());
  return response;
}

function facts(response: Response) {
  return { status: response.status, type: response.type, cacheControl: response.headers.get("cache-control") };
}

async function networkFirst(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const locale = pathLocale(url.pathname);
  try {
    const response = await fetch(request);
    if (isHallPath(url.pathname) && !response.redirected && mayStore(facts(response))) {
      const cache = await caches.open(PAGES_CACHE);
      await cache.put(hallKey(url.origin, locale), response.clone());
    }
    return response;
  } catch {
    return offline(url.origin, locale);
  }
}

async function offline(origin: string, locale: "uz" | "ru"): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const hall = await cache.match(hallKey(origin, locale));
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (!hall) return new Response(offlineStandalone(texts[locale]), { status: 200, headers });
  // The copy keeps its own Content-Security-Policy: its nonce still matches the styles in it.
  const copy = new Headers(hall.headers);
  copy.delete("content-length");
  copy.set("Cache-Control", "no-store");
  return new Response(offlineFromHall(await hall.text(), texts[locale]), { status: 200, headers: copy });
}

export function defaultFetchHandler({ request }: { request: Request }): Promise<Response> {
  switch (cacheStrategy({ method: request.method, url: request.url, origin: self.location.origin, mode: request.mode, destination: request.destination })) {
    case "cache-first":
      return cacheFirst(request);
    case "network-first":
      return networkFirst(request);
    default:
      return fetch(request);
  }
}

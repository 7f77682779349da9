import { checkIframeTarget } from "~/features/frames/check-iframe";
import { FRAUD_CHECK_DELAY_MS, type HitType, hitUrl, trackIdOf } from "~/features/tracking/hit";
import type { PwaFlag } from "./flags";
import { mayReload } from "./reload-guard";
import { sessionStore } from "~/lib/storage";

/**
 * Loaded after hydration (see pwa-client.tsx). The worker's flags go to the page's jotai state (./flags), which
 * publishes them on `<html>` (spec §4).
 */
export interface StartOptions {
  navigate: (path: string) => void;
  /** A new worker waits: show the prompt; `apply` lets it take over, and the page reloads on it. */
  onNeedRefresh: (apply: () => void) => void;
  /** Framed, and the browser keeps the site's cookies from it (no storage access): offer a new tab. */
  /** A flag of ./flags is up (the frame's blocked storage included). */
  onFlag: (flag: PwaFlag) => void;
}

const RELOADED_AT = "pwa:reloaded-at";
const TRACK = "hit:track";

function reloadGuarded() {
  const store = sessionStore;
  const last = Number(store.getItem(RELOADED_AT) ?? Number.NaN);
  if (!mayReload(Date.now(), Number.isNaN(last) ? null : last)) return;
  store.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
}

function registerWorker(options: StartOptions) {
  if (!("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  let refreshing = false;
  container.addEventListener("controllerchange", () => {
    // Only the update the player asked for reloads; the first install's claim does not.
    if (refreshing) reloadGuarded();
  });
  const waiting = (worker: ServiceWorker) => {
    options.onFlag("needRefresh");
    options.onNeedRefresh(() => {
      refreshing = true;
      worker.postMessage({ type: "SKIP_WAITING" });
    });
  };
  container
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      if (registration.active && !registration.waiting && !registration.installing) options.onFlag("offlineReady");
      if (registration.waiting && container.controller) waiting(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "installed" && container.controller) waiting(worker);
          if (worker.state === "activated" && !refreshing) options.onFlag("offlineReady");
        });
      });
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => {});
      });
    })
    // The site works on without a worker; the flag says so.
    .catch(() => options.onFlag("error"));
}

function sendHit(type: HitType, track: string, seonSession = "") {
  const store = sessionStore;
  const key = `hit:${type}`;
  if (store.getItem(key)) return;
  store.setItem(key, "1");
  new Image().src = hitUrl({ type, referer: document.referrer, track, seonSession });
}

type SeonAgent = { getBase64Session?: (callback: (session: string) => void) => void };

function seonSession(): Promise<string> {
  const agent = (window as { seon?: SeonAgent }).seon;
  if (!agent?.getBase64Session) return Promise.resolve("");
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(""), 1000);
    agent.getBase64Session?.((value) => {
      clearTimeout(timer);
      resolve(typeof value === "string" ? value : "");
    });
  });
}

/** The visit hit now, the fraud-check hit 3 s later (spec §9): each once per tab. */
function startTracking(): () => void {
  const store = sessionStore;
  const track = trackIdOf(window.location.search) ?? store.getItem(TRACK) ?? "";
  if (track) store.setItem(TRACK, track);
  sendHit("visit", track);
  const timer = setTimeout(() => {
    void seonSession().then((value) => sendHit("fraud", track, value));
  }, FRAUD_CHECK_DELAY_MS);
  return () => clearTimeout(timer);
}

function listenToFrames(options: StartOptions): () => void {
  const onMessage = (event: MessageEvent) => {
    const fromChild = Array.from(document.querySelectorAll("iframe")).some((frame) => frame.contentWindow === event.source);
    const path = checkIframeTarget(event.data, fromChild);
    if (path) options.navigate(path);
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}

async function checkStorageAccess(options: StartOptions) {
  if (window.self === window.top || typeof document.hasStorageAccess !== "function") return;
  try {
    if (!(await document.hasStorageAccess())) options.onFlag("storageBlocked");
  } catch {
    // Unknown: say nothing.
  }
}

let started = false;

export function start(options: StartOptions): () => void {
  if (window.matchMedia?.("(display-mode: standalone)").matches) options.onFlag("installed");
  const stopFrames = listenToFrames(options);
  void checkStorageAccess(options);
  // Registration and the hits belong to the tab, not to a component: once, even when React mounts twice.
  if (!started) {
    started = true;
    registerWorker(options);
    startTracking();
  }
  return stopFrames;
}

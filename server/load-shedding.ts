import type { Request, Response } from "express";
import PQueue from "p-queue";
import { localeFromPath } from "../app/i18n/config.ts";
import { resources } from "../app/i18n/resources.server.ts";

/**
 * Load shedding (issue 28, docs/decisions/052): at most `concurrency` renders (Remix handler invocations) at once
 * per instance, at most `queueMax` more waiting for a slot, none waiting longer than `queueMs`. A request past
 * that is answered at once with 503 and `Retry-After` (the busy page, or JSON for a fetcher) instead of joining a
 * crowd whose every member ends up timing out. The queue is p-queue's; a waiting request leaves it when its time is
 * up or its client goes away (its `signal`).
 */
export interface RenderGateOptions {
  concurrency: number;
  queueMax: number;
  queueMs: number;
}

export const SHED = Symbol("shed");

/**
 * What of a page read's deadline is kept for rendering once its data is in (decision 070): a quarter of it, at most
 * 500 ms. Its platform reads must be over by `deadlineMs - renderReserveMs(deadlineMs)` after the request arrived,
 * so a slow platform gives a page without the late parts, never the busy page.
 */
export function renderReserveMs(deadlineMs: number): number {
  return Math.min(500, Math.round(deadlineMs / 4));
}

/**
 * The epoch time (ms) by which a page read's platform reads must end, or undefined when none but their own budget
 * applies (a post, no deadline). `arrivedAt` is the request's `performance.now()` at arrival.
 */
export function readsEndAt(method: string, deadlineMs: number | undefined, arrivedAt: number | undefined): number | undefined {
  if (!deadlineMs || (method !== "GET" && method !== "HEAD")) return undefined;
  const spent = arrivedAt === undefined ? 0 : performance.now() - arrivedAt;
  return Math.floor(Date.now() + deadlineMs - renderReserveMs(deadlineMs) - spent);
}

export function createRenderGate({ concurrency, queueMax, queueMs }: RenderGateOptions) {
  const queue = new PQueue({ concurrency });
  let shed = 0;
  return {
    /**
     * `render` once a slot is free, or SHED: every slot taken and the queue full, the wait past `queueMs`, or the
     * client gone (`clientGone`) while it waited.
     */
    async run<T>(render: () => Promise<T>, clientGone?: AbortSignal): Promise<T | typeof SHED> {
      if (queue.pending >= concurrency && queue.size >= queueMax) {
        shed += 1;
        return SHED;
      }
      const waiting = new AbortController();
      const timer = setTimeout(() => waiting.abort(), queueMs);
      const leave = () => waiting.abort();
      clientGone?.addEventListener("abort", leave, { once: true });
      let started = false;
      try {
        return await queue.add(
          () => {
            started = true;
            clearTimeout(timer);
            clientGone?.removeEventListener("abort", leave);
            return render();
          },
          { signal: waiting.signal },
        );
      } catch (error) {
        if (started) throw error;
        shed += 1;
        return SHED;
      } finally {
        clearTimeout(timer);
        clientGone?.removeEventListener("abort", leave);
      }
    },
    /** Renders running, requests waiting, requests shed since start (for the bench and tests). */
    stats: () => ({ running: queue.pending, waiting: queue.size, shed }),
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;

/**
 * The header by which `app/entry.server.tsx` says a render ran out of its time budget: the HTTP server answers that
 * request as it answers one it sheds (never the 500 of React's abort).
 */
export const RENDER_BUDGET_HEADER = "x-render-budget-exceeded";

export function renderBudgetExceeded(): globalThis.Response {
  return new globalThis.Response(null, { status: 503, headers: { [RENDER_BUDGET_HEADER]: "1" } });
}

/** A fetcher's or client navigation's request, answered with JSON rather than a document. */
export function wantsJson(req: Pick<Request, "path" | "method" | "get">): boolean {
  return (
    req.path.endsWith(".data") ||
    /^\/(?:ru\/)?(?:_actions|_resources)(?:\/|$)/.test(req.path) ||
    (req.get("accept") ?? "").startsWith("application/json")
  );
}

/** The busy page's texts in the request's language (the mount of its path). */
export function busyTexts(pathname: string): { header: string; description: string } {
  return resources[localeFromPath(pathname)].common.system.busy;
}

/** The address of the busy page in the request's language. */
export function busyPath(pathname: string): string {
  return localeFromPath(pathname) === "ru" ? "/ru/_system/busy" : "/_system/busy";
}

/** The headers of every shed answer: try again in `retryAfterS` seconds, never kept by anyone. */
export function shedHeaders(res: Response, retryAfterS: number) {
  res.status(503).set({ "Retry-After": String(retryAfterS), "Cache-Control": "no-store" });
}

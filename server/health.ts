import { z } from "zod";

/**
 * Readiness: whether the site can serve pages, checked the way pages use the platform. Each check is a real
 * read whose answer must parse (an upstream answering 200 with an error body, HTML or the wrong shape is not
 * healthy), within a short timeout. Liveness (`/healthz`) asks nothing upstream.
 */
const accountAnswer = z.object({ data: z.object({ uid: z.coerce.number() }).passthrough() }).passthrough();
const configAnswer = z.record(z.unknown());

export interface HealthCheck {
  name: string;
  ok: boolean;
  status?: number;
  error?: string;
  ms: number;
}

async function check(name: string, url: string, schema: z.ZodTypeAny, timeoutMs: number, fetchFn: typeof fetch): Promise<HealthCheck> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetchFn(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (!response.ok) return { name, ok: false, status: response.status, error: `answered ${response.status}`, ms: ms() };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { name, ok: false, status: response.status, error: "answer is not JSON", ms: ms() };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { name, ok: false, status: response.status, error: "answer has the wrong shape", ms: ms() };
    return { name, ok: true, status: response.status, ms: ms() };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { name, ok: false, error: timedOut ? `no answer within ${timeoutMs} ms` : String(error), ms: ms() };
  }
}

/** The platform's account read (what every page starts with) and the remote configuration, in parallel. */
export async function readiness(platformUrl: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const fetchFn = options.fetch ?? fetch;
  const checks = await Promise.all([
    check("platform", `${platformUrl}/api/account.getInfo?v=2.34&locale=uz`, accountAnswer, timeoutMs, fetchFn),
    check("config", `${platformUrl}/nfx/cms-config/uz`, configAnswer, timeoutMs, fetchFn),
  ]);
  const ok = checks.every((item) => item.ok);
  return { status: ok ? 200 : 503, body: { status: ok ? "ok" : "unavailable", checks } };
}

export type Readiness = Awaited<ReturnType<typeof readiness>>;

/**
 * Readiness as probes see it: one check at a time (probes arriving together share it) and its answer kept for
 * `ttlMs`, so a load balancer probing every second from several nodes costs the platform one pair of reads every
 * few seconds, not one per probe.
 */
export function cachedReadiness(check: () => Promise<Readiness>, { ttlMs = 5_000, now = Date.now }: { ttlMs?: number; now?: () => number } = {}) {
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  return () => {
    if (!last || now() - last.at >= ttlMs) {
      const at = now();
      const answer = check().finally(() => {
        // The answer counts from when it arrived, so a slow check is not stale the moment it lands.
        if (last?.answer === answer) last.at = now();
      });
      last = { at, answer };
    }
    return last.answer;
  };
}

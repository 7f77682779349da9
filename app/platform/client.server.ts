import type { AppLoadContext } from "@remix-run/node";
import { getEnv } from "~/env.server";
import { EMBEDDED_COOKIE, embeddedCookiePattern, framedBy } from "~/lib/cookies.server";
import { type Locale, localeOf } from "~/i18n/config";
import { PlatformError, type PlatformErrorType, parseErrorType } from "./errors";
import { systemPageAnswer } from "./read.server";
import { sessionAnswers, sessionKeyOf } from "./session-cache.server";
import { observeUpstream } from "../../server/metrics";

/** One attempt of a call to the platform, counted and timed by method and outcome (issue 40). */
const observeCall = (method: string, outcome: string, ms: number) => observeUpstream("platform", method, outcome, ms);
import { type Span, callSpan } from "../../server/tracing";

export const API_VERSION = "2.34";

/** Spec §7: these statuses are retried, idempotent methods once, mutating methods never. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type Params = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface CallOptions {
  params?: Params;
  /** Retries on the retry statuses; defaults to 1 for GET, 0 for POST. */
  retries?: number;
  /** Return `data` as it came, without reading `data.items` / `data.sysnames` (for lists with a total). */
  raw?: boolean;
  /** Filled in by the call: whether the platform's answer set a cookie (such an answer is never shared). */
  answer?: { setCookie: boolean };
}

/**
 * The site's own cookies (decision 033): the platform receives them with every call but answers nothing
 * differently for them. A request carrying only these reads what every guest reads; any other cookie (the
 * platform's session, the sandbox's `sandbox_scenario`, a cookie we do not know) keeps its reads its own.
 */
export const SITE_OWN_COOKIES: ReadonlySet<string> = new Set([
  "i18n_redirected",
  "i18n_locale",
  "embedded",
  "analytics_consent",
  "flash",
  "rg_limit_prompt",
]);

/** Whether a Cookie header holds nothing but the site's own cookies (no cookie at all included). */
export function onlySiteCookies(cookie: string | null | undefined): boolean {
  if (!cookie) return true;
  return cookie.split(";").every((pair) => {
    const name = pair.split("=")[0]!.trim();
    return name === "" || SITE_OWN_COOKIES.has(name);
  });
}

export interface PlatformClientOptions {
  baseUrl: string;
  locale: Locale;
  /** The player's cookies, forwarded as they came. */
  cookie: string | null;
  /** The page is embedded in an operator's frame: the API is asked to be non-strict. */
  framed: boolean;
  timeoutMs: number;
  /**
   * The time budget of one request's reads (spec §7's retry included): every GET of the request ends within
   * this many milliseconds of the first one, and a retry is not attempted when what is left cannot fit it.
   * Writes are never cut short by it: their outcome would be unknown.
   */
  budgetMs?: number;
  /**
   * Epoch ms by which every GET of the request must be over, whatever is left of `budgetMs`: a page read's render
   * deadline less its render time (decision 070), so a slow platform degrades the page instead of the deadline
   * answering it busy.
   */
  readsEndAt?: number;
  /** The player's request id, sent as `X-Request-Id` on every call so both sides' logs meet. */
  requestId?: string;
  /** The request's span (tracing on only): each call's span is its child, its `traceparent` sent (decision 076). */
  traceSpan?: Span;
  /** Receives each `Set-Cookie` of the platform, to be relayed to the browser. */
  onSetCookie?: (cookie: string) => void;
  /** Receives the milliseconds each call (each attempt) waited on the platform (for Server-Timing and the log's call count). */
  onTiming?: (ms: number) => void;
  fetch?: typeof fetch;
}

export function buildQuery(params: Params | undefined, base: Record<string, string>): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    query.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return query;
}

/** POST bodies are form data: empty text stays empty, other empty values are sent as `null`. */
export function buildForm(params: Params | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    if (value === null) form.set(key, "null");
    else if (Array.isArray(value)) form.set(key, value.length ? value.join(",") : "null");
    else form.set(key, String(value));
  }
  return form;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Pause before a retry (ms), after attempt number `attempt` (0-based). */
const backoff = (attempt: number) => 50 * (attempt + 1);

export class PlatformClient {
  /** When this request's reads must be over (epoch ms): set by its first read. */
  private deadline: number | null = null;
  /** This request's reads so far, by URL: one call for the same read asked twice (cleared by any write). */
  private reads = new Map<string, Promise<unknown>>();

  constructor(readonly options: PlatformClientOptions) {}

  /** Milliseconds left of the read budget (Infinity without one); starts the clock on first use. */
  remainingBudget(): number {
    const { budgetMs, readsEndAt } = this.options;
    const now = Date.now();
    let left = Infinity;
    if (budgetMs) {
      this.deadline ??= now + budgetMs;
      left = this.deadline - now;
    }
    return readsEndAt === undefined ? left : Math.min(left, readsEndAt - now);
  }

  /** The URL of a call (its GET parameters included): what the platform is asked, to the letter. */
  urlOf(method: string, params?: Params): string {
    const base: Record<string, string> = { v: API_VERSION, locale: this.options.locale };
    if (this.options.framed) base.non_strict = "1";
    return `${this.options.baseUrl}/api/${method}?${buildQuery(params, base)}`;
  }

  /**
   * The key under which a read may be shared with other requests (decision 033), or null when this request's
   * answers are its own: it carries a cookie other than the site's own (a session, a QA scenario, anything).
   */
  sharedKey(method: string, params?: Params): string | null {
    return onlySiteCookies(this.options.cookie) ? this.urlOf(method, params) : null;
  }

  private session: string | null | undefined;
  /**
   * The session this request's answers belong to (decision 054): a hash of its cookies other than the site's own,
   * or null for a request with none (a guest, served by the shared cache).
   */
  sessionKey(): string | null {
    if (this.session === undefined) this.session = sessionKeyOf(this.options.cookie, SITE_OWN_COOKIES);
    return this.session;
  }

  get<T = unknown>(method: string, options: CallOptions = {}) {
    // The same read asked twice by one request's loaders is one call (a root and a page loader, say).
    if (options.answer) return this.call<T>("GET", method, options);
    const key = `${options.raw ? "raw " : ""}${this.urlOf(method, options.params)}`;
    let read = this.reads.get(key) as Promise<T> | undefined;
    if (!read) {
      read = this.call<T>("GET", method, options);
      this.reads.set(key, read);
      read.catch(() => this.reads.delete(key));
    }
    return read;
  }

  post<T = unknown>(method: string, options: CallOptions = {}) {
    // After a write, reads ask again: what they read may have changed. Whatever this session kept is dropped
    // before the write is sent (decision 054), so no page after it shows what it changed as it was.
    this.reads.clear();
    const session = this.sessionKey();
    if (session) sessionAnswers.drop(session);
    return this.call<T>("POST", method, options);
  }

  async call<T>(httpMethod: "GET" | "POST", method: string, options: CallOptions): Promise<T> {
    const { timeoutMs } = this.options;
    const isGet = httpMethod === "GET";
    const url = this.urlOf(method, isGet ? options.params : undefined);
    const retries = options.retries ?? (isGet ? 1 : 0);
    const doFetch = this.options.fetch ?? fetch;

    for (let attempt = 0; ; attempt++) {
      // A read waits at most for the call timeout and never past the request's budget.
      const budget = isGet ? this.remainingBudget() : Infinity;
      // Whole milliseconds: AbortSignal.timeout refuses a fraction.
      const waitMs = Math.max(0, Math.floor(Math.min(timeoutMs, budget)));
      const cutByBudget = budget <= timeoutMs;
      const headers = new Headers({ accept: "application/json" });
      if (this.options.cookie) headers.set("cookie", this.options.cookie);
      if (this.options.requestId) headers.set("x-request-id", this.options.requestId);
      const span = callSpan("platform", method, { "http.request.method": httpMethod, attempt }, this.options.traceSpan);
      span.inject(headers);
      let response: Response;
      const started = performance.now();
      try {
        // A read with next to nothing left is not sent: a timer may end the last wait a millisecond before
        // the clock reaches the deadline, and no platform answers in that time.
        if (waitMs < MIN_SEND_MS) throw new DOMException("the read budget is spent", "TimeoutError");
        response = await doFetch(url, {
          method: httpMethod,
          headers,
          body: isGet ? undefined : buildForm(options.params),
          signal: AbortSignal.timeout(waitMs),
          redirect: "manual",
        });
      } catch (cause) {
        const took = performance.now() - started;
        this.options.onTiming?.(took);
        const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
        observeCall(method, timedOut ? "timeout" : "network", took);
        const retry = isGet && attempt < retries && this.retryFits(took);
        span.end(retry ? "retry" : timedOut ? "timeout" : "unreachable");
        if (retry) continue;
        throw new PlatformError({
          type: "ApplicationUnavailable",
          status: timedOut ? 504 : 502,
          method,
          timedOut,
          message: timedOut
            ? cutByBudget
              ? `${method} did not answer ${this.budgetName()}`
              : `${method} timed out after ${timeoutMs} ms`
            : `${method} unreachable: ${String(cause)}`,
        });
      }
      const took = performance.now() - started;
      this.options.onTiming?.(took);
      const setCookies = response.headers.getSetCookie();
      for (const cookie of setCookies) this.options.onSetCookie?.(cookie);
      if (options.answer && setCookies.length) options.answer.setCookie = true;

      if (RETRY_STATUSES.has(response.status) && attempt < retries && (!isGet || this.retryFits(took + backoff(attempt)))) {
        observeCall(method, errorTypeForStatus(response.status), took);
        span.end("retry", { "http.response.status_code": response.status });
        await response.text().catch(() => "");
        await sleep(backoff(attempt));
        continue;
      }
      const body = (await response.json().catch(() => null)) as {
        data?: unknown;
        error?: { type?: string; message?: string; code?: number | string; [key: string]: unknown };
      } | null;
      if (response.status >= 400 || body?.error) {
        const type = body?.error ? parseErrorType(body.error.type) : errorTypeForStatus(response.status);
        observeCall(method, type, took);
        span.end(`error:${type}`, { "http.response.status_code": response.status });
        throw new PlatformError({
          type,
          status: response.status >= 400 ? response.status : 400,
          method,
          message: body?.error?.message,
          code: body?.error?.code,
          details: body?.error ?? undefined,
        });
      }
      observeCall(method, "ok", took);
      span.end("ok", { "http.response.status_code": response.status });
      return (options.raw ? body?.data : unwrap(body?.data)) as T;
    }
  }

  /** What ended a read cut short: the budget, or the page's render deadline (decision 070). */
  private budgetName(): string {
    const { budgetMs, readsEndAt } = this.options;
    const budgetLeft = this.deadline === null ? Infinity : this.deadline - Date.now();
    return readsEndAt !== undefined && readsEndAt - Date.now() <= budgetLeft
      ? "before the page's render deadline"
      : `within the page's read budget (${budgetMs} ms)`;
  }

  /** A retry fits when what is left of the read budget could take as long as the attempt that failed. */
  private retryFits(took: number): boolean {
    return this.remainingBudget() >= Math.max(took, MIN_ATTEMPT_MS);
  }
}

/** Less time than this left of the budget is not worth another attempt. */
const MIN_ATTEMPT_MS = 100;

/** Less time than this left of the budget (ms) and a read is not sent at all. */
const MIN_SEND_MS = 5;

/**
 * An error answer without the platform's error body: the nearest catalogue type for its status. A 502, 503
 * or 504 without the platform's body comes from what stands in front of it (a load balancer, a gateway):
 * the platform is unavailable.
 */
export function errorTypeForStatus(status: number): PlatformErrorType {
  if (status === 502 || status === 503 || status === 504) return "ApplicationUnavailable";
  if (status === 401) return "Authorization";
  if (status === 403) return "AccessDenied";
  if (status === 429) return "TooManyRequests";
  if (status >= 500) return "InternalServerError";
  return "UnknownError";
}

/** Answers are read from `data`, `data.items` or `data.sysnames` (spec §7). */
export function unwrap(payload: unknown): unknown {
  if (payload && typeof payload === "object" && !Array.isArray(payload)) {
    const record = payload as Record<string, unknown>;
    if (Array.isArray(record.items) && Object.keys(record).every((k) => k === "items" || k === "total")) return record.items;
    if (Array.isArray(record.sysnames) && Object.keys(record).length === 1) return record.sysnames;
  }
  return payload;
}

/**
 * Turns a platform fault into the answer the spec gives it: a system page (banned, maintenance,
 * forbidden, not found) thrown as a response, else the error itself for the caller to present.
 */
export function throwAsSystemPage(error: unknown): never {
  throw systemPageAnswer(error, { timeouts: true }) ?? error;
}

export { EMBEDDED_COOKIE };

/**
 * The page is shown inside an operator's frame. A framed document request says so itself
 * (`Sec-Fetch-Dest: iframe`); the data requests of client-side navigations inside the frame do not, so the
 * document request leaves an `embedded=1` cookie that they carry. A top-level document is never framed.
 */
export function isFramed(request: Request): boolean {
  return framedBy(request.headers.get("sec-fetch-dest"), request.headers.get("cookie"));
}

/**
 * The `Set-Cookie` that keeps the framed flag in step with the document request, or null. Inside a
 * cross-site frame only `SameSite=None; Secure` cookies travel, partitioned per top-level site (CHIPS);
 * over plain http (development) the cookie is same-site only.
 */
export function embeddedCookieFor(request: Request): string | null {
  const dest = request.headers.get("sec-fetch-dest");
  const has = embeddedCookiePattern.test(request.headers.get("cookie") ?? "");
  const secure = new URL(request.url).protocol === "https:";
  const attributes = secure ? "Path=/; HttpOnly; SameSite=None; Secure; Partitioned" : "Path=/; HttpOnly; SameSite=Lax";
  if ((dest === "iframe" || dest === "frame") && !has) return `${EMBEDDED_COOKIE}=1; ${attributes}`;
  if (dest === "document" && has) return `${EMBEDDED_COOKIE}=; Max-Age=0; ${attributes}`;
  return null;
}

/** One client per request, kept in the load context, so every loader of a request shares it. */
export function getPlatform(request: Request, context: AppLoadContext): PlatformClient {
  if (!context.platform) {
    const env = getEnv();
    const embedded = embeddedCookieFor(request);
    if (embedded) context.responseHeaders.append("set-cookie", embedded);
    context.platform = new PlatformClient({
      baseUrl: env.PLATFORM_API_URL,
      locale: localeOf(request),
      cookie: request.headers.get("cookie"),
      framed: isFramed(request),
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
      budgetMs: env.PLATFORM_BUDGET_MS,
      readsEndAt: context.readsEndAt,
      requestId: context.requestId,
      traceSpan: context.traceSpan,
      onSetCookie: (cookie) => context.responseHeaders.append("set-cookie", cookie),
      onTiming: (ms) => {
        context.upstreamMs.total += ms;
        context.upstreamMs.calls += 1;
      },
    });
  }
  return context.platform;
}

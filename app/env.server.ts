import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

/** A whole number in [min, max], or unset (also when empty): its default is computed from other values. */
const optionalCount = (min: number, max: number) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(min).max(max).optional());

/** Renders in flight per CPU core by default: a render mostly waits on the platform (decision 052). */
export const RENDERS_PER_CORE = 4;
/** Requests that may wait per render slot by default. */
export const QUEUED_PER_RENDER = 4;
/** Handles on the listening socket by default (`ACCEPT_HANDLES`, decision 064). */
export const DEFAULT_ACCEPT_HANDLES = 32;

const originList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Where the in-process sandbox answers; no real host, MSW intercepts it. */
export const SANDBOX_PLATFORM_URL = "http://platform.sandbox.test";

/**
 * The sandbox fence: SANDBOX=1 intercepts every call to PLATFORM_API_URL and mounts `/sandbox` (create players with
 * any balance, approve withdrawals), so it may only ever face its own address. With a real platform's address it
 * would answer in that platform's name: the start is refused. Returns why, or null when the start may go on.
 */
export function sandboxFence(env: { SANDBOX: boolean; PLATFORM_API_URL?: string }): string | null {
  if (!env.SANDBOX || env.PLATFORM_API_URL === undefined) return null;
  if (env.PLATFORM_API_URL.replace(/\/+$/, "") === SANDBOX_PLATFORM_URL) return null;
  return (
    `SANDBOX=1 refuses to start with PLATFORM_API_URL=${env.PLATFORM_API_URL}: the sandbox would answer in that platform's name ` +
    `and open /sandbox (players with any balance, withdrawals approved). Unset PLATFORM_API_URL to run the demo on the ` +
    `sandbox, or unset SANDBOX to use that platform (against the standalone sandbox: PLATFORM_API_URL=http://localhost:4010, no SANDBOX).`
  );
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * Prometheus metrics (`/metrics`, issue 40, decision 068) on their own port, never the players'; off when unset.
     * Bound to HOST unless METRICS_HOST says otherwise (an internal address, say).
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).optional(),
    SANDBOX: flag,
    PLATFORM_API_URL: z.string().url().optional(),
    /** The sandbox platform's SQLite file (or ":memory:"); read by mocks/db/store.ts. */
    SANDBOX_DB: z.string().default("data/sandbox.db"),
    /** Port of the standalone sandbox (`npm run sandbox`). */
    SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
    /** Origin the browser reaches the standalone sandbox's pages at; defaults to http://localhost:{SANDBOX_PORT}. */
    SANDBOX_PUBLIC_URL: z.string().url().optional(),
    CONTENT_API_URL: z.string().url().optional(),
    /**
     * Who signs players in (decision 038): `platform` (the main API's auth.*, its session cookie forwarded), or
     * `content` (the content backend's users/me and auth/*, its jwt kept in an HttpOnly cookie).
     */
    AUTH_BACKEND: z.enum(["platform", "content"], { message: "AUTH_BACKEND must be platform or content." }).default("platform"),
    PLATFORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The time budget of one page's upstream reads, retries included (decision 009). */
    PLATFORM_BUDGET_MS: z.coerce.number().int().min(50).max(120_000).default(8_000),
    FRAME_ANCESTORS: z.string().default("'self'"),
    CSP_FRAME_SRC: originList,
    CSP_SCRIPT_SRC: originList,
    CSP_CONNECT_SRC: originList,
    CSP_IMG_SRC: originList,
    TRUST_PROXY: z.string().default("loopback"),
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    /** Encrypts short-lived server-side state kept in the browser (the two-factor step). Required in production. */
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`).").optional(),
    /**
     * The messaging-app bot's token: the mini-app's initData is signed with it (decision 018). Without it the
     * mini-app sign-in is off; the sandbox uses SANDBOX_BOT_TOKEN.
     */
    TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]{20,}$/, "TELEGRAM_BOT_TOKEN must look like 123456:ABC… (the bot's token).").optional(),
    /** Rate limits shared by every instance (redis://…); without it each instance counts in its own memory. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// address.")
      .optional(),
    /** `json`: one JSON object per request on stdout, for a log collector; `text` (default): a short line. */
    LOG_FORMAT: z.enum(["text", "json"]).default("text"),
    /** How long /readyz keeps its answer (ms). */
    READY_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** How long a guest's document is shared with the next guests (decision 039); 0 renders every view. */
    DOCUMENT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    DOCUMENT_STALE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    /**
     * Load shedding (issue 28, decision 052): renders in flight per instance (default: 4 per CPU core), requests
     * waiting for a slot (default: 4 per slot), how long one may wait (ms), and the `Retry-After` of a refusal (s).
     */
    RENDER_CONCURRENCY: optionalCount(1, 10_000),
    RENDER_QUEUE_MAX: optionalCount(0, 100_000),
    RENDER_QUEUE_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
    BUSY_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3_600).default(5),
    /**
     * A page (GET) not answered this long after it asked for a render is answered busy (ms); 0: no deadline. By
     * default 2,500 in production and none in development, where Vite compiles a page's modules on its first request
     * (about 6 s: the first page a developer opened was the busy page).
     */
    RENDER_DEADLINE_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    /**
     * Handles the process holds on its listening socket: each lets one new connection in per turn of the event loop
     * (decision 064); 1 accepts as Node does by default.
     */
    ACCEPT_HANDLES: z.coerce.number().int().min(1).max(256).default(DEFAULT_ACCEPT_HANDLES),
    /** How long a SIGTERM waits for open requests before closing what is left (ms). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    LOG_REQUESTS: z
      .enum(["1", "0", "true", "false"])
      .default("1")
      .transform((value) => value === "1" || value === "true"),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["METRICS_PORT"], message: "METRICS_PORT must differ from PORT: metrics are never on the players' port." });
    }
    if (!env.SANDBOX && !env.PLATFORM_API_URL) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["PLATFORM_API_URL"],
        message:
          "No platform: set PLATFORM_API_URL to the operator's platform, or SANDBOX=1 to run on the embedded sandbox platform.",
      });
    }
    const fence = sandboxFence(env);
    if (fence) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["SANDBOX"], message: fence });
    if (env.NODE_ENV === "production" && !env.SANDBOX && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required in production: a random secret of at least 32 characters, the same on every instance.",
      });
    }
    if (env.FRAME_ANCESTORS.split(/\s+/).includes("*")) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["FRAME_ANCESTORS"],
        message: "FRAME_ANCESTORS must list the operators' origins, not '*'.",
      });
    }
  });

export type Env = z.infer<typeof schema> & {
  PLATFORM_API_URL: string;
  CONTENT_API_URL: string;
  SESSION_SECRET: string;
  RENDER_CONCURRENCY: number;
  RENDER_QUEUE_MAX: number;
  RENDER_DEADLINE_MS: number;
};

/** The sandbox's bot token: public on purpose, the sandbox's mini-app host signs its initData with it. */
export const SANDBOX_BOT_TOKEN = "1000000001:SANDBOX-test-token-not-a-secret";

/** Who may frame the site on the sandbox when FRAME_ANCESTORS is unset: itself and its `localhost`/`127.0.0.1` twin. */
export const SANDBOX_FRAME_ANCESTORS = "'self' http://localhost:* http://127.0.0.1:*";

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const platform = result.data.PLATFORM_API_URL ?? SANDBOX_PLATFORM_URL;
  const renderConcurrency = result.data.RENDER_CONCURRENCY ?? Math.max(2, availableParallelism() * RENDERS_PER_CORE);
  return {
    ...result.data,
    RENDER_CONCURRENCY: renderConcurrency,
    RENDER_QUEUE_MAX: result.data.RENDER_QUEUE_MAX ?? renderConcurrency * QUEUED_PER_RENDER,
    RENDER_DEADLINE_MS: result.data.RENDER_DEADLINE_MS ?? (result.data.NODE_ENV === "production" ? 2_500 : 0),
    PLATFORM_API_URL: platform.replace(/\/+$/, ""),
    // The sandbox lets its own other origin frame the site (its operator page, docs/decisions/017).
    FRAME_ANCESTORS: source.FRAME_ANCESTORS === undefined && result.data.SANDBOX ? SANDBOX_FRAME_ANCESTORS : result.data.FRAME_ANCESTORS,
    CONTENT_API_URL: (result.data.CONTENT_API_URL ?? `${platform}/content`).replace(/\/+$/, ""),
    // Development and the sandbox: a secret per process (a restart only ends pending two-factor steps).
    SESSION_SECRET: result.data.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    TELEGRAM_BOT_TOKEN: result.data.TELEGRAM_BOT_TOKEN ?? (result.data.SANDBOX ? SANDBOX_BOT_TOKEN : undefined),
  };
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The part of the configuration the browser may see. */
export function getPublicEnv(env: Env = getEnv()) {
  return { SANDBOX: env.SANDBOX };
}

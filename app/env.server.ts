import { randomBytes } from "node:crypto";
import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const originList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter(Boolean),
  );

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SANDBOX: flag,
    PLATFORM_API_URL: z.string().url().optional(),
    /** The sandbox platform's SQLite file (or ":memory:"); read by mocks/db/store.ts. */
    SANDBOX_DB: z.string().default("data/sandbox.db"),
    /** Port of the standalone sandbox (`npm run sandbox`). */
    SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
    /** Origin the browser reaches the standalone sandbox's pages at; defaults to http://localhost:{SANDBOX_PORT}. */
    SANDBOX_PUBLIC_URL: z.string().url().optional(),
    CONTENT_API_URL: z.string().url().optional(),
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
    LOG_REQUESTS: z
      .enum(["1", "0", "true", "false"])
      .default("1")
      .transform((value) => value === "1" || value === "true"),
  })
  .superRefine((env, ctx) => {
    if (!env.SANDBOX && !env.PLATFORM_API_URL) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["PLATFORM_API_URL"],
        message:
          "No platform: set PLATFORM_API_URL to the operator's platform, or SANDBOX=1 to run on the embedded sandbox platform.",
      });
    }
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

export type Env = z.infer<typeof schema> & { PLATFORM_API_URL: string; CONTENT_API_URL: string; SESSION_SECRET: string };

/** Where the in-process sandbox answers; no real host, MSW intercepts it. */
export const SANDBOX_PLATFORM_URL = "http://platform.sandbox.test";

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
  return {
    ...result.data,
    PLATFORM_API_URL: platform.replace(/\/+$/, ""),
    // The sandbox lets its own other origin frame the site (its operator page, docs/decisions/017).
    FRAME_ANCESTORS: source.FRAME_ANCESTORS === undefined && result.data.SANDBOX ? SANDBOX_FRAME_ANCESTORS : result.data.FRAME_ANCESTORS,
    CONTENT_API_URL: (result.data.CONTENT_API_URL ?? `${platform}/content`).replace(/\/+$/, ""),
    // Development and the sandbox: a secret per process (a restart only ends pending two-factor steps).
    SESSION_SECRET: result.data.SESSION_SECRET ?? randomBytes(32).toString("hex"),
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

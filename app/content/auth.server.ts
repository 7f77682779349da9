import { z } from "zod";
import { getEnv } from "~/env.server";
import { serializeSiteCookie } from "~/lib/cookies.server";
import { ContentError, type ContentRequest, type Json, type QueryValue, contentRequest } from "./content.server";
import type { Span } from "../../server/tracing";

// The content-backend sign-in variant (spec §3, §7, §8; docs/decisions/038): its calls, its token cookie and its
// refusals. Chosen with AUTH_BACKEND=content; the platform's auth.* is the default.

/** The content backend signs players in instead of the platform (AUTH_BACKEND=content). */
export function contentAuthEnabled(): boolean {
  return getEnv().AUTH_BACKEND === "content";
}

/** The HttpOnly cookie holding the content backend's jwt (Secure/Partitioned added by the HTTP server like every cookie). */
export const CONTENT_TOKEN_COOKIE = "content_jwt";
/** 30 days: what the sandbox's jwt lives; a token the backend refuses earlier is cleared by users/me. */
export const CONTENT_TOKEN_MAX_AGE = 30 * 86_400;

export function contentTokenOf(request: Request): string | null {
  const match = (request.headers.get("cookie") ?? "").match(new RegExp(`(?:^|;\\s*)${CONTENT_TOKEN_COOKIE}=([^;]*)`));
  if (!match?.[1]) return null;
  try {
    const token = decodeURIComponent(match[1]).trim();
    // A jwt is three base64url parts; anything else is not worth a call.
    return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) && token.length <= 4096 ? token : null;
  } catch {
    return null;
  }
}

export function contentTokenCookie(jwt: string): string {
  return serializeSiteCookie(CONTENT_TOKEN_COOKIE, jwt, { maxAge: CONTENT_TOKEN_MAX_AGE });
}

export function clearContentTokenCookie(): string {
  return serializeSiteCookie(CONTENT_TOKEN_COOKIE, "", { maxAge: 0 });
}

/** users/me (spec §3). */
export const contentUserSchema = z
  .object({
    uid: z.coerce.number().int().positive(),
    is_registration_completed: z.boolean().default(true),
    emailContact: z.string().nullish(),
    mobileContact: z.string().nullish(),
    profile: z.object({ firstName: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();
export type ContentUser = z.infer<typeof contentUserSchema>;

/** What auth/local, auth/local/register, auth/reset-password and auth/{provider}/callback answer. */
const contentSessionSchema = z.object({ jwt: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/), user: contentUserSchema.optional() }).passthrough();
export type ContentSession = z.infer<typeof contentSessionSchema>;

const okSchema = z.object({ ok: z.literal(true) }).passthrough();

/** The provider names the site sends to connect/{provider} and auth/{provider}/callback. */
const providerPattern = /^[a-z0-9_-]{2,32}$/;

/**
 * One call. A failing call is a ContentError whose body is the backend's as-is (spec §8); no answer at all (a
 * network failure, the timeout) is the default UnknownError with status 500 and the error's message.
 */
async function call(path: string, options: { method?: "GET" | "POST"; body?: unknown; query?: Record<string, QueryValue> } & Pick<ContentRequest, "token" | "fetch" | "trace">) {
  try {
    return await contentRequest<Json>(path, options);
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ContentError(500, { error: { name: "UnknownError", status: 500, message } }, `UnknownError: ${message}`);
  }
}

/** The content backend's auth calls; the bearer header goes with each when there is a token (spec §7). */
export function contentAuthApi(token: string | null, fetchImpl?: typeof fetch, trace?: Span) {
  const send = (path: string, body?: unknown, method: "GET" | "POST" = "POST", query?: Record<string, QueryValue>) =>
    call(path, { method, body, query, token, fetch: fetchImpl, trace });
  return {
    me: async () => contentUserSchema.parse(await send("users/me", undefined, "GET")),
    signIn: async (input: { identifier: string; password: string }) => contentSessionSchema.parse(await send("auth/local", input)),
    register: async (input: { username: string; password: string; email?: string; phone?: string; locale: string }) =>
      contentSessionSchema.parse(await send("auth/local/register", input)),
    forgotPassword: async (identifier: string) => okSchema.parse(await send("auth/forgot-password", { identifier })),
    resetPassword: async (input: { identifier: string; code: string; password: string; passwordConfirmation: string }) =>
      contentSessionSchema.parse(await send("auth/reset-password", input)),
    changePassword: async (input: { currentPassword: string; password: string; passwordConfirmation: string }) =>
      contentSessionSchema.parse(await send("auth/change-password", input)),
    sendEmailConfirmation: async (email: string) => okSchema.parse(await send("auth/send-email-confirmation", { email })),
    providerCallback: async (provider: string, accessToken: string) => {
      if (!providerPattern.test(provider)) throw new ContentError(400, { error: { name: "ValidationError", status: 400, message: "Unknown provider" } }, "unknown provider");
      return contentSessionSchema.parse(await send(`auth/${provider}/callback`, undefined, "GET", { access_token: accessToken }));
    },
  };
}

/** The content backend's refusal: the fields of its error body (Strapi-like `{ error: { status, name, message, details } }`). */
export interface ContentRefusal {
  status: number;
  name: string;
  message: string;
  /** `details.errors[].path[0]`: the fields the backend names. */
  fields: string[];
}

export function contentRefusal(error: unknown): ContentRefusal | null {
  if (!(error instanceof ContentError)) return null;
  const body = error.body && typeof error.body === "object" && !Array.isArray(error.body) ? error.body : {};
  const inner = (body as { error?: unknown }).error;
  const fault = inner && typeof inner === "object" && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
  const details = fault.details && typeof fault.details === "object" ? (fault.details as { errors?: unknown }) : {};
  const fields = Array.isArray(details.errors)
    ? details.errors.map((item) => (item && typeof item === "object" && Array.isArray((item as { path?: unknown }).path) ? String((item as { path: unknown[] }).path[0] ?? "") : "")).filter(Boolean)
    : [];
  return {
    status: typeof fault.status === "number" ? fault.status : error.status,
    name: typeof fault.name === "string" ? fault.name : "UnknownError",
    message: typeof fault.message === "string" ? fault.message : error.message,
    fields,
  };
}

/**
 * Where the browser goes to sign in with a provider (spec §4): the content backend's connect/{provider}, told
 * to come back to `callback` with `access_token` added. On the embedded sandbox: its provider page on the site's
 * own origin (the in-process content service has no address a browser reaches).
 */
export function contentConnectUrl(provider: string, callback: string): string {
  const env = getEnv();
  const query = new URLSearchParams({ callback });
  if (env.SANDBOX) return `/sandbox/content-connect/${encodeURIComponent(provider)}?${query}`;
  return `${env.CONTENT_API_URL}/api/connect/${encodeURIComponent(provider)}?${query}`;
}

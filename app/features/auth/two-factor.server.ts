import { serializeSiteCookie } from "~/lib/cookies.server";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { getEnv } from "~/env.server";
import { isTwoFactorError } from "~/platform/api/auth.server";

/**
 * The two-factor second step needs the login and password again with the code (spec §4: the step holds login,
 * password and resend_time). They stay on the server side of the wire: sealed with AES-256-GCM under
 * SESSION_SECRET in an HttpOnly cookie that lives five minutes, never in the page (decision 011).
 */
export const TWO_FACTOR_COOKIE = "auth_2fa";
export const TWO_FACTOR_STEP_SECONDS = 5 * 60;

export interface TwoFactorStep {
  login: string;
  password: string;
}

function key(): Buffer {
  return createHash("sha256").update(`two-factor-step\0${getEnv().SESSION_SECRET}`).digest();
}

export function sealTwoFactorStep(step: TwoFactorStep, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(TWO_FACTOR_COOKIE));
  const plain = JSON.stringify({ l: step.login, p: step.password, e: now + TWO_FACTOR_STEP_SECONDS * 1000 });
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The step a sealed value holds; null when it was altered, sealed under another secret, or is too old. */
export function openTwoFactorStep(value: string | null | undefined, now = Date.now()): TwoFactorStep | null {
  if (!value) return null;
  try {
    const raw = Buffer.from(value, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(TWO_FACTOR_COOKIE));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const step = JSON.parse(plain) as { l?: unknown; p?: unknown; e?: unknown };
    if (typeof step.l !== "string" || typeof step.p !== "string" || typeof step.e !== "number" || step.e <= now) return null;
    return { login: step.l, password: step.p };
  } catch {
    return null;
  }
}

// Secure is added by the HTTP server to every cookie of a request that came over HTTPS (server/secure-cookies.ts).
export function twoFactorStepCookie(step: TwoFactorStep): string {
  return serializeSiteCookie(TWO_FACTOR_COOKIE, sealTwoFactorStep(step), { maxAge: TWO_FACTOR_STEP_SECONDS });
}

export function clearTwoFactorStepCookie(): string {
  return serializeSiteCookie(TWO_FACTOR_COOKIE, "", { maxAge: 0 });
}

export function readTwoFactorStep(request: Request): TwoFactorStep | null {
  const cookie = request.headers.get("cookie") ?? "";
  const value = new RegExp(`(?:^|;\\s*)${TWO_FACTOR_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return openTwoFactorStep(value);
}

/** The five two-factor answers of spec §8, each with its own text and next step. */
export type TwoFactorAnswer = "sixDigits" | "expired" | "invalid" | "enabled" | "resendTime";

export function twoFactorAnswer(error: unknown): TwoFactorAnswer | null {
  return isTwoFactorError(error) ? twoFactorAnswerOf(error.message) : null;
}

/** A two-factor message of the platform (the login answer that starts the step carries one too). */
export function twoFactorAnswerOf(message: string): TwoFactorAnswer {
  const text = message.toLowerCase();
  if (text.includes("code must contain 6 digits")) return "sixDigits";
  if (text.includes("time expired")) return "expired";
  if (text.includes("code is invalid")) return "invalid";
  if (text.includes("already enabled")) return "enabled";
  return "resendTime";
}

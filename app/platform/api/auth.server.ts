import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { PlatformError } from "../errors";
import { Caller, anything } from "./shared.server";

/** The platform's messages that mean "a two-factor code is needed or was wrong" (spec §8). */
export const twoFactorMessages = ["code must contain 6 digits", "Time expired", "code is invalid", "already enabled", "Resend time"] as const;

export function isTwoFactorError(error: unknown): error is PlatformError {
  if (!(error instanceof PlatformError) || error.type !== "Authorization") return false;
  const message = error.message.toLowerCase();
  return twoFactorMessages.some((text) => message.includes(text.toLowerCase()));
}

/** The second login step (spec §4): started by an "already enabled" or "Resend time" answer. */
export function startsTwoFactorStep(error: unknown): boolean {
  if (!isTwoFactorError(error)) return false;
  const message = error.message.toLowerCase();
  return message.includes("already enabled") || message.includes("resend time");
}

export type LoginResult = { step: "done" } | { step: "two-factor"; resendTime: number; message: string };

export interface RegisterInput {
  [field: string]: string | number | boolean | null | undefined;
}

/** `auth.*` (spec §7). The session is the platform's cookie, relayed by the client. */
export function authApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    async login(input: { login: string; password: string; code?: string }): Promise<LoginResult> {
      try {
        await call.post("auth.login", anything, { login: input.login.replace(/^\+/, ""), password: input.password, code: input.code });
        return { step: "done" };
      } catch (error) {
        if (startsTwoFactorStep(error)) {
          const details = (error as PlatformError).details;
          return { step: "two-factor", resendTime: Number(details.resend_time ?? 60), message: (error as PlatformError).message };
        }
        throw error;
      }
    },
    logout: () => call.get("auth.logout", anything, undefined, { retries: 0 }),
    /** Asks for a restore code (no `reset`), or sets the new password with the code that was sent. */
    restore: (login: string, reset?: { code: string; password: string }) =>
      call.post("auth.restore", anything, { login: login.replace(/^\+/, ""), ...reset }),
    register: (payload: RegisterInput) => call.post("auth.register", z.record(z.unknown()).nullish(), payload),
    /** The messaging-app variant (spec §7). */
    registerFromMessagingApp: (input: { id: string; username?: string; hash: string; language_code?: string; payload?: string }) =>
      call.post("auth.register", z.record(z.unknown()).nullish(), { is_tg: 1, ...input }),
  };
}
export type AuthApi = ReturnType<typeof authApi>;

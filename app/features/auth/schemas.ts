import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { message } from "~/validation/messages";
import {
  EMAIL_PATTERN,
  type ValidatorConfig,
  checkboxSchema,
  confirmationCodeSchema,
  passwordSchema,
  passwordsMatch,
  phoneSchema,
  promoCodeSchema,
  twoFactorCodeSchema,
} from "~/validation/rules";

/** The honeypot field of public forms: people never see it, bots fill it. */
export const HONEYPOT_FIELD = "website";

/** A login is a phone or an e-mail: an `@` decides which rules apply. */
export function loginSchema(config: ValidatorConfig = {}) {
  const phone = phoneSchema(config);
  const email = config.email?.pattern ? new RegExp(config.email.pattern) : EMAIL_PATTERN;
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ required_error: message("requiredField"), invalid_type_error: message("requiredField") })
      .min(1, message("requiredField"))
      .superRefine((value, ctx) => {
        if (value.includes("@")) {
          if (/\s/.test(value) || !email.test(value)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message("wrongEmailAddress") });
          return;
        }
        const result = phone.safeParse(value);
        if (!result.success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.error.issues[0]!.message });
      })
      .transform((value) => (value.includes("@") ? value : value.replace(/[\s()-]/g, ""))),
  );
}

const honeypot = z.preprocess((value) => (value === "" ? undefined : value), z.undefined({ invalid_type_error: message("wrongField") }).optional());

export function signInSchema(config: ValidatorConfig = {}) {
  return z.object({
    login: loginSchema(config),
    password: z.string({ required_error: message("insertPassword") }).min(1, message("insertPassword")),
    redirectTo: z.string().optional(),
    [HONEYPOT_FIELD]: honeypot,
  });
}

/**
 * What the sign-in form shows after a post: field and form errors, and the two-factor step when the platform
 * asked for a code. The step carries what the player reads, never the password: that stays in the step's
 * sealed cookie (two-factor.server.ts).
 */
export interface SignInResult {
  result: SubmissionResult<string[]>;
  twoFactor: TwoFactorView | null;
}
export interface TwoFactorView {
  /** What the platform's last answer means for the player: a translation key under `auth.twoFactor`. */
  notice: "enabled" | "resent" | "resendWait" | null;
  resendTime: number;
}

/** The hidden field that marks a post of the two-factor second step (login and password are not in it). */
export const TWO_FACTOR_STEP_FIELD = "step";
export const TWO_FACTOR_STEP_VALUE = "code";
/** The second step's "send a new code" button: `intent=resend` asks without a code. */
export const TWO_FACTOR_RESEND = "resend";

/** The second step of a two-factor login: the code, unless the player asks for a new one. */
export function twoFactorStepSchema(config: ValidatorConfig = {}) {
  const code = twoFactorCodeSchema(config);
  return z
    .object({
      [TWO_FACTOR_STEP_FIELD]: z.literal(TWO_FACTOR_STEP_VALUE),
      intent: z.literal(TWO_FACTOR_RESEND).optional(),
      code: z.string().optional(),
      redirectTo: z.string().optional(),
      [HONEYPOT_FIELD]: honeypot,
    })
    .superRefine((value, ctx) => {
      if (value.intent === TWO_FACTOR_RESEND) return;
      const checked = code.safeParse(value.code);
      if (!checked.success) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["code"], message: checked.error.issues[0]!.message });
    });
}

export interface RegistrationOptions {
  terms: { isActive: boolean; defaultValue: boolean };
  notify: { isActive: boolean; defaultValue: boolean };
  markBetting: { isActive: boolean; defaultValue: boolean };
  showPromocode: boolean;
  showCharacterSelect: boolean;
}

const optionalBox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export function signUpSchema(
  options: RegistrationOptions,
  config: ValidatorConfig = {},
  currencies: readonly string[] = [],
  /** The characters offered (ids); a chosen one must be among them. */
  characters: readonly string[] = [],
) {
  return z.object({
    login: loginSchema(config),
    password: passwordSchema(config),
    currency: currencies.length
      ? z.enum(currencies as [string, ...string[]], { errorMap: () => ({ message: message("requiredField") }) })
      : z.string().optional(),
    promo_code: options.showPromocode ? promoCodeSchema() : z.undefined().optional(),
    character:
      options.showCharacterSelect && characters.length
        ? z.preprocess(
            (value) => (value === "" ? undefined : value),
            z.enum(characters as [string, ...string[]], { errorMap: () => ({ message: message("wrongField") }) }).optional(),
          )
        : z.preprocess((value) => (value === "" ? undefined : value), z.string().optional()),
    terms: options.terms.isActive ? checkboxSchema() : optionalBox.optional(),
    notify: optionalBox.optional(),
    markBetting: optionalBox.optional(),
    redirectTo: z.string().optional(),
    [HONEYPOT_FIELD]: honeypot,
  });
}

/** Restore password, first step: the login (phone or e-mail) the code goes to. */
export function restoreRequestSchema(config: ValidatorConfig = {}) {
  return z.object({
    intent: z.literal("restore"),
    login: loginSchema(config),
    [HONEYPOT_FIELD]: honeypot,
  });
}

/** Restore password, second step: the code that was sent and the new password, twice. */
export function restoreResetSchema(config: ValidatorConfig = {}) {
  return z
    .object({
      intent: z.literal("reset"),
      login: loginSchema(config),
      code: confirmationCodeSchema(config),
      password: passwordSchema(config),
      passwordRepeat: z.string({ required_error: message("insertPassword") }).min(1, message("insertPassword")),
      [HONEYPOT_FIELD]: honeypot,
    })
    .superRefine(passwordsMatch);
}

/** What a social sign-in may lack (spec §4): a contact, and the terms when they must be accepted. */
export function completeRegistrationSchema(options: Pick<RegistrationOptions, "terms">, config: ValidatorConfig = {}) {
  return z.object({
    contact: loginSchema(config),
    terms: options.terms.isActive ? checkboxSchema() : optionalBox.optional(),
    redirectTo: z.string().optional(),
    [HONEYPOT_FIELD]: honeypot,
  });
}

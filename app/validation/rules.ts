import { z } from "zod";
import { formatAmount } from "~/lib/format";
import { message } from "./messages";

/** Settings a remote validator configuration may change (spec §3 "validator config"). */
export interface ValidatorConfig {
  password?: { min?: number; max?: number };
  phone?: { pattern?: string };
  email?: { pattern?: string };
  postcode?: { pattern?: string; max?: number };
  fakename?: { min?: number };
  confirmationCode?: { length?: number };
  twoFactorCode?: { length?: number };
  /** Patterns of `custom` fields, by field name. */
  custom?: Record<string, string>;
  /** Validate the registration form as the player types ("eager") or only on submit. */
  registrationMode?: "eager" | "submit";
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 6;
export const FAKENAME_MIN = 4;
export const POSTCODE_MAX = 8;

/** Characters a name must not contain (§5), besides digits. */
const NAME_FORBIDDEN = /[@_"'«»“”„!?#$%^&*(){}[\]|/\\<>~§+:;`]/;
/** An address allows digits, `|` and `/`, and forbids the rest of the name list. */
const ADDRESS_FORBIDDEN = /[@_"'«»“”„!?#$%^&*(){}[\]\\<>~§+:;`]/;
/** Fake names: no comma, underscore, space, quotes, hyphen, ! ? # $ and similar. */
const FAKENAME_FORBIDDEN = /[,_\s"'«»“”„`\-!?#$%^&*(){}[\]|/\\<>~§+:;=@.]/;
/** Passwords: printable ASCII without spaces. */
const PASSWORD_ALLOWED = /^[\x21-\x7e]$/;
/** General pattern: letters (Latin, Cyrillic, Latvian), digits and common punctuation, no spaces. */
export const GENERAL_PATTERN = /^[\p{Script=Latin}\p{Script=Cyrillic}0-9.,:;!?'"()[\]{}@#$%&*+\-=_/\\|<>~^`№«»]+$/u;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** Required text: conform sends an empty field as undefined. */
function requiredString(key: Parameters<typeof message>[0] = "required") {
  return z.preprocess(trimmed, z.string({ required_error: message(key), invalid_type_error: message(key) }).min(1, message(key)));
}

export function nameSchema() {
  return requiredString().refine((value) => !/\d/.test(value) && !NAME_FORBIDDEN.test(value), message("name"));
}

export function addressSchema() {
  return requiredString().refine((value) => !ADDRESS_FORBIDDEN.test(value), message("address"));
}

/** Sum (§5): a whole positive number without leading zero, within [min, max]; the bounds shown formatted. */
export function sumSchema(bounds: { min: number; max: number; currency?: string; locale?: "uz" | "ru" }) {
  const formatted = {
    min: formatAmount(bounds.min, { currency: bounds.currency, locale: bounds.locale }),
    max: formatAmount(bounds.max, { currency: bounds.currency, locale: bounds.locale }),
  };
  return requiredString("requiredField")
    .refine((value) => /^[1-9]\d*$/.test(value), message("wrongField"))
    .transform((value) => Number(value))
    .refine((value) => value >= bounds.min && value <= bounds.max, message("sumError", formatted));
}

/** Dates: `dd.MM.yyyy` with a four-digit year, only digits and , . ' - typed, within [min, max]. */
export function dateSchema(bounds: { min?: Date; max?: Date } = {}) {
  return requiredString()
    .refine((value) => /^[\d,.'-]+$/.test(value), message("date"))
    .transform((value, ctx) => {
      const match = value.match(/^(\d{1,2})[.,'-](\d{1,2})[.,'-](\d{4})$/);
      const date = match ? new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1])) : null;
      const valid =
        date &&
        match &&
        date.getFullYear() === Number(match[3]) &&
        date.getMonth() === Number(match[2]) - 1 &&
        date.getDate() === Number(match[1]);
      if (!date || !valid) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: message("date") });
        return z.NEVER;
      }
      if ((bounds.min && date < bounds.min) || (bounds.max && date > bounds.max)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: message("date") });
        return z.NEVER;
      }
      return date;
    });
}

export function sexSchema() {
  return z.preprocess(trimmed, z.enum(["0", "1", "2"], { errorMap: () => ({ message: message("required") }) }));
}

export function textSchema(options: { optional?: boolean } = {}) {
  return options.optional ? z.preprocess(trimmed, z.string().optional()) : requiredString();
}

export function postcodeSchema(config: ValidatorConfig = {}) {
  const pattern = config.postcode?.pattern ? new RegExp(config.postcode.pattern) : new RegExp(`^\\d{1,${config.postcode?.max ?? POSTCODE_MAX}}$`);
  return requiredString().refine((value) => pattern.test(value), message("wrongField"));
}

/** Phones: digits with an optional leading plus; spaces, dashes and brackets are tolerated and removed. */
export function phoneSchema(config: ValidatorConfig = {}) {
  const pattern = config.phone?.pattern ? new RegExp(config.phone.pattern) : /^\+?\d{9,15}$/;
  return requiredString("insertPhoneNumber")
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .refine((value) => pattern.test(value), message("wrongPhoneFormat"));
}

/** The login form sends the phone without its leading plus (§5). */
export function phoneForLogin(phone: string): string {
  return phone.replace(/^\+/, "");
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;

export function emailSchema(config: ValidatorConfig = {}) {
  const pattern = config.email?.pattern ? new RegExp(config.email.pattern) : EMAIL_PATTERN;
  return requiredString("insertEmailAddress").refine((value) => !/\s/.test(value) && pattern.test(value), message("wrongEmailAddress"));
}

/** Characters of a password that are not allowed, each once, in order of appearance. */
export function passwordOffenders(value: string): string[] {
  return [...new Set([...value].filter((char) => !PASSWORD_ALLOWED.test(char)))];
}

export function passwordSchema(config: ValidatorConfig = {}) {
  const min = config.password?.min ?? PASSWORD_MIN;
  const max = config.password?.max ?? PASSWORD_MAX;
  return z
    .string({ required_error: message("insertPassword"), invalid_type_error: message("insertPassword") })
    .min(1, message("insertPassword"))
    .superRefine((value, ctx) => {
      if (value.length < min) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message("shortPassword", { min }) });
      else if (value.length > max) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message("maxLength", { max }) });
      const offenders = passwordOffenders(value);
      if (offenders.length) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: message("notWalidPassword", { symbols: offenders.map((c) => (c === " " ? "␠" : c)).join(" ") }),
        });
      }
    });
}

/** Adds the repeat check to an object schema holding `password` and `passwordRepeat`. */
export function passwordsMatch<T extends { password?: unknown; passwordRepeat?: unknown }>(value: T, ctx: z.RefinementCtx) {
  if (value.passwordRepeat !== undefined && value.password !== value.passwordRepeat) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["passwordRepeat"], message: message("passwordsNotEqual") });
  }
}

export function confirmationCodeSchema(config: ValidatorConfig = {}) {
  return codeSchema(config.confirmationCode?.length ?? CODE_LENGTH);
}

/** Two-factor codes: 6 digits (§5), unless the remote config names another length. */
export function twoFactorCodeSchema(config: ValidatorConfig = {}) {
  return codeSchema(config.twoFactorCode?.length ?? CODE_LENGTH);
}

function codeSchema(length: number) {
  return requiredString().refine((value) => new RegExp(`^\\d{${length}}$`).test(value), message("wrongCode", { length }));
}

export function cardHolderSchema() {
  return requiredString().refine((value) => /^[\p{L}\s.'-]+$/u.test(value), message("name"));
}

export function fakenameSchema(config: ValidatorConfig = {}) {
  const min = config.fakename?.min ?? FAKENAME_MIN;
  return requiredString()
    .refine((value) => value.length >= min, message("minCountSymbolsFakename", { min }))
    .refine((value) => !FAKENAME_FORBIDDEN.test(value), message("specialSymbolsFakename"));
}

/** Promo codes are always valid on the client; the platform's answer decides (see promoCodeErrorKey). */
export function promoCodeSchema() {
  return z.preprocess(trimmed, z.string().optional());
}

// Kept apart (no zod), so pages that only show a refusal do not download the schemas (issue 14).
export { PROMO_CODE_ERRORS, promoCodeErrorKey } from "./promo-code-errors";

/** Checkboxes: conform sends "on" when ticked, nothing when not. */
export function checkboxSchema() {
  return z.preprocess((value) => value === "on" || value === "true" || value === true, z.literal(true, { errorMap: () => ({ message: message("uncheckedCheckbox") }) }));
}

/** A custom field: its pattern is the one given, else the remote config's `custom[name]`, else non-empty. */
export function customSchema(pattern?: string, config: ValidatorConfig = {}, name?: string) {
  pattern ??= name ? config.custom?.[name] : undefined;
  const regex = pattern ? new RegExp(pattern) : null;
  return requiredString().refine((value) => (regex ? regex.test(value) : value.length > 0), message("wrongField"));
}

export function generalSchema() {
  return requiredString().refine((value) => GENERAL_PATTERN.test(value), message("wrongField"));
}

export function isUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

export function urlSchema() {
  return requiredString().refine(isUrl, message("wrongUrl"));
}

/** An icon source is external only if it is a valid URL containing svg (§5). */
export function isExternalIcon(source: string): boolean {
  if (!isUrl(source)) return false;
  try {
    new URL(source);
  } catch {
    return false;
  }
  return source.toLowerCase().includes("svg");
}

/** Robots rules: a path matching a Disallow rule gets `noindex, follow` (§5). */
export function robotsMeta(robotsTxt: string, path: string): string | null {
  const disallowed = robotsTxt
    .split(/\r?\n/)
    .map((line) => line.match(/^\s*Disallow:\s*(\S*)/i)?.[1])
    .filter((rule): rule is string => Boolean(rule));
  const matches = disallowed.some((rule) => {
    const pattern = new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\\\$$/, "$")}`);
    return pattern.test(path);
  });
  return matches ? "noindex, follow" : null;
}

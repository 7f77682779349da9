import { z } from "zod";
import { isLocale } from "~/i18n/config";
import { message } from "~/validation/messages";
import {
  type ValidatorConfig,
  addressSchema,
  dateSchema,
  fakenameSchema,
  nameSchema,
  passwordSchema,
  passwordsMatch,
  postcodeSchema,
  sexSchema,
  textSchema,
} from "~/validation/rules";

/** The field types of `account.getPersonalDataFields` this page edits (spec §5); others are left to their own pages. */
export const personalFieldTypes = ["name", "address", "date", "sex", "text", "postcode"] as const;
export type PersonalFieldType = (typeof personalFieldTypes)[number];

export interface PersonalField {
  name: string;
  type: PersonalFieldType;
  required: boolean;
  /** The platform marks it read-only (decision 012): shown, never sent. */
  readOnly: boolean;
}

/** Longest value a free-text profile field takes (decision 012). */
export const PROFILE_TEXT_MAX = 100;

const rawField = z
  .object({
    name: z.string().regex(/^[a-z_]{1,40}$/),
    type: z.string(),
    required: z.unknown().optional(),
    read_only: z.unknown().optional(),
  })
  .passthrough();

const truthy = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";

/** The platform's field list, read leniently: unknown types and malformed entries are skipped. */
export function readPersonalFields(raw: unknown): PersonalField[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const fields: PersonalField[] = [];
  for (const item of raw) {
    const parsed = rawField.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.name)) continue;
    const type = parsed.data.type as PersonalFieldType;
    if (!personalFieldTypes.includes(type)) continue;
    seen.add(parsed.data.name);
    fields.push({ name: parsed.data.name, type, required: truthy(parsed.data.required), readOnly: truthy(parsed.data.read_only) });
  }
  return fields;
}

/** Birth dates: a four-digit year from 1900, and an adult today (decision 012). */
export function birthDateBounds(today: Date): { min: Date; max: Date } {
  const max = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
  return { min: new Date(1900, 0, 1), max };
}

function fieldSchema(field: PersonalField, config: ValidatorConfig, today: Date): z.ZodTypeAny {
  const tooLong = (value: string | undefined) => (value ?? "").length <= PROFILE_TEXT_MAX;
  const long = message("maxLength", { max: PROFILE_TEXT_MAX });
  switch (field.type) {
    case "name":
      return nameSchema().refine(tooLong, long);
    case "address":
      return addressSchema().refine(tooLong, long);
    case "postcode":
      return postcodeSchema(config);
    case "sex":
      return sexSchema();
    case "date":
      return dateSchema(birthDateBounds(today));
    case "text":
      return textSchema().refine(tooLong, long);
  }
}

/**
 * The personal data form: one rule per field type (spec §5), required unless the platform says optional;
 * read-only fields are not part of it (whatever a crafted post sends for them is dropped).
 */
export function personalDataSchema(fields: readonly PersonalField[], config: ValidatorConfig = {}, today = new Date()) {
  const shape: Record<string, z.ZodTypeAny> = { intent: z.literal("profile") };
  for (const field of fields) {
    if (field.readOnly) continue;
    const schema = fieldSchema(field, config, today);
    shape[field.name] = field.required ? schema : schema.optional();
  }
  return z.object(shape);
}

/** dd.mm.yyyy (the form, spec §9) from the platform's yyyy-mm-dd; anything else is shown as it came. */
export function toFormDate(value: unknown): string {
  if (typeof value !== "string") return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** yyyy-mm-dd, the platform's form of a date the schema read. */
export function toPlatformDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fakenameFormSchema(config: ValidatorConfig = {}) {
  return z.object({ intent: z.literal("fakename"), fakename: fakenameSchema(config) });
}

export function passwordFormSchema(config: ValidatorConfig = {}) {
  return z
    .object({
      intent: z.literal("password"),
      oldPassword: z.string({ required_error: message("insertPassword") }).min(1, message("insertPassword")),
      password: passwordSchema(config),
      passwordRepeat: z.string({ required_error: message("insertPassword") }),
    })
    .superRefine(passwordsMatch);
}

export function localeFormSchema() {
  return z.object({ intent: z.literal("locale"), locale: z.string({ required_error: message("required") }).refine(isLocale, message("wrongField")) });
}

/** Only a currency general info lists (spec §3 available_currencies). */
export function currencyFormSchema(currencies: readonly string[]) {
  return z.object({
    intent: z.literal("currency"),
    currency: z.string({ required_error: message("required") }).refine((value) => currencies.includes(value), message("wrongField")),
  });
}

/**
 * `toastType` of the fill-profile confirmation (spec §2, decision 012): why the player was sent here. Each has
 * the toast shown on arrival; after the personal data is saved the player goes back to `from`.
 */
export const settingsToastTypes = ["profile", "withdraw", "deposit"] as const;
export type SettingsToastType = (typeof settingsToastTypes)[number];

export function readToastType(value: unknown): SettingsToastType | null {
  return settingsToastTypes.includes(value as SettingsToastType) ? (value as SettingsToastType) : null;
}

/** The link of a fill-profile confirmation: the settings page, with where to come back to. */
export function fillProfileLink(from: string, toastType: SettingsToastType = "profile"): string {
  return `/profile/settings?${new URLSearchParams({ from, toastType })}`;
}

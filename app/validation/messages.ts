/**
 * Validation messages (spec §5). A schema's error message is a translation key, optionally with values:
 * `key` or `key|{"min":"1,000"}`. The UI turns it into text with `t("validation.<key>", values)`; the
 * English defaults below are the spec's wording, also used as i18next's `defaultValue`.
 */
export const defaultMessages = {
  required: "Field is required",
  email: "Wrong email address",
  minLength: "Min length is $$min$$",
  maxLength: "Max length is $$max$$",
  phone: "Wrong phone number",
  fakename: "Wrong fake name",
  password: "Wrong password",
  name: "Wrong symbols in name",
  address: "Wrong address",
  iban: "Wrong iban",
  minValue: "Min value is $$min$$",
  maxValue: "Max value is $$max$$",
  date: "Wrong date",
} as const;

/** The translation keys §5 names, on top of the defaults. */
export const messageKeys = [
  "wrongField",
  "requiredField",
  "sumError",
  "wrongPhoneFormat",
  "insertPhoneNumber",
  "wrongEmailAddress",
  "insertEmailAddress",
  "insertPassword",
  "shortPassword",
  "notWalidPassword",
  "passwordsNotEqual",
  "minCountSymbolsFakename",
  "specialSymbolsFakename",
  "uncheckedCheckbox",
  "wrongRegServerError",
] as const;

export type MessageKey = keyof typeof defaultMessages | (typeof messageKeys)[number] | "wrongCode" | "wrongUrl";
export type MessageValues = Record<string, string | number>;

export function message(key: MessageKey, values?: MessageValues): string {
  return values && Object.keys(values).length ? `${key}|${JSON.stringify(values)}` : key;
}

export function parseMessage(raw: string): { key: string; values: MessageValues } {
  const bar = raw.indexOf("|");
  if (bar === -1) return { key: raw, values: {} };
  try {
    return { key: raw.slice(0, bar), values: JSON.parse(raw.slice(bar + 1)) as MessageValues };
  } catch {
    return { key: raw.slice(0, bar), values: {} };
  }
}

/** The spec's defaults write placeholders as `$$name$$`; i18next wants `{{name}}`. */
export function toI18nextPlaceholders(text: string): string {
  return text.replace(/\$\$(\w+)\$\$/g, "{{$1}}");
}

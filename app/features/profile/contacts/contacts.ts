import { z } from "zod";
import { message } from "~/validation/messages";
import { type ValidatorConfig, confirmationCodeSchema, emailSchema } from "~/validation/rules";

export { returnAddress, withReturn } from "./return-address";

/** A country of `account.getContactPhoneSettings` as the add-phone form offers it. */
export interface PhoneCountry {
  code: string;
  dialCode: string;
  mask: string | null;
  /** How many digits follow the dial code (the mask's `#`), or null when the platform gives no mask. */
  digits: number | null;
}

/** A contact as the pages show it. */
export interface ContactView {
  type: "email" | "phone";
  /** The contact as the platform knows it (the value every call takes). */
  contact: string;
  /** As the player reads it: a phone with its plus and the country's grouping. */
  display: string;
  confirmed: boolean;
  subscribed: boolean;
}

export const CONTACT_INTENTS = {
  addEmail: "add-email",
  addPhone: "add-phone",
  subscription: "subscription",
  send: "send",
  confirm: "confirm",
  unsubscribe: "unsubscribe",
} as const;

/** The platform's phone settings, leniently: countries without a dial code are left out. */
export function phoneCountriesOf(settings: { countries: Array<{ code: string; dial_code: string; mask?: string | null }> }): PhoneCountry[] {
  return settings.countries
    .filter((country) => /^\d{1,4}$/.test(country.dial_code) && country.code)
    .map((country) => {
      const digits = country.mask ? country.mask.replace(/[^#]/g, "").length : 0;
      return { code: country.code, dialCode: country.dial_code, mask: country.mask ?? null, digits: digits > 0 ? digits : null };
    });
}

/**
 * The country a full international number (digits, dial code first) belongs to: a country whose dial code starts
 * it and whose mask has as many digits as remain; the longest dial code wins, then the platform's default, then
 * the platform's order (+7 is Kazakhstan's and Russia's). Null when no country fits.
 */
export function phoneCountryOf(contact: string, countries: readonly PhoneCountry[], preferred?: string | null): PhoneCountry | null {
  const digits = contact.replace(/\D/g, "");
  const fits = countries.filter(
    (country) => digits.startsWith(country.dialCode) && (country.digits === null || digits.length - country.dialCode.length === country.digits),
  );
  if (fits.length === 0) return null;
  const longest = Math.max(...fits.map((country) => country.dialCode.length));
  const best = fits.filter((country) => country.dialCode.length === longest);
  return best.find((country) => country.code === preferred) ?? best[0]!;
}

/** A phone in the grouping of its country's mask (`+998 90 123 45 67`); unknown shapes stay digits after a plus. */
export function displayPhone(contact: string, countries: readonly PhoneCountry[], countryCode?: string | null): string {
  const digits = contact.replace(/\D/g, "");
  const candidates = countryCode ? countries.filter((country) => country.code === countryCode) : countries;
  for (const country of candidates) {
    if (!country.mask || !country.digits || !digits.startsWith(country.dialCode)) continue;
    const national = digits.slice(country.dialCode.length);
    if (national.length !== country.digits) continue;
    let index = 0;
    const grouped = country.mask.replace(/#/g, () => national[index++] ?? "");
    return `+${country.dialCode} ${grouped}`;
  }
  return `+${digits}`;
}

export function contactView(
  contact: { type: "email" | "phone"; contact: string; is_confirmed: boolean; is_subscribed: boolean; phone_country_code?: string | null },
  countries: readonly PhoneCountry[],
): ContactView {
  return {
    type: contact.type,
    contact: contact.contact,
    display: contact.type === "phone" ? displayPhone(contact.contact, countries, contact.phone_country_code) : contact.contact,
    confirmed: contact.is_confirmed,
    subscribed: contact.is_subscribed,
  };
}

/** The example a phone field shows: the mask with its digits filled in. */
export function phoneExample(country: PhoneCountry | undefined): string {
  if (!country?.mask) return "901234567";
  let digit = 0;
  return country.mask.replace(/#/g, () => "901234567890"[digit++ % 12]!);
}

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const contactField = z.preprocess(trimmed, z.string({ required_error: message("required") }).min(1, message("required")).max(254));

export function addEmailSchema(validator: ValidatorConfig = {}) {
  return z.object({ intent: z.literal(CONTACT_INTENTS.addEmail), email: emailSchema(validator) });
}

/**
 * A phone is its country (one of the platform's) and the national number: only digits once spaces, dashes and
 * brackets are gone, as many as the country's mask has. A number typed with its dial code is accepted too.
 */
export function addPhoneSchema(countries: readonly PhoneCountry[]) {
  const codes = countries.map((country) => country.code);
  return z
    .object({
      intent: z.literal(CONTACT_INTENTS.addPhone),
      country: z.preprocess(trimmed, z.string({ required_error: message("required") }).refine((code) => codes.includes(code), message("required"))),
      phone: z.preprocess(trimmed, z.string({ required_error: message("insertPhoneNumber") }).min(1, message("insertPhoneNumber"))),
    })
    .transform((value, ctx) => {
      const country = countries.find((item) => item.code === value.country)!;
      let national = value.phone.replace(/[\s()-]/g, "").replace(/^\+/, "");
      const full = country.digits !== null ? country.dialCode.length + country.digits : null;
      if (full !== null && national.length === full && national.startsWith(country.dialCode)) national = national.slice(country.dialCode.length);
      const fits = /^\d+$/.test(national) && (country.digits === null ? national.length >= 4 && national.length <= 14 : national.length === country.digits);
      if (!fits) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phone"], message: message("wrongPhoneFormat") });
        return z.NEVER;
      }
      return { ...value, contact: `${country.dialCode}${national}`, countryCode: country.code };
    });
}

export function sendSchema() {
  return z.object({ intent: z.literal(CONTACT_INTENTS.send), contact: contactField, from: z.string().optional() });
}

export function confirmSchema(validator: ValidatorConfig = {}) {
  return z.object({
    intent: z.literal(CONTACT_INTENTS.confirm),
    contact: contactField,
    code: confirmationCodeSchema(validator),
    from: z.string().optional(),
    resendAt: z.coerce.number().optional(),
  });
}

export function subscriptionSchema() {
  return z.object({ intent: z.literal(CONTACT_INTENTS.subscription), contact: contactField, subscribe: z.enum(["0", "1"]) });
}

import { z } from "zod";
import { accountInfoSchema } from "../account.server";
import type { PlatformClient } from "../client.server";
import { Caller, anything, bit, flag, money } from "./shared.server";

export const contactSchema = z
  .object({
    type: z.enum(["email", "phone"]).catch("email"),
    contact: z.string(),
    is_confirmed: flag.default(false),
    is_subscribed: flag.default(false),
    phone_country_code: z.string().nullish(),
  })
  .passthrough();
export type Contact = z.infer<typeof contactSchema>;

/** Profile (spec §3); `document` is a cpf with its number. */
export const profileSchema = z
  .object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    sex: z.coerce.number().default(0),
    birth_date: z.string().nullish(),
    country: z.string().nullish(),
    country_code: z.string().nullish(),
    region: z.string().nullish(),
    home_town: z.string().nullish(),
    address: z.string().nullish(),
    postcode: z.string().nullish(),
    document: z.object({ type: z.string().default("cpf"), number: z.string().nullish() }).passthrough().nullish(),
    contacts: z.array(contactSchema).default([]),
  })
  .passthrough();
export type Profile = z.infer<typeof profileSchema>;

export const depositLimitSchema = z
  .object({
    available_amount: z.coerce.number().nullish(),
    can_edit: flag.default(true),
    expired_at: z.union([z.string(), z.number()]).nullish(),
    limit_amount: z.coerce.number().nullish(),
    period: z.string().default("none"),
  })
  .passthrough();
export type DepositLimit = z.infer<typeof depositLimitSchema>;

export const phoneSettingsSchema = z
  .object({ countries: z.array(z.object({ code: z.string(), dial_code: z.string(), mask: z.string().nullish() }).passthrough()).default([]) })
  .passthrough();

export const balanceSchema = z
  .object({ balance_main: money, balance_bonus: money, balance_betting_bonus: money, balance_fun: money })
  .passthrough();

export interface ProfileInput {
  first_name?: string;
  last_name?: string;
  sex?: number;
  birth_date?: string;
  country?: string;
  country_code?: string;
  region?: string;
  home_town?: string;
  address?: string;
  postcode?: string;
  /** The cpf number, sent as `document_number`. */
  documentNumber?: string;
}

/** `account.*` (spec §7). */
export function accountApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    getContactPhoneSettings: () => call.get("account.getContactPhoneSettings", phoneSettingsSchema),
    getCurrencyRates: () => call.get("account.getcurrencyrates", z.record(z.unknown()).default({})),
    getDepositLimit: () => call.get("account.getDepositLimit", depositLimitSchema),
    getInfo: () => call.get("account.getInfo", accountInfoSchema),
    getBalance: () => call.get("account.getBalance", balanceSchema),
    getPersonalDataFields: () => call.get("account.getPersonalDataFields", z.array(z.record(z.unknown())).default([])),
    getProfileInfo: (fields: readonly string[] = ["contacts", "document"]) =>
      call.get("account.getprofileinfo", profileSchema, { fields }),

    addContact: (contact: string, phoneCountryCode?: string) =>
      call.accepted("account.addcontact", { contact, phone_country_code: phoneCountryCode }),
    changeFakename: (fakename: string) => call.post("account.changefakename", anything, { fakename }),
    changeLocale: (locale: string) => call.post("account.changelocale", anything, { locale }),
    changePassword: (input: { old_password: string; password: string; repeat_password?: string }) =>
      call.post("account.changepassword", anything, { ...input }),
    changeSubscription: (contact: string, subscribed: boolean) =>
      call.post("account.changeSubscription", anything, { contact, subscription: bit(subscribed) }),
    changeTwoFactorAuth: (enabled: boolean) => call.post("account.changeTwoFactorAuth", anything, { enabled: bit(enabled) }),
    confirmContact: (contact: string, code: string) => call.accepted("account.confirmContact", { contact, code }),
    confirmTwoFactorAuth: (code: string) => call.accepted("account.confirmTwoFactorAuth", { code }),
    saveProfileInfo: ({ documentNumber, ...profile }: ProfileInput) =>
      call.accepted("account.saveProfileInfo", { ...profile, document_number: documentNumber }),
    sendConfirmationToContact: (contact: string) => call.post("account.sendconfirmationtocontact", anything, { contact }),
    setUserOnVerification: () => call.post("account.setUserOnVerification", anything),
    setCurrency: (currency: string) => call.post("account.setCurrency", anything, { currency }),
    unsubscribe: (params: { contact?: string; token?: string } = {}) => call.post("account.unsubscribe", anything, params),
    /** Not in §7's list: the sandbox's way to edit the deposit limit of the responsible-gaming page. */
    setDepositLimit: (input: { limit_amount: number | null; period: string }) =>
      call.accepted("account.setDepositLimit", { ...input }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { type ContentUser, clearContentTokenCookie, contentAuthApi, contentAuthEnabled, contentTokenOf } from "~/content/auth.server";
import { Caller, SESSION_TTL, anything, bit, flag, money } from "./api/shared.server";
import { type PlatformClient, getPlatform, onlySiteCookies, throwAsSystemPage } from "./client.server";
import { PlatformError } from "./errors";
import { readOr } from "./read.server";

/**
 * Decision 027 (our addition to account.getInfo and account.getBalance): this platform session's sign-in time
 * and its real-money stakes and wins; a platform that sends none, or sends it malformed, shows no session clock.
 */
export const platformSessionSchema = z
  .object({
    started_at: z.union([z.string().min(1), z.number()]),
    staked: z.coerce.number().nullish().catch(null),
    won: z.coerce.number().nullish().catch(null),
    /** Decision 035: the reality check's interval (minutes; null = off) and this session's last answer to one. */
    reality_check: z
      .object({
        interval: z.coerce.number().nullish().catch(null),
        acknowledged_at: z.union([z.string(), z.number()]).nullish().catch(null),
      })
      .passthrough()
      .nullish()
      .catch(null),
  })
  .passthrough()
  .nullish()
  .catch(null);

/** Account info (spec §3); a player is signed in when uid > 0. */
export const accountInfoSchema = z
  .object({
    uid: z.coerce.number().default(0),
    reg_time: z.coerce.number().nullish(),
    login: z.string().nullish(),
    fakename: z.string().nullish(),
    is_subscribed: flag,
    locale: z.string().nullish(),
    two_factor_auth: flag,
    is_on_verification: flag,
    is_verified: flag,
    is_kyc_block_enabled: flag,
    // Only a social sign-up still lacking data says so: an account without the field is complete.
    is_registration_completed: flag.default(true),
    country_code: z.string().nullish(),
    balance_main: money,
    balance_bonus: money,
    balance_betting_bonus: money,
    balance_fun: money,
    session: platformSessionSchema,
  })
  .passthrough();

export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** A visitor the platform does not know: what an unreadable account reads as. */
export const guestAccount: AccountInfo = accountInfoSchema.parse({});

export function isSignedIn(info: Pick<AccountInfo, "uid"> | null | undefined): boolean {
  return Boolean(info && info.uid > 0);
}

/** Displayed total = main + bonus + betting bonus (spec §3), in the main balance's currency. */
export function displayedTotal(info: AccountInfo): { amount: number; currency: string } {
  const amount = info.balance_main.amount + info.balance_bonus.amount + info.balance_betting_bonus.amount;
  return { amount: Math.round(amount * 100) / 100, currency: info.balance_main.currency };
}

/**
 * `account.getInfo`, read once per request and shared by every loader of it. An unreadable account (any
 * §8 type that is not a system page, a wrong-shaped answer) is a guest (spec §7); the fatal types are their
 * system pages. No answer in time is the platform being unavailable: every page is built on this read, and
 * showing a signed-in player a guest's page would send them to sign in again.
 */
export function getAccountInfo(request: Request, context: AppLoadContext): Promise<AccountInfo> {
  const key = "account.getInfo";
  let pending = context.memo.get(key) as Promise<AccountInfo> | undefined;
  if (!pending && contentAuthEnabled()) {
    pending = contentAccountInfo(request, context);
    context.memo.set(key, pending);
  }
  // No cookie but the site's own: the platform, which knows a player only by the session cookies the site
  // forwards, could only answer "a guest" (decision 039). Not asking saves every guest view a call.
  if (!pending && onlySiteCookies(request.headers.get("cookie"))) {
    pending = Promise.resolve(guestAccount);
    context.memo.set(key, pending);
  }
  if (!pending) {
    const read = getPlatform(request, context)
      .get("account.getInfo")
      .then((raw) => accountInfoSchema.parse(raw ?? {}))
      .catch((error: unknown) => {
        if (error instanceof PlatformError && error.timedOut) throwAsSystemPage(error);
        throw error;
      });
    pending = readOr(guestAccount, read, "account.getInfo");
    context.memo.set(key, pending);
  }
  return pending;
}

/**
 * The content-backend user as the site's account (decision 038): signed in with users/me's uid, named by the
 * profile's first name else the e-mail else the phone. The content backend keeps no money: the balances are
 * zero (UZS) and there is no session clock.
 */
export function contentAccount(user: ContentUser): AccountInfo {
  return accountInfoSchema.parse({
    uid: user.uid,
    login: user.emailContact || user.mobileContact || "",
    fakename: user.profile?.firstName?.trim() || null,
    is_registration_completed: user.is_registration_completed ? 1 : 0,
  });
}

/**
 * users/me with the token of the cookie (spec §7). No token: a guest, nothing asked. Any failure (a refusal,
 * no answer, a wrong shape) clears the token (spec §7) and the visitor is a guest (decision 009: logged).
 */
async function contentAccountInfo(request: Request, context: AppLoadContext): Promise<AccountInfo> {
  const token = contentTokenOf(request);
  if (!token) return guestAccount;
  try {
    return contentAccount(await contentAuthApi(token, undefined, context.traceSpan).me());
  } catch (error) {
    console.warn("[read] users/me failed, the token is cleared and the visitor is a guest:", error instanceof Error ? error.message : String(error));
    context.responseHeaders.append("Set-Cookie", clearContentTokenCookie());
    return guestAccount;
  }
}

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
    /** Decision 026: the looser limit (or removal, period none) waiting for its 24 hours. */
    pending: z
      .object({ limit_amount: z.coerce.number().nullish(), period: z.string().default("none"), effective_at: z.union([z.string(), z.number()]) })
      .passthrough()
      .nullish()
      .catch(null),
  })
  .passthrough();
export type DepositLimit = z.infer<typeof depositLimitSchema>;

/** Decision 035: the loss limit, on the deposit limit's fields; `lost_amount` is the period's net loss so far. */
export const lossLimitSchema = depositLimitSchema.extend({ lost_amount: z.coerce.number().nullish() });
export type LossLimit = z.infer<typeof lossLimitSchema>;

/** Decision 035: the session-time limit in minutes (null: none) and its waiting change. */
export const sessionLimitSchema = z
  .object({
    minutes: z.coerce.number().nullish(),
    pending: z.object({ minutes: z.coerce.number().nullish(), effective_at: z.union([z.string(), z.number()]) }).passthrough().nullish().catch(null),
  })
  .passthrough();
export type SessionLimit = z.infer<typeof sessionLimitSchema>;

export const phoneSettingsSchema = z
  .object({ countries: z.array(z.object({ code: z.string(), dial_code: z.string(), mask: z.string().nullish() }).passthrough()).default([]) })
  .passthrough();

/** What `sendconfirmationtocontact` answers; a platform that says nothing gets the usual minute. */
export const confirmationSentSchema = z.preprocess(
  (value) => (value && typeof value === "object" ? value : {}),
  z.object({ resend_time: z.coerce.number().int().min(0).catch(60).default(60) }).passthrough(),
);

export const balanceSchema = z
  .object({ balance_main: money, balance_bonus: money, balance_betting_bonus: money, balance_fun: money, session: platformSessionSchema })
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

/** The profile fields every page reads (spec §3): the contacts and the cpf document. */
export const PROFILE_FIELDS = ["contacts", "document"] as const;

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
    /**
     * One set of fields for every page (the contacts and the document), so the root's hint and a profile page ask
     * the same read: one call per request, kept a few seconds for the session (decision 054).
     */
    getProfileInfo: () => call.get("account.getprofileinfo", profileSchema, { fields: PROFILE_FIELDS }, { session: SESSION_TTL.profile }),

    addContact: (contact: string, phoneCountryCode?: string) =>
      call.accepted("account.addcontact", { contact, phone_country_code: phoneCountryCode }),
    changeFakename: (fakename: string) => call.post("account.changefakename", anything, { fakename }),
    changeLocale: (locale: string) => call.post("account.changelocale", anything, { locale }),
    changePassword: (input: { old_password: string; password: string; repeat_password?: string }) =>
      call.post("account.changepassword", anything, { ...input }),
    changeSubscription: (contact: string, subscribed: boolean) =>
      call.accepted("account.changeSubscription", { contact, subscription: bit(subscribed) }),
    changeTwoFactorAuth: (enabled: boolean) => call.post("account.changeTwoFactorAuth", anything, { enabled: bit(enabled) }),
    confirmContact: (contact: string, code: string) => call.accepted("account.confirmContact", { contact, code }),
    confirmTwoFactorAuth: (code: string) => call.accepted("account.confirmTwoFactorAuth", { code }),
    saveProfileInfo: ({ documentNumber, ...profile }: ProfileInput) =>
      call.accepted("account.saveProfileInfo", { ...profile, document_number: documentNumber }),
    /** Sends a code to the contact; `resend_time` is how many seconds before another may be asked for. */
    sendConfirmationToContact: (contact: string) => call.post("account.sendconfirmationtocontact", confirmationSentSchema, { contact }),
    setUserOnVerification: () => call.post("account.setUserOnVerification", anything),
    setCurrency: (currency: string) => call.post("account.setCurrency", anything, { currency }),
    /** With a link's contact and token (docs/decisions/013), that address; without, the signed-in player's every contact. */
    unsubscribe: (params: { contact?: string; token?: string } = {}) => call.accepted("account.unsubscribe", params),
    /** Not in §7's list: the sandbox's way to edit the deposit limit of the responsible-gaming page. */
    setDepositLimit: (input: { limit_amount: number | null; period: string }) =>
      call.accepted("account.setDepositLimit", { ...input }),
    /** Decision 026: drops the deposit-limit change that waits for its 24 hours. */
    cancelDepositLimitChange: () => call.accepted("account.cancelDepositLimitChange", {}),
    /** Decision 035: loss limit and session-time limit, on the deposit limit's model. */
    getLossLimit: () => call.get("account.getLossLimit", lossLimitSchema),
    setLossLimit: (input: { limit_amount: number | null; period: string }) => call.accepted("account.setLossLimit", { ...input }),
    cancelLossLimitChange: () => call.accepted("account.cancelLossLimitChange", {}),
    getSessionLimit: () => call.get("account.getSessionLimit", sessionLimitSchema),
    setSessionLimit: (minutes: number) => call.accepted("account.setSessionLimit", { minutes }),
    cancelSessionLimitChange: () => call.accepted("account.cancelSessionLimitChange", {}),
    /** Decision 035: the reality check's interval in minutes (15, 30, 60, 120, 240, 480), or 0: off. */
    setRealityCheck: (interval: number) => call.accepted("account.setRealityCheck", { interval }),
    /** Decision 035: the player answered this session's reality check (continue, stop or history). */
    acknowledgeRealityCheck: () => call.post("account.acknowledgeRealityCheck", anything, {}),
    /** Decision 026: a time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y); the platform ends every session. */
    selfExclude: (period: string) =>
      call.post("account.selfExclude", z.object({ kind: z.string().nullish(), until: z.string().nullish() }).passthrough(), { period }),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

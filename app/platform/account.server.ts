import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { money } from "./api/shared.server";
import { getPlatform, throwAsSystemPage } from "./client.server";

/** Account info (spec §3); a player is signed in when uid > 0. */
export const accountInfoSchema = z
  .object({
    uid: z.coerce.number().default(0),
    reg_time: z.coerce.number().nullish(),
    login: z.string().nullish(),
    fakename: z.string().nullish(),
    is_subscribed: z.coerce.boolean().nullish(),
    locale: z.string().nullish(),
    two_factor_auth: z.coerce.boolean().nullish(),
    is_on_verification: z.coerce.boolean().nullish(),
    is_verified: z.coerce.boolean().nullish(),
    is_kyc_block_enabled: z.coerce.boolean().nullish(),
    is_registration_completed: z.coerce.boolean().nullish(),
    country_code: z.string().nullish(),
    balance_main: money,
    balance_bonus: money,
    balance_betting_bonus: money,
    balance_fun: money,
  })
  .passthrough();

export type AccountInfo = z.infer<typeof accountInfoSchema>;

export function isSignedIn(info: Pick<AccountInfo, "uid"> | null | undefined): boolean {
  return Boolean(info && info.uid > 0);
}

/** Displayed total = main + bonus + betting bonus (spec §3), in the main balance's currency. */
export function displayedTotal(info: AccountInfo): { amount: number; currency: string } {
  const amount = info.balance_main.amount + info.balance_bonus.amount + info.balance_betting_bonus.amount;
  return { amount: Math.round(amount * 100) / 100, currency: info.balance_main.currency };
}

/** `account.getInfo`, read once per request and shared by every loader of it. */
export function getAccountInfo(request: Request, context: AppLoadContext): Promise<AccountInfo> {
  const key = "account.getInfo";
  let pending = context.memo.get(key) as Promise<AccountInfo> | undefined;
  if (!pending) {
    pending = getPlatform(request, context)
      .get("account.getInfo")
      .then((raw) => accountInfoSchema.parse(raw ?? {}))
      .catch(throwAsSystemPage);
    context.memo.set(key, pending);
  }
  return pending;
}

import { type AppLoadContext, redirect } from "@remix-run/node";
import { localeFromPath, localizePath } from "~/i18n/config";
import { type AccountInfo, getAccountInfo, isSignedIn } from "~/platform/account.server";

/** Paths a guest may not open (spec §2): bets, cashier, profile, responsible-game — unless a content slug. */
export function isGuardedPath(pathname: string): boolean {
  return /(?:^|\/)(?:bets|cashier|profile|responsible-game)(?:\/|$)/.test(pathname);
}

/**
 * The guard of spec §2, in the loader (never only in the UI): a guest is sent home with `redirectUrl`
 * holding the encoded full path, where the sign-in dialog opens and, once signed in, returns there.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<AccountInfo> {
  const account = await getAccountInfo(request, context);
  if (isSignedIn(account)) return account;
  const url = new URL(request.url);
  const home = localizePath("/", localeFromPath(url.pathname));
  throw redirect(`${home}?redirectUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

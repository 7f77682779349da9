import type { AppLoadContext } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { requireUser } from "~/features/auth/guard.server";
import { notFound } from "~/features/system/not-found.server";
import { localeOf } from "~/i18n/config";

/**
 * The bet history and its exports exist only while functionalSettings enable betHistory (spec §3, decision 012):
 * otherwise they are not found, for a GET and a POST alike, as the security and verification pages are.
 * Guests are sent to sign in first, so a guest never learns whether the switch is on.
 */
export async function requireBetHistory(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const config = await getRemoteConfig(localeOf(request));
  if (!config.functionalSettings.betHistory) throw notFound(request);
  return account;
}

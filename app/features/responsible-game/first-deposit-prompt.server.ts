import { type AppLoadContext, redirect } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { serializeSiteCookie } from "~/lib/cookies.server";
import { readForm } from "~/lib/read-form.server";
import type { AccountInfo } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";

/** The player who chose "not now" (their uid): the prompt is not offered again in this browser. */
export const LIMIT_PROMPT_COOKIE = "rg_limit_prompt";
export const LIMIT_PROMPT_INTENT = "skip-limit-prompt";

function skippedBy(request: Request): string | null {
  const found = new RegExp(`(?:^|;\\s*)${LIMIT_PROMPT_COOKIE}=(\\d+)`).exec(request.headers.get("cookie") ?? "");
  return found?.[1] ?? null;
}

/**
 * Issue 19, item 5: before the first deposit the player is offered to set a deposit limit. Offered while the
 * player has no deposit at all (of any status), no limit and no change waiting, and has not skipped it; a read
 * that fails offers nothing (the cashier works as before).
 */
export async function wantsLimitPrompt(request: Request, context: AppLoadContext, account: AccountInfo): Promise<boolean> {
  if (skippedBy(request) === String(account.uid)) return false;
  const api = getApi(request, context);
  const [limit, history] = await Promise.all([
    readOr(null, api.account.getDepositLimit()),
    readOr(null, api.cashier.getHistory({ type: "deposit", count: 1 })),
  ]);
  return Boolean(limit && history && limit.period === "none" && !limit.pending && history.total === 0);
}

/** "Not now": remembered for a year for this player in this browser, then back to the same page. */
export async function skipLimitPromptAction(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const form = await readForm(request);
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const back = `${url.pathname}${url.search}`;
  if (form.get("intent") !== LIMIT_PROMPT_INTENT) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": serializeSiteCookie(LIMIT_PROMPT_COOKIE, String(account.uid), { maxAge: 365 * 86_400 }) } });
}

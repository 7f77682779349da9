import type { AppLoadContext } from "@remix-run/node";
import { authErrorMessage, formError } from "~/features/auth/auth.server";
import { localeOf } from "~/i18n/config";
import { getEnv } from "~/env.server";
import { readForm } from "~/lib/read-form.server";
import { getApi } from "~/platform/api/index.server";
import { INIT_DATA_FUTURE_SKEW_S, INIT_DATA_MAX_AGE_S, verifyInitData } from "./init-data.server";
import { replayStore } from "./replay.server";

export type MiniAppSignInResult =
  | { ok: true }
  | { ok: false; error: "wrongRegServerError" }
  /** Decision 026: a time-out or self-exclusion runs; the password sign-in's message, with when it ends. */
  | { ok: false; error: "selfExcluded"; message: { key: string; values: Record<string, string> } };

const answer = (result: MiniAppSignInResult, status = 200) => Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
const refused = (status: number) => answer({ ok: false, error: "wrongRegServerError" }, status);

/**
 * The mini-app's sign-in (decision 018): the initData is checked here with the bot's token before the platform
 * sees it; a valid one is `auth.register`'s messaging-app variant, which registers the player or signs them in.
 * The platform's session cookie is relayed on this answer; the page then reloads its data.
 */
export async function miniAppSignIn(request: Request, context: AppLoadContext, now = Date.now()) {
  const token = getEnv().TELEGRAM_BOT_TOKEN;
  if (!token) return refused(404);
  const form = await readForm(request);
  const check = verifyInitData(form.get("initData"), token, now);
  if (!check.ok) {
    console.warn(`[miniapp] initData refused: ${check.reason}`);
    return refused(check.reason === "stale" || check.reason === "future" || check.reason === "signature" ? 401 : 400);
  }
  // One sign-in per launch data (issue 28.6): a second use of its hash inside its hour is refused as a forged one.
  const store = replayStore();
  const validFor = INIT_DATA_MAX_AGE_S + INIT_DATA_FUTURE_SKEW_S - (Math.floor(now / 1000) - check.authDate);
  if (!(await store.claim(check.hash, validFor))) {
    console.warn("[miniapp] initData refused: replayed");
    return refused(401);
  }
  try {
    await getApi(request, context).auth.registerFromMessagingApp({
      id: check.user.id,
      ...(check.user.username ? { username: check.user.username } : {}),
      hash: check.hash,
      ...(check.user.languageCode ? { language_code: check.user.languageCode } : {}),
      payload: check.raw,
    });
  } catch (caught) {
    // No sign-in happened: the launch may try again.
    await store.release(check.hash);
    const error = formError(caught);
    console.warn(`[miniapp] auth.register refused: ${error.type}`);
    const message = authErrorMessage(error, localeOf(request));
    if (message.startsWith("auth.errors.selfExcluded.")) {
      const [key, values] = message.split("|") as [string, string];
      return answer({ ok: false, error: "selfExcluded", message: { key, values: JSON.parse(values) as Record<string, string> } }, 400);
    }
    return refused(error.type === "TooManyRequests" ? 429 : 400);
  }
  return answer({ ok: true });
}

import { type AppLoadContext, redirect } from "@remix-run/node";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { i18next } from "~/i18n/i18next.server";
import { localeFromPath, localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { AnswerNotAcceptedError, PlatformError } from "~/platform/errors";
import { faultKindOf } from "~/platform/fault-answer.server";

const noStore = { "Cache-Control": "no-store" };

/** What the reality check's fetch answers (decision 035): the session's stakes and wins now. */
export interface RealityCheckFigures {
  staked: number | null;
  won: number | null;
  currency: string | null;
}

export const REALITY_CHECK_ANSWERS = ["continue", "stop", "history"] as const;
export type RealityCheckAnswer = (typeof REALITY_CHECK_ANSWERS)[number];

/** GET: the figures of the dialog a timer opened (the game page fetches no balance of its own). */
export async function realityCheckFigures(request: Request, context: AppLoadContext): Promise<Response> {
  try {
    const balance = await getApi(request, context).account.getBalance();
    const amount = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
    const figures: RealityCheckFigures = { staked: amount(balance.session?.staked), won: amount(balance.session?.won), currency: balance.balance_main.currency };
    return Response.json(figures, { headers: noStore });
  } catch (error) {
    // A fatal fault is its system page; a guest (no session) is answered 401, not a failure (issue 28.3).
    if (faultKindOf(error) || (error instanceof PlatformError && error.type === "Authorization")) throw error;
    // The dialog then shows the figures of the render: a failed read is logged and yields nothing (decision 009).
    console.warn("[reality-check] figures unavailable:", String(error));
    return Response.json({ staked: null, won: null, currency: null } satisfies RealityCheckFigures, { status: 502, headers: noStore });
  }
}

/**
 * POST: the player's answer (continue, stop or history). The platform records it for this session, so the check
 * does not reappear before the next interval; then continue goes back to the page (`back`, a path of this site),
 * stop leaves the game for the home page, history opens the bet history. With JavaScript (`js=1`) every answer
 * is JSON: the page stays as it is on continue (the game keeps running) and navigates itself on stop and history.
 */
export async function answerRealityCheck(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("back"));
  const locale = localeFromPath(new URL(back, "http://site.invalid").pathname);
  const intent = form.get("intent");
  const js = form.get("js") === "1";
  if (!(REALITY_CHECK_ANSWERS as readonly unknown[]).includes(intent)) {
    const t = await i18next.getFixedT(locale);
    return new Response(t("realityCheck.invalid"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", ...noStore } });
  }
  const answer = intent as RealityCheckAnswer;
  const to = answer === "stop" ? localizePath("/", locale) : answer === "history" ? localizePath("/profile/bets/history", locale) : back;
  const account = await getAccountInfo(request, context);
  if (!isSignedIn(account)) return redirect(localizePath("/", locale), { headers: noStore });
  try {
    await getApi(request, context).account.acknowledgeRealityCheck();
  } catch (caught) {
    if (!(caught instanceof PlatformError) && !(caught instanceof AnswerNotAcceptedError)) throw caught;
    console.warn("[reality-check] answer not recorded:", String(caught));
    // Not recorded: the check shows again on the next page; the player is told why.
    if (js) return Response.json({ ok: false }, { status: 502, headers: noStore });
    return redirect(to, { headers: { "Set-Cookie": await flashToastHeader({ type: "error", key: "realityCheck.failed" }), ...noStore } });
  }
  if (js) return Response.json({ ok: true }, { headers: noStore });
  return redirect(to, { headers: noStore });
}

import { type AppLoadContext, redirect } from "@remix-run/node";
import { i18next } from "~/i18n/i18next.server";
import { localeFromPath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { PlatformError, systemPageFor } from "~/platform/errors";
import { SEEN_CASHBACK_KEY, popupsAllowedOn } from "./after-login";

const ID = /^[\w-]{1,64}$/;
const noStore = { "Cache-Control": "no-store" };

/** Where the no-JavaScript close leads: back, with the queue's next dialog (the login's campaign popup) by query. */
export function afterCashbackPath(back: string, nextPopup: string | null): string {
  const url = new URL(back, "http://site.invalid");
  if (nextPopup && ID.test(nextPopup) && popupsAllowedOn(url.pathname)) url.searchParams.set("popup", nextPopup);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Closing the unseen-cashback dialog (spec §4: "closing stores the id"): `storage.set` of `already_seen_cashback_id`
 * on the platform (docs/decisions/036). Without JavaScript the form carries `redirectTo` and the answer is a 303 back
 * (with `?popup=` when the after-login queue has a campaign popup next); the enhanced dialog posts without it and
 * gets `{ stored }`. Posting it twice stores the same value twice: nothing else changes.
 */
export async function cashbackSeenAction(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await readForm(request);
  const target = form.get("redirectTo");
  const back = target === null ? null : safeRedirectPath(target, "/");
  const id = String(form.get("cashback_id") ?? "");
  if (!ID.test(id)) {
    const t = await i18next.getFixedT(localeFromPath(new URL(back ?? "/", "http://site.invalid").pathname));
    return new Response(t("playerSession.cashback.invalid"), { status: 400, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
  }
  let stored = false;
  if (isSignedIn(await getAccountInfo(request, context))) {
    try {
      await getApi(request, context).storage.set(SEEN_CASHBACK_KEY, id);
      stored = true;
    } catch (error) {
      // Maintenance or a ban is its page; any other refusal leaves the dialog closed for now (it may come back
      // after the next sign-in, which the rule allows).
      if (error instanceof PlatformError && systemPageFor(error)) throwAsSystemPage(error);
      console.warn("[cashback-seen] storage.set failed:", String(error));
    }
  }
  if (back === null) return Response.json({ stored }, { headers: noStore });
  const next = form.get("next_popup");
  return redirect(afterCashbackPath(back, typeof next === "string" ? next : null), { status: 303, headers: noStore });
}

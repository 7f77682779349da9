import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { consentCookie, isConsentDecision } from "~/features/tracking/analytics.server";
import { i18next } from "~/i18n/i18next.server";
import { localeFromPath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * The analytics consent (docs/decisions/024): the decision is kept a year and the player lands back on the page
 * they were on (a path of this site only).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"));
  const decision = form.get("decision");
  if (!isConsentDecision(decision)) {
    const t = await i18next.getFixedT(localeFromPath(new URL(back, "http://site.invalid").pathname));
    return new Response(t("pwa.consent.invalid"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return redirect(back, { headers: { "Set-Cookie": consentCookie(decision), "Cache-Control": "no-store" } });
}

export async function loader() {
  return redirect("/");
}

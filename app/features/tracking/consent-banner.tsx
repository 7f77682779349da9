import { useFetcher, useLocation, useMatches } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isGamePath } from "~/features/player/game-path";
import { useNoticesHeld } from "~/features/player/notices";
import { toastsAtom } from "~/features/toasts/store";
import { useRootData } from "~/ui/root-data";

/**
 * The analytics consent (docs/decisions/024): asked only when a loader is configured and the player has not
 * decided; a real form (the page comes back without it), a fetcher with JavaScript. A compact bar fixed at the
 * bottom, above the phone's bottom bar (issue 39 item 5); the page keeps room for it and scrolls a focused control
 * clear of it (app.css `--consent-space`). First in the document, so the keyboard reaches it right after the skip
 * link. Never on the game page: the
 * game fills the screen there (like campaign popups, spec §2), and nothing loads without a decision anyway; the
 * player is asked on the next other page. Once consent is given the loaders' scripts come from their own chunk,
 * after hydration. It waits while a dialog or a toast has the screen (issue 29 item 11: one at a time), on the server
 * too, so the first page after a sign-in shows the after-login dialogs, then the toast, then the banner.
 */
export function AnalyticsConsent() {
  const { t } = useTranslation();
  const analytics = useRootData()?.analytics;
  const fetcher = useFetcher();
  const location = useLocation();
  const scripts = analytics?.scripts ?? [];
  const key = scripts.join(" ");
  useEffect(() => {
    if (key) void import("./load-analytics").then(({ loadAnalytics }) => loadAnalytics(key.split(" ")));
  }, [key]);
  // Field Web Vitals after consent (decision 069): their own chunk, never loaded before.
  const consented = analytics?.consented ?? false;
  const routeId = useMatches().at(-1)?.id;
  useEffect(() => {
    if (consented && routeId) void import("./report-web-vitals").then(({ reportWebVitals }) => reportWebVitals(routeId));
  }, [consented, routeId]);
  const held = useNoticesHeld();
  const toasts = useAtomValue(toastsAtom);
  if (!analytics?.ask || fetcher.state !== "idle" || isGamePath(location.pathname) || held || toasts.length) return null;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <p className="consent__copy">
        <strong id="consent-title" className="consent__title">{t("pwa.consent.title")}</strong>
        <span className="consent__text">{t("pwa.consent.text")}</span>
      </p>
      <fetcher.Form method="post" action="/_actions/consent" preventScrollReset className="consent__actions">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="decision" value="granted" className="button button--primary button--small">{t("pwa.consent.accept")}</button>
        <button type="submit" name="decision" value="denied" className="button button--ghost button--small">{t("pwa.consent.decline")}</button>
      </fetcher.Form>
    </section>
  );
}

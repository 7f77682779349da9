import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { OAUTH_DONE_MESSAGE, SOCIAL_BACK_URL_KEY } from "./social";
import { localStore } from "~/lib/storage";

// Apart from ./social-buttons: the root mounts the listener on every page, while the buttons are the auth forms'
// (loaded with them, issue 26 item 6).
/**
 * Listens for a finished social sign-in popup (same origin only) and loads the page the sign-in started
 * for (the stored backUrl, spec §4), signed in: a navigation rather than a bare revalidation, so a sign-in
 * page's redirect cannot swallow the "signed in" toast and the dialog flags leave the URL.
 */
export function SocialSignInListener() {
  const navigate = useNavigate();
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type !== OAUTH_DONE_MESSAGE) return;
      const stored = localStore.getItem(SOCIAL_BACK_URL_KEY);
      localStore.removeItem(SOCIAL_BACK_URL_KEY);
      const back = safeRedirectPath(stored, `${window.location.pathname}${window.location.search}`);
      navigate(back, { replace: true });
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate]);
  return null;
}

import { useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useToasts } from "~/features/toasts/store";
import type { RootData } from "~/ui/root-data";
import { MINIAPP_LAUNCH_KEY } from "./launch";
import { sessionStore } from "~/lib/storage";

let started = false;

/** Inside the messaging app only: loads the mini-app code (ready/expand, theme, sign-in). Elsewhere it costs a check. */
export function MiniAppBoot() {
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.player);
  const { revalidate } = useRevalidator();
  const { show } = useToasts();
  useEffect(() => {
    if (started) return;
    const launched = Boolean((window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp?.initData) || location.hash.includes("tgWebAppData=") || sessionStore.getItem(MINIAPP_LAUNCH_KEY) !== null;
    if (!launched) return;
    started = true;
    import("./miniapp.client")
      .then((miniApp) => miniApp.startMiniApp({ signedIn, revalidate, failed: (message) => show({ type: "error", ...(message ?? { key: "validation.wrongRegServerError" }) }) }))
      .catch((error: unknown) => console.warn("[miniapp] start failed", error));
  }, [signedIn, revalidate, show]);
  return null;
}

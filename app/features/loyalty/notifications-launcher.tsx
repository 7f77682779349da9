import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useDialogs } from "~/features/dialogs/store";
import { useToasts } from "~/features/toasts/store";
import { useLocalizedPath } from "~/ui/locale";
import type { NotificationView } from "./loyalty.server";

/** Spec §4: the first interaction is a click, a double click or a touch. */
const FIRST_INTERACTION = ["click", "dblclick", "touchstart"] as const;
export const LOYALTY_NOTIFICATIONS_RESOURCE = "/_resources/loyalty-notifications";

/**
 * The signed-in player's loyalty notices (spec §4): loaded once on the first interaction and again on every
 * route path change after it. Only this and a fetch live in every page's code; the dialogs, toasts and sound
 * load (notifications.client) when there is something to announce.
 */
export function LoyaltyNotificationsLauncher() {
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ items: NotificationView[] }>();
  const localize = useLocalizedPath();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    if (interacted) return;
    const first = () => setInteracted(true);
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, first, { capture: true, passive: true, once: true }));
    return () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, first, { capture: true }));
  }, [interacted]);

  useEffect(() => {
    if (interacted) fetcher.load(localize(LOYALTY_NOTIFICATIONS_RESOURCE));
    // A new path (or the first interaction) is what asks again; the fetcher's identity changes with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [interacted, pathname]);

  const items = fetcher.data?.items;
  // Each answer is announced once: the dialog and toast stores change as it is announced, which reruns the effect.
  const announced = useRef<readonly NotificationView[] | undefined>(undefined);
  useEffect(() => {
    if (!items?.length || announced.current === items) return;
    announced.current = items;
    void import("./notifications.client")
      .then((module) => module.announce(items, { enqueue: dialogs.enqueue, toast: toasts.show }))
      .catch((error: unknown) => console.warn("[loyalty] notifications off:", error));
  }, [items, dialogs, toasts]);

  return null;
}

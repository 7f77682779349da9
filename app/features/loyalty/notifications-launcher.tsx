import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useDialogs } from "~/features/dialogs/store";
import { useToasts } from "~/features/toasts/store";
import { useLocalizedPath } from "~/ui/locale";
import { useInteractionLoads } from "./interaction-loads";
import type { NotificationView } from "./loyalty.server";

export const LOYALTY_NOTIFICATIONS_RESOURCE = "/_resources/loyalty-notifications";

/**
 * The signed-in player's loyalty notifications (decision 031): loaded once on the first interaction and again on
 * every route path change after it (spec §4, the rule of interaction-loads). Only this and a fetch live in every
 * page's code; the dialogs, toasts and sound load (notifications.client) when there is something to announce.
 */
export function LoyaltyNotificationsLauncher() {
  const fetcher = useFetcher<{ items: NotificationView[] }>();
  const localize = useLocalizedPath();
  const dialogs = useDialogs();
  const toasts = useToasts();
  // The first interaction, then each new path, asks again (the rule of interaction-loads, shared with the notices).
  useInteractionLoads(() => void fetcher.load(localize(LOYALTY_NOTIFICATIONS_RESOURCE)));

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

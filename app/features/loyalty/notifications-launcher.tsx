import { useRef } from "react";
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
  const localize = useLocalizedPath();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const stores = useRef({ dialogs, toasts });
  stores.current = { dialogs, toasts };
  // The first interaction, then each new path, asks again (the rule of interaction-loads, shared with the notices).
  // A plain fetch, never cancelled: the platform marks what it answers as seen, so every answer is announced, once.
  // (A fetcher's load is cancelled by the next one or by a navigation: its answer was lost, and the cancelled fetch
  // logged an AbortError.)
  useInteractionLoads(() => {
    fetch(localize(LOYALTY_NOTIFICATIONS_RESOURCE), { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ items?: NotificationView[] }>) : Promise.reject(new Error(`answered ${response.status}`))))
      .then(async (body) => {
        const items = body.items ?? [];
        if (!items.length) return;
        const module = await import("./notifications.client");
        module.announce(items, { enqueue: stores.current.dialogs.enqueue, toast: stores.current.toasts.show });
      })
      .catch((error: unknown) => console.warn("[loyalty] notifications off:", error));
  });
  return null;
}

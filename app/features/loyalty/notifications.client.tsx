import { useTranslation } from "react-i18next";
import { registerDialog } from "~/features/dialogs/registry";
import type { DialogItem } from "~/features/dialogs/stack";
import type { Toast } from "~/features/toasts/store";
import { Dialog } from "~/ui/dialog";
import type { NotificationView } from "./loyalty.server";
import { NotificationBody } from "./notification-body";
import { NOTIFICATION_SOUND } from "./rules";

/** The loyalty notifications' code in the browser: loaded only once a signed-in player has new notifications. */

export const NOTIFICATION_DIALOG = "loyalty-notification";
export const NOTIFICATION_SOUND_URL = "/sounds/loyalty-notification.wav";

function NotificationDialog({ item, close }: { item: DialogItem; close: () => void }) {
  const { t } = useTranslation();
  const notification = item.props as unknown as NotificationView;
  return (
    <Dialog title={notification.title} closeHref={typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`} onClose={close}>
      <div data-testid="loyalty-notification">
        <NotificationBody notification={notification} />
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t("loyalty.notification.ok")}
        </button>
      </div>
    </Dialog>
  );
}

/** The sound (spec §9: volume 0.5). Played only after the player's first interaction; a refusal is swallowed, never logged. */
export function playNotificationSound(make: (src: string) => HTMLAudioElement = (src) => new Audio(src)) {
  try {
    const audio = make(NOTIFICATION_SOUND_URL);
    audio.volume = NOTIFICATION_SOUND.volume;
    const played = audio.play();
    if (played && typeof played.catch === "function") played.catch(() => {});
  } catch {
    // No audio in this browser: the notification shows without it.
  }
}

export interface Announcer {
  enqueue: (item: DialogItem) => void;
  toast: (toast: Omit<Toast, "id"> & { id?: string }) => void;
  sound?: () => void;
  /** Timers (tests pass fake ones). */
  later?: (run: () => void, ms: number) => unknown;
}

/** A title that ends in its own mark ("Xush kelibsiz!") takes no full stop after it (issue 38). */
function toastKey(item: NotificationView) {
  const marked = /[.!?…]$/.test(item.title.trim());
  if (item.amount) return marked ? "loyalty.notification.toastMarkedAmount" : "loyalty.notification.toastAmount";
  return marked ? "loyalty.notification.toastMarked" : "loyalty.notification.toast";
}

/**
 * New notifications, 300 ms after they arrive (spec §9): the dialog ones (level, register, quest) go on the one
 * dialog stack, queued; the others are toasts; the sound plays once.
 */
export function announce(items: readonly NotificationView[], { enqueue, toast, sound = playNotificationSound, later = setTimeout }: Announcer) {
  if (!items.length) return;
  registerDialog(NOTIFICATION_DIALOG, NotificationDialog);
  later(() => {
    for (const item of items) {
      if (item.shownAs === "dialog") {
        enqueue({ id: `loyalty-${item.id}`, kind: "popup", component: NOTIFICATION_DIALOG, props: item as unknown as Record<string, unknown> });
      } else {
        toast({
          id: `loyalty-${item.id}`,
          type: "info",
          key: toastKey(item),
          values: { title: item.title, message: item.message, amount: item.amount ?? "" },
        });
      }
    }
    sound();
  }, NOTIFICATION_SOUND.delayMs);
}

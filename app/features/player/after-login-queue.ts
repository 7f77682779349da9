import { type DialogItem, type DialogState, emptyDialogs, enqueueDialog, openDialog } from "~/features/dialogs/stack";
import { SIDEBAR_DIALOG, sidebarOpenIn } from "~/features/shell/sidebar-rules";
import type { AfterLoginData, CampaignPopupView } from "./player.server";

export type CashbackProps = NonNullable<AfterLoginData["cashback"]> & { nextPopup: string | null };

/** The after-login queue's dialogs (spec §4): the unseen cashback, then the login's campaign popup. */
export function afterLoginItems(data: AfterLoginData | null | undefined): DialogItem[] {
  if (!data) return [];
  const items: DialogItem[] = [];
  if (data.cashback) {
    const props: CashbackProps = { ...data.cashback, nextPopup: data.popup?.sysname ?? null };
    items.push({ id: `cashback-${data.cashback.id}`, kind: "popup", component: "cashback", props });
  }
  if (data.popup) items.push({ id: `popup-${data.popup.sysname}`, kind: "popup", component: "campaign-popup", props: data.popup satisfies CampaignPopupView });
  return items;
}

/**
 * The dialogs the server renders open, put on the stack before the first render so that the server's HTML and
 * the hydrated page agree: the after-login queue of the first page after a sign-in (decided by the server, so it
 * works without JavaScript) and the side menu of `?sidebar=1`.
 */
export function initialDialogState(afterLogin: AfterLoginData | null | undefined, search: string): DialogState {
  let state = emptyDialogs;
  for (const item of afterLoginItems(afterLogin)) state = enqueueDialog(state, item);
  return sidebarOpenIn(search) ? openDialog(state, SIDEBAR_DIALOG) : state;
}


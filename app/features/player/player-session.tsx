import { useLocation, useNavigate } from "@remix-run/react";
import { useAtomValue } from "jotai";
import { type ComponentProps, useEffect, useRef } from "react";
import { deferred } from "~/ui/deferred";
import type { QueuedPlayerDialog as QueuedPlayerDialogType, UrlCampaignPopup as UrlCampaignPopupType } from "./player-dialogs";
import type { SignedInSession as SignedInSessionType } from "./signed-in-session";
import { dialogsAtom, useDialogs } from "~/features/dialogs/store";
import { dialogRenderer } from "~/features/dialogs/registry";
import { visibleDialogs } from "~/features/dialogs/stack";
import { preloadHeaderPlayer } from "~/features/shell/header";
import { preloadPlayerHints } from "~/features/shell/shells";
import { Sidebar, SidebarController } from "~/features/shell/sidebar";
import { useRootData } from "~/ui/root-data";
import { afterLoginItems } from "./after-login-queue";
import { capturePromoCode } from "./promo-code";
import { localStore } from "~/lib/storage";

/**
 * What only a signed-in player's pages run (the inactivity guard, the reality check, the loyalty notices, the
 * activated-promo dialog): not in the chunks every page downloads (issue 26: a guest never needs it). The server
 * has it loaded before it renders (`preloadSignedInSession`, from the root loader), so its HTML is whole.
 */
const DeferredSignedInSession = deferred<ComponentProps<typeof SignedInSessionType>>(() => import("./signed-in-session").then((module) => module.SignedInSession));
/** The after-login queue's dialogs and the URL's campaign popup: a signed-in player's only, in the same chunk. */
const DeferredUrlCampaignPopup = deferred<ComponentProps<typeof UrlCampaignPopupType>>(() => import("./signed-in-session").then((module) => module.UrlCampaignPopup));
const DeferredQueuedDialog = deferred<ComponentProps<typeof QueuedPlayerDialogType>>(() => import("./signed-in-session").then((module) => module.QueuedPlayerDialog));

export const preloadSignedInSession = () =>
  Promise.all([DeferredSignedInSession.preload(), DeferredUrlCampaignPopup.preload(), DeferredQueuedDialog.preload(), preloadHeaderPlayer(), preloadPlayerHints()]);

/** The signed-in player's session behaviours, mounted once in the root. Each one degrades to nothing without JS. */
export function PlayerSession() {
  const session = useRootData()?.session ?? null;
  return (
    <>
      <PromoCodeCapture />
      {session ? <DeferredSignedInSession forceLogoutSeconds={session.forceLogoutSeconds} /> : null}
      {session ? <DeferredUrlCampaignPopup popup={session.urlPopup} /> : null}
      <DialogHost />
    </>
  );
}

/** `promo_code` in the query of any page is kept for the sign-up form (spec §2). */
function PromoCodeCapture() {
  const { search } = useLocation();
  useEffect(() => {
    capturePromoCode(search, localStore);
  }, [search]);
  return null;
}

/** Renders the dialogs of the jotai stack: the topmost of each kind (see ../dialogs/stack). */
function DialogHost() {
  const root = useRootData();
  const navigate = useNavigate();
  // The server's open dialogs are on the stack from the first render (the root's `useFirstRenderNotices`).
  const state = useAtomValue(dialogsAtom);
  const dialogs = useDialogs();

  // A sign-in made in the page (with JavaScript, no new document): the root loader's next answer carries the
  // queue, enqueued once per login. This host lives as long as the document, so the login it first rendered is the
  // one already on the stack (hydrated above).
  const afterLogin = root?.session?.afterLogin ?? null;
  const loginId = afterLogin ? (root?.toast?.id ?? "login") : null;
  const handled = useRef(loginId);
  useEffect(() => {
    if (!loginId || !afterLogin || handled.current === loginId) return;
    handled.current = loginId;
    for (const item of afterLoginItems(afterLogin)) dialogs.enqueue(item);
  }, [loginId, afterLogin, dialogs]);

  return (
    <>
      <SidebarController />
      {visibleDialogs(state).map((item) => {
        if (item.component === "cashback" || item.component === "campaign-popup") {
          return <DeferredQueuedDialog key={item.id} item={item} close={() => dialogs.close(item.id)} navigate={navigate} />;
        }
        if (item.component === "sidebar") return <Sidebar key={item.id} close={() => dialogs.close(item.id)} />;
        // Dialogs registered by code loaded on demand (e.g. the loyalty notifications).
        const Renderer = dialogRenderer(item.component);
        return Renderer ? <Renderer key={item.id} item={item} close={() => dialogs.close(item.id)} /> : null;
      })}
    </>
  );
}

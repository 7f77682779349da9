import { describe, expect, it } from "vitest";
import {
  type DialogItem,
  closeAllDialogs,
  closeDialog,
  emptyDialogs,
  enqueueDialog,
  holdsNotices,
  isScrollLocked,
  openDialog,
  visibleDialogs,
} from "./stack";

const popup = (id: string, extra: Partial<DialogItem> = {}): DialogItem => ({ id, kind: "popup", component: id, ...extra });

describe("dialog stack", () => {
  it("shows only the topmost dialog of each kind", () => {
    let state = openDialog(emptyDialogs, popup("auth"));
    state = openDialog(state, { id: "sidebar", kind: "curtain", component: "sidebar" });
    state = openDialog(state, popup("promo"));
    expect(visibleDialogs(state).map((d) => d.id)).toEqual(["sidebar", "promo"]);
    state = closeDialog(state, "promo");
    expect(visibleDialogs(state).map((d) => d.id)).toEqual(["auth", "sidebar"]);
  });

  it("does not open the same dialog twice", () => {
    const state = openDialog(openDialog(emptyDialogs, popup("auth")), popup("auth"));
    expect(state.stack).toHaveLength(1);
  });

  it("keeps a preventClose dialog open unless forced", () => {
    let state = openDialog(emptyDialogs, popup("social-registration", { preventClose: true }));
    state = closeDialog(state, "social-registration");
    expect(state.stack).toHaveLength(1);
    state = closeAllDialogs(state);
    expect(state.stack).toHaveLength(1);
    state = closeDialog(state, "social-registration", { force: true });
    expect(state.stack).toHaveLength(0);
  });

  it("opens queued dialogs one after another once nothing is open", () => {
    let state = openDialog(emptyDialogs, popup("auth"));
    state = enqueueDialog(state, popup("cashback"));
    state = enqueueDialog(state, popup("campaign"));
    expect(visibleDialogs(state).map((d) => d.id)).toEqual(["auth"]);
    state = closeDialog(state, "auth");
    expect(visibleDialogs(state).map((d) => d.id)).toEqual(["cashback"]);
    state = closeDialog(state, "cashback");
    expect(visibleDialogs(state).map((d) => d.id)).toEqual(["campaign"]);
    state = closeDialog(state, "campaign");
    expect(state).toEqual(emptyDialogs);
  });

  it("locks scroll while any dialog is open", () => {
    const state = openDialog(emptyDialogs, popup("auth"));
    expect(isScrollLocked(state)).toBe(true);
    expect(isScrollLocked(closeDialog(state, "auth"))).toBe(false);
  });

  it("holds the toasts and the banner back while a popup or a confirm is open or queued, not for the side menu", () => {
    const menu: DialogItem = { id: "sidebar", kind: "curtain", component: "sidebar" };
    expect(holdsNotices(emptyDialogs)).toBe(false);
    expect(holdsNotices(openDialog(emptyDialogs, menu))).toBe(false);
    // The cashback waits in the queue behind the open menu: already held.
    const queued = enqueueDialog(openDialog(emptyDialogs, menu), popup("cashback"));
    expect(queued.queue.map((item) => item.id)).toEqual(["cashback"]);
    expect(holdsNotices(queued)).toBe(true);
    const confirm = openDialog(emptyDialogs, { id: "reality", kind: "confirm", component: "reality", preventClose: true });
    expect(holdsNotices(confirm)).toBe(true);
    let open = enqueueDialog(emptyDialogs, popup("cashback"));
    open = enqueueDialog(open, popup("welcome"));
    open = closeDialog(open, "cashback");
    expect(holdsNotices(open)).toBe(true);
    expect(holdsNotices(closeDialog(open, "welcome"))).toBe(false);
  });
});

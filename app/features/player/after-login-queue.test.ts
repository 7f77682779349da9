import { describe, expect, it } from "vitest";
import { visibleDialogs } from "~/features/dialogs/stack";
import { afterLoginItems, initialDialogState } from "./after-login-queue";
import type { AfterLoginData } from "./player.server";

const popup = { sysname: "welcome-back", title: "Welcome back", text: "", button: null, link: null, image: null };
const cashback = { id: "7", title: "Weekly cashback", amount: { amount: 15_000, currency: "UZS" } };

describe("the after-login queue on the first page after a sign-in (spec §4)", () => {
  it("shows the unseen cashback first; the campaign popup waits for it to close", () => {
    const state = initialDialogState({ cashback, popup }, "");
    expect(visibleDialogs(state).map((item) => item.component)).toEqual(["cashback"]);
    expect(state.queue.map((item) => item.component)).toEqual(["campaign-popup"]);
    // The no-JavaScript close sends the player on to the popup by query: the cashback knows which one is next.
    expect(state.stack[0]!.props).toMatchObject({ id: "7", nextPopup: "welcome-back" });
  });

  it("without a cashback to show, the popup opens at once; with neither, nothing", () => {
    expect(visibleDialogs(initialDialogState({ cashback: null, popup }, "")).map((item) => item.component)).toEqual(["campaign-popup"]);
    expect(initialDialogState({ cashback: null, popup: null }, "")).toEqual({ stack: [], queue: [] });
    expect(initialDialogState(null, "")).toEqual({ stack: [], queue: [] });
    expect(afterLoginItems({ cashback, popup: null })[0]!.props).toMatchObject({ nextPopup: null });
  });

  it("?sidebar=1 opens the side menu beside them (a curtain: another kind, so both show)", () => {
    const data: AfterLoginData = { cashback, popup: null };
    expect(visibleDialogs(initialDialogState(data, "?sidebar=1")).map((item) => `${item.kind}:${item.component}`)).toEqual(["popup:cashback", "curtain:sidebar"]);
    expect(visibleDialogs(initialDialogState(null, "?a=1&sidebar=1")).map((item) => item.id)).toEqual(["sidebar"]);
    expect(initialDialogState(null, "?sidebar=0").stack).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { storedRegistrationReopen } from "./url-dialogs";

describe("storedRegistrationReopen (spec §2: show_popup_reg kept in local storage)", () => {
  it("adds the flag to the page's own address, its query kept", () => {
    expect(storedRegistrationReopen("/ru/gamehall", "?category=2")).toBe("/ru/gamehall?category=2&show_popup_reg=1");
    expect(storedRegistrationReopen("/", "")).toBe("/?show_popup_reg=1");
  });

  it("leaves a page alone when a dialog of the address is open, and the sign-in and sign-up pages", () => {
    expect(storedRegistrationReopen("/", "?show_popup_reg=1")).toBeNull();
    expect(storedRegistrationReopen("/gamehall", "?show_popup_auth=1")).toBeNull();
    expect(storedRegistrationReopen("/cashier", "?redirectUrl=%2Fcashier")).toBeNull();
    expect(storedRegistrationReopen("/forms/sign_up", "")).toBeNull();
    expect(storedRegistrationReopen("/ru/forms/sign_in", "")).toBeNull();
  });
});

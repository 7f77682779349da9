import { describe, expect, it } from "vitest";
import { currentTab } from "./area-layout";
import { profileChildren } from "./profile-nav";

const tabs = profileChildren.map(({ to, key }) => ({ to, key, end: to === "/profile" }));
const current = (pathname: string) => currentTab(tabs, pathname)?.to;

describe("the section a profile page belongs to (named by the phone menu)", () => {
  it("is the longest tab path the page's path starts with, in either locale", () => {
    expect(current("/profile")).toBe("/profile");
    expect(current("/ru/profile/")).toBe("/profile");
    expect(current("/profile/settings")).toBe("/profile/settings");
    expect(current("/ru/profile/bets/exports")).toBe("/profile/bets");
    expect(current("/profile/responsible-game")).toBe("/profile/responsible-game");
  });

  it("is none for a path that only shares a prefix of letters, or is outside the area", () => {
    expect(current("/profile/settingsx")).toBeUndefined();
    expect(current("/profile/unknown")).toBeUndefined();
    expect(current("/cashier")).toBeUndefined();
  });
});

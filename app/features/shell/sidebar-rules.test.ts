import { describe, expect, it } from "vitest";
import { sidebarNav, sidebarOpenIn, withSidebar, withoutSidebar } from "./sidebar-rules";

describe("the side menu's address (?sidebar=1)", () => {
  it("opens with the flag only, keeping the page's own query", () => {
    expect(sidebarOpenIn("?sidebar=1")).toBe(true);
    expect(sidebarOpenIn("?sidebar=0")).toBe(false);
    expect(sidebarOpenIn("")).toBe(false);
    expect(withSidebar("/ru/gamehall", "?category=2")).toBe("/ru/gamehall?category=2&sidebar=1");
    expect(withSidebar("/", "?sidebar=1")).toBe("/?sidebar=1");
  });

  it("closes to the same page without the flag", () => {
    expect(withoutSidebar("/ru/gamehall", "?category=2&sidebar=1")).toBe("/ru/gamehall?category=2");
    expect(withoutSidebar("/", "?sidebar=1")).toBe("/");
  });

  it("lists the offers index (the menu banner's default target) among the site's sections", () => {
    expect(sidebarNav.map((item) => item.to)).toEqual(["/", "/gamehall", "/betting", "/promotions", "/offers", "/tournaments", "/jackpots", "/loyalty", "/winners", "/providers", "/support"]);
  });

  it("gives every entry an icon of its own (issue 39 item 6), none of them the bare plus", () => {
    const icons = sidebarNav.map((item) => item.icon);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain("plus");
  });
});

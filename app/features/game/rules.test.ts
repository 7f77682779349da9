import { describe, expect, it } from "vitest";
import type { FullScreenOption } from "~/content/games-item";
import { type AppPlatform, type ModeInput, decideMode, detectPlatform, fullScreenVisible, requestedMode } from "./rules";

describe("full-screen visibility (spec §9 options × spec §4 platforms)", () => {
  const table: Array<[FullScreenOption, AppPlatform, boolean]> = [
    ["all", "default", true],
    ["all", "installed", true],
    ["all", "embedded", true],
    ["telegram", "default", false],
    ["telegram", "installed", false],
    ["telegram", "embedded", true],
    ["product", "default", false],
    ["product", "installed", true],
    ["product", "embedded", false],
    ["none", "default", false],
    ["none", "installed", false],
    ["none", "embedded", false],
  ];
  it.each(table)("%s on %s → %s", (option, platform, shown) => {
    expect(fullScreenVisible(option, platform)).toBe(shown);
  });
});

describe("the platform the page runs on", () => {
  const media = (standalone: boolean) => (query: string) => ({ matches: standalone && query === "(display-mode: standalone)" });
  const top = {};
  it("a browser tab is the default platform", () => {
    expect(detectPlatform({ matchMedia: media(false), self: top, top, navigator: {} })).toBe("default");
  });
  it("display-mode standalone (or iOS navigator.standalone) is the installed app", () => {
    expect(detectPlatform({ matchMedia: media(true), self: top, top, navigator: {} })).toBe("installed");
    expect(detectPlatform({ matchMedia: media(false), self: top, top, navigator: { standalone: true } })).toBe("installed");
  });
  it("a frame or the messaging-app mini-app is the embedded view", () => {
    expect(detectPlatform({ matchMedia: media(true), self: {}, top, navigator: {} })).toBe("embedded");
    expect(detectPlatform({ matchMedia: media(false), self: top, top, navigator: {}, Telegram: { WebApp: {} } })).toBe("embedded");
  });
});

describe("the mode a visit asks for", () => {
  it("?mode= wins; otherwise real for a player, demo for a guest", () => {
    expect(requestedMode(new URLSearchParams("mode=real"), false)).toBe("real");
    expect(requestedMode(new URLSearchParams("mode=demo"), true)).toBe("demo");
    expect(requestedMode(new URLSearchParams(""), true)).toBe("real");
    expect(requestedMode(new URLSearchParams(""), false)).toBe("demo");
    expect(requestedMode(new URLSearchParams("mode=whatever"), false)).toBe("demo");
  });
});

describe("what the game page launches", () => {
  const base: ModeInput = { requested: "real", signedIn: true, balance: 100, canAccessSlotWithZeroBalance: false, freespins: 0, hasDemo: true };

  it("demo is open to everyone", () => {
    expect(decideMode({ ...base, requested: "demo", signedIn: false })).toEqual({ launch: "demo", gate: null });
    expect(decideMode({ ...base, requested: "demo", balance: 0 })).toEqual({ launch: "demo", gate: null });
  });
  it("real money for a guest: the registration dialog over the demo", () => {
    expect(decideMode({ ...base, signedIn: false, balance: 0 })).toEqual({ launch: "demo", gate: "sign-up" });
  });
  it("a game without demo asks a guest to register even when demo was asked for", () => {
    expect(decideMode({ ...base, requested: "demo", signedIn: false, hasDemo: false })).toEqual({ launch: null, gate: "sign-up" });
    expect(decideMode({ ...base, requested: "demo", hasDemo: false })).toEqual({ launch: "real", gate: null });
  });
  it("real money for a player with money", () => {
    expect(decideMode(base)).toEqual({ launch: "real", gate: null });
  });
  it("zero balance: only when canAccessSlotWithZeroBalance, or with free spins for this game; else deposit", () => {
    expect(decideMode({ ...base, balance: 0 })).toEqual({ launch: null, gate: "deposit" });
    expect(decideMode({ ...base, balance: -5 })).toEqual({ launch: null, gate: "deposit" });
    expect(decideMode({ ...base, balance: 0, canAccessSlotWithZeroBalance: true })).toEqual({ launch: "real", gate: null });
    expect(decideMode({ ...base, balance: 0, freespins: 3 })).toEqual({ launch: "real", gate: null });
  });
});

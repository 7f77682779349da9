import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { publishedFlags, pwaFlagsAtom, raisePwaFlagAtom } from "./flags";

describe("the PWA flags (jotai)", () => {
  it("start down, and each raised flag stays up beside the others", () => {
    const store = createStore();
    expect(store.get(pwaFlagsAtom)).toEqual({ installed: false, offlineReady: false, needRefresh: false, error: false, storageBlocked: false });
    store.set(raisePwaFlagAtom, "offlineReady");
    store.set(raisePwaFlagAtom, "needRefresh");
    expect(store.get(pwaFlagsAtom)).toEqual({ installed: false, offlineReady: true, needRefresh: true, error: false, storageBlocked: false });
  });

  it("a flag raised again changes nothing (no new state, nothing renders again)", () => {
    const store = createStore();
    store.set(raisePwaFlagAtom, "installed");
    const before = store.get(pwaFlagsAtom);
    let changes = 0;
    store.sub(pwaFlagsAtom, () => changes++);
    store.set(raisePwaFlagAtom, "installed");
    expect(store.get(pwaFlagsAtom)).toBe(before);
    expect(changes).toBe(0);
  });

  it("publishes the worker's flags as <html> dataset keys, the frame's cookie notice not", () => {
    expect(publishedFlags({ installed: true, offlineReady: true, needRefresh: true, error: true, storageBlocked: true })).toEqual([
      "pwaInstalled",
      "pwaOfflineReady",
      "pwaNeedRefresh",
      "pwaError",
    ]);
    expect(publishedFlags({ installed: false, offlineReady: false, needRefresh: false, error: false, storageBlocked: true })).toEqual([]);
  });
});

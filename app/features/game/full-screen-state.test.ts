import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullScreenOnAtom, fullscreenApiAtom, stageFilledAtom } from "./full-screen-state";

/** A document whose full-screen element the test sets, telling its listeners as a browser does. */
function fakeDocument() {
  const events = new EventTarget();
  const doc = Object.assign(events, { fullscreenElement: null as object | null, webkitFullscreenElement: undefined as object | null | undefined });
  vi.stubGlobal("document", doc);
  return doc;
}

afterEach(() => vi.unstubAllGlobals());

describe("the game's full screen (jotai)", () => {
  it("follows the Fullscreen API while read, the prefixed event included", () => {
    const doc = fakeDocument();
    const store = createStore();
    const unsubscribe = store.sub(fullScreenOnAtom, () => undefined);
    expect(store.get(fullScreenOnAtom)).toBe(false);
    doc.fullscreenElement = {};
    doc.dispatchEvent(new Event("fullscreenchange"));
    expect([store.get(fullscreenApiAtom), store.get(fullScreenOnAtom)]).toEqual([true, true]);
    doc.fullscreenElement = null;
    doc.webkitFullscreenElement = {};
    doc.dispatchEvent(new Event("webkitfullscreenchange"));
    expect(store.get(fullScreenOnAtom)).toBe(true);
    doc.webkitFullscreenElement = null;
    doc.dispatchEvent(new Event("webkitfullscreenchange"));
    expect(store.get(fullScreenOnAtom)).toBe(false);
    unsubscribe();
    // No longer read: a change no longer reaches the state.
    doc.fullscreenElement = {};
    doc.dispatchEvent(new Event("fullscreenchange"));
    expect(store.get(fullscreenApiAtom)).toBe(false);
  });

  it("is on while the stage fills the viewport (no Fullscreen API), and off once the fill ends", () => {
    fakeDocument();
    const store = createStore();
    store.sub(fullScreenOnAtom, () => undefined);
    store.set(stageFilledAtom, true);
    expect(store.get(fullScreenOnAtom)).toBe(true);
    store.set(stageFilledAtom, false);
    expect(store.get(fullScreenOnAtom)).toBe(false);
  });
});

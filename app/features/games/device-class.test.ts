import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceClassAtom } from "./device-class";

/** A viewport whose width the test sets; its media queries tell their listeners when a breakpoint is crossed. */
function fakeViewport(width: number) {
  const listeners = new Map<string, Set<() => void>>();
  const window = {
    innerWidth: width,
    matchMedia: (query: string) => ({
      addEventListener: (_: "change", listener: () => void) => listeners.set(query, (listeners.get(query) ?? new Set()).add(listener)),
      removeEventListener: (_: "change", listener: () => void) => listeners.get(query)?.delete(listener),
    }),
  };
  vi.stubGlobal("window", window);
  return {
    resize(to: number) {
      const crossed = [...listeners.keys()].filter((query) => {
        const min = Number(query.match(/\d+/)![0]);
        return width < min !== to < min;
      });
      width = window.innerWidth = to;
      for (const query of crossed) for (const listener of listeners.get(query) ?? []) listener();
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the device class (jotai)", () => {
  it("is unknown (null) until something reads it in the browser, as on the server and at hydration", () => {
    fakeViewport(1440);
    expect(createStore().get(deviceClassAtom)).toBeNull();
  });

  it("takes the viewport's class once read, follows it across breakpoints, and stops listening when no longer read", () => {
    const viewport = fakeViewport(360);
    const store = createStore();
    const seen: unknown[] = [];
    const unsubscribe = store.sub(deviceClassAtom, () => seen.push(store.get(deviceClassAtom)));
    expect(store.get(deviceClassAtom)).toBe("mobile");
    viewport.resize(800);
    viewport.resize(1300);
    viewport.resize(1920);
    expect(seen).toEqual(["mobile", "tablet", "laptopLg", "desktopLg"]);
    expect(viewport.listening()).toBe(6);
    unsubscribe();
    expect(viewport.listening()).toBe(0);
  });
});

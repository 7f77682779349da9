import { describe, expect, it } from "vitest";
import { guardedStorage, guardedStorageSource, storageOf } from "./storage";

function denied(): Pick<Window, "localStorage" | "sessionStorage"> {
  const refuse = () => {
    throw new DOMException("Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.", "SecurityError");
  };
  return Object.defineProperties({}, { localStorage: { get: refuse }, sessionStorage: { get: refuse } }) as Pick<Window, "localStorage" | "sessionStorage">;
}

function realStorage(options: { full?: boolean } = {}): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
  };
}

describe("guardedStorage", () => {
  it("storage denied (the property read throws): reads and writes never throw and keep the value in memory", () => {
    const store = guardedStorage("sessionStorage", denied);
    expect(store.getItem("k")).toBeNull();
    store.setItem("k", "v");
    expect(store.getItem("k")).toBe("v");
    store.removeItem("k");
    expect(store.getItem("k")).toBeNull();
  });

  it("the memory is one per window and per kind", () => {
    const win = denied();
    storageOf(win, "localStorage").setItem("k", "local");
    expect(storageOf(win, "localStorage").getItem("k")).toBe("local");
    expect(storageOf(win, "sessionStorage").getItem("k")).toBeNull();
    expect(storageOf(denied(), "localStorage").getItem("k")).toBeNull();
  });

  it("the browser's storage when it answers", () => {
    const real = realStorage();
    real.setItem("kept", "before");
    const store = guardedStorage("localStorage", () => ({ localStorage: real, sessionStorage: real }));
    expect(store.getItem("kept")).toBe("before");
    store.setItem("k", "v");
    expect(real.getItem("k")).toBe("v");
    store.removeItem("kept");
    expect(real.getItem("kept")).toBeNull();
  });

  it("a write that throws (a full quota) is kept in memory, and the stored values are still read", () => {
    const real = realStorage({ full: true });
    const store = guardedStorage("localStorage", () => ({ localStorage: real, sessionStorage: real }));
    store.setItem("k", "v");
    expect(store.getItem("k")).toBe("v");
    store.removeItem("k");
    expect(store.getItem("k")).toBeNull();
  });

  it("without a window (the server) it is memory", () => {
    const store = guardedStorage("localStorage", () => undefined);
    store.setItem("k", "v");
    expect(store.getItem("k")).toBe("v");
  });
});

describe("guardedStorageSource", () => {
  it("an inline script's storage: a denied storage reads null and a removal does not throw", () => {
    const win = denied();
    const store = new Function("window", `return ${guardedStorageSource("localStorage")}`)(win) as { getItem(key: string): string | null; removeItem(key: string): void };
    expect(store.getItem("k")).toBeNull();
    expect(() => store.removeItem("k")).not.toThrow();
    const real = realStorage();
    real.setItem("k", "v");
    const working = new Function("window", `return ${guardedStorageSource("localStorage")}`)({ localStorage: real }) as { getItem(key: string): string | null };
    expect(working.getItem("k")).toBe("v");
  });
});

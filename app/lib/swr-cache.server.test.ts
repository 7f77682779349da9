import { describe, expect, it, vi } from "vitest";
import { createSwrCache } from "./swr-cache.server";

/** A load the test resolves or rejects by hand, counting its calls. */
function controlledLoad<T>() {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

function setup(ttlMs = 1000) {
  let time = 10_000;
  const onError = vi.fn();
  const cache = createSwrCache<string>({ ttlMs, now: () => time, onError });
  return {
    cache,
    onError,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSwrCache", () => {
  it("loads once, then serves the fresh value without loading again", async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => "v1");
    expect(await cache.get("uz", load)).toBe("v1");
    advance(1000); // exactly the ttl: still fresh
    expect(await cache.get("uz", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart", async () => {
    const { cache } = setup();
    expect(await cache.get("uz", async () => "uz config")).toBe("uz config");
    expect(await cache.get("ru", async () => "ru config")).toBe("ru config");
    expect(await cache.get("uz", async () => "other")).toBe("uz config");
  });

  it("serves the stale value at once while one refresh runs, then the new value", async () => {
    const { cache, advance } = setup();
    await cache.get("uz", async () => "v1");
    advance(1001);

    const { load, calls } = controlledLoad<string>();
    expect(await cache.get("uz", load)).toBe("v1");
    expect(await cache.get("uz", load)).toBe("v1");
    expect(await cache.get("uz", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);

    calls[0]?.resolve("v2");
    await settle();
    expect(await cache.get("uz", load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("has one first load in flight per key, however many ask at once", async () => {
    const { cache } = setup();
    const { load, calls } = controlledLoad<string>();
    const pending = Array.from({ length: 20 }, () => cache.get("uz", load));
    const other = cache.get("ru", load);
    expect(load).toHaveBeenCalledTimes(2);

    calls[0]?.resolve("uz value");
    calls[1]?.resolve("ru value");
    expect(new Set(await Promise.all(pending))).toEqual(new Set(["uz value"]));
    expect(await other).toBe("ru value");
  });

  it("keeps the last good value when a refresh fails, reports it, and tries again later", async () => {
    const { cache, advance, onError } = setup();
    await cache.get("uz", async () => "v1");
    advance(5000);

    const failure = new Error("platform down");
    expect(await cache.get("uz", () => Promise.reject(failure))).toBe("v1");
    await settle();
    expect(onError).toHaveBeenCalledWith("uz", failure);

    // Still stale: the next request starts a new refresh, which may succeed.
    const load = vi.fn(async () => "v2");
    expect(await cache.get("uz", load)).toBe("v1");
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get("uz", load)).toBe("v2");
  });

  it("rejects when the first load fails, and does not remember the failure", async () => {
    const { cache, onError } = setup();
    await expect(cache.get("uz", () => Promise.reject(new Error("no config")))).rejects.toThrow("no config");
    expect(onError).not.toHaveBeenCalled();
    expect(await cache.get("uz", async () => "v1")).toBe("v1");
  });

  it("shares a failing first load among everyone waiting on it", async () => {
    const { cache } = setup();
    const { load, calls } = controlledLoad<string>();
    const first = cache.get("uz", load);
    const second = cache.get("uz", load);
    calls[0]?.reject(new Error("boom"));
    await expect(first).rejects.toThrow("boom");
    await expect(second).rejects.toThrow("boom");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts from scratch after clear()", async () => {
    const { cache } = setup();
    await cache.get("uz", async () => "v1");
    cache.clear();
    expect(await cache.get("uz", async () => "v2")).toBe("v2");
  });

  it("dates a refreshed value from when it arrived", async () => {
    const { cache, advance } = setup();
    await cache.get("uz", async () => "v1");
    advance(1500);
    const { load, calls } = controlledLoad<string>();
    await cache.get("uz", load);
    advance(800); // the refresh takes a while
    calls[0]?.resolve("v2");
    await settle();
    advance(900); // 900 ms after v2 arrived: fresh
    const next = vi.fn(async () => "v3");
    expect(await cache.get("uz", next)).toBe("v2");
    expect(next).not.toHaveBeenCalled();
  });
});

describe("createSwrCache's peek", () => {
  it("tells what is held and whether it is stale, loading nothing", async () => {
    const { cache, advance } = setup();
    const load = vi.fn(async () => "v1");
    expect(cache.peek("uz")).toBeUndefined();
    expect(cache.isStale("uz")).toBe(false);
    await cache.get("uz", load);
    expect(cache.peek("uz")).toBe("v1");
    expect(cache.isStale("uz")).toBe(false);
    advance(1001);
    expect(cache.peek("uz")).toBe("v1");
    expect(cache.isStale("uz")).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("createSwrCache's bound", () => {
  it("keeps at most `max` keys, dropping the least recently used", async () => {
    const cache = createSwrCache<string>({ ttlMs: 60_000, max: 2 });
    const load = vi.fn(async () => "value");
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load); // a is now the most recent
    await cache.get("c", load); // b goes
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("a", load);
    await cache.get("c", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("b", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

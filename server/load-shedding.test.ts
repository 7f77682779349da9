import { afterEach, describe, expect, it, vi } from "vitest";
import { SHED, createRenderGate, wantsJson } from "./load-shedding.ts";

function latch() {
  let open: () => void = () => undefined;
  const opened = new Promise<string>((resolve) => {
    open = () => resolve("rendered");
  });
  return { open, render: () => opened };
}

describe("the render gate (issue 28, decision 052)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs up to its concurrency at once, queues up to its queue and refuses the next one at once", async () => {
    const gate = createRenderGate({ concurrency: 2, queueMax: 1, queueMs: 60_000 });
    const slow = latch();
    const running = [gate.run(slow.render), gate.run(slow.render)];
    const queued = gate.run(async () => "queued");
    // Slots and queue full: refused without waiting for anything.
    expect(await gate.run(async () => "too many")).toBe(SHED);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1, shed: 1 });
    slow.open();
    expect(await Promise.all(running)).toEqual(["rendered", "rendered"]);
    expect(await queued).toBe("queued");
  });

  it("refuses a request that waited longer than the queue limit, and runs none of it", async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ concurrency: 1, queueMax: 10, queueMs: 1_000 });
    const slow = latch();
    const running = gate.run(slow.render);
    const waited = vi.fn(async () => "late");
    const waiting = gate.run(waited);
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.stats().waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBe(SHED);
    expect(waited).not.toHaveBeenCalled();
    slow.open();
    expect(await running).toBe("rendered");
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, shed: 1 });
  });

  it("lets a waiting request go when its client leaves, and never cuts a render that has started", async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ concurrency: 1, queueMax: 10, queueMs: 1_000 });
    const slow = latch();
    const running = gate.run(slow.render);
    const gone = new AbortController();
    const leaving = gate.run(async () => "never", gone.signal);
    gone.abort();
    expect(await leaving).toBe(SHED);
    // The render that started keeps its slot past the queue limit.
    await vi.advanceTimersByTimeAsync(5_000);
    slow.open();
    expect(await running).toBe("rendered");
  });

  it("passes a render's own error on", async () => {
    const gate = createRenderGate({ concurrency: 1, queueMax: 0, queueMs: 1_000 });
    await expect(gate.run(() => Promise.reject(new Error("crash")))).rejects.toThrow("crash");
    expect(gate.stats().shed).toBe(0);
  });
});

describe("which refused requests get JSON", () => {
  const request = (path: string, accept = "text/html") => ({ path, method: "GET", get: (name: string) => (name === "accept" ? accept : undefined) });
  it("client navigations' data, actions and resources; documents get the page", () => {
    for (const path of ["/gamehall.data", "/ru/_root.data", "/_actions/locale", "/ru/_resources/balance"]) expect(wantsJson(request(path) as never), path).toBe(true);
    for (const path of ["/", "/ru/gamehall", "/cashier/deposit", "/_resourcesx"]) expect(wantsJson(request(path) as never), path).toBe(false);
    expect(wantsJson(request("/gamehall", "application/json") as never)).toBe(true);
  });
});

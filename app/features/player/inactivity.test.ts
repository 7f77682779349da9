import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondsLeft, startInactivityTimer, warningDelayMs } from "./inactivity";

function callbacks() {
  return { onWarn: vi.fn<(left: number) => void>(), onExpire: vi.fn(), onReset: vi.fn() };
}

describe("inactivity timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("warns at 80% and counts the remaining 20% down each second, then expires", () => {
    const cb = callbacks();
    startInactivityTimer(50, cb, () => Date.now());
    vi.advanceTimersByTime(39_999);
    expect(cb.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cb.onWarn).toHaveBeenLastCalledWith(10);
    vi.advanceTimersByTime(1000);
    expect(cb.onWarn).toHaveBeenLastCalledWith(9);
    vi.advanceTimersByTime(8000);
    expect(cb.onWarn).toHaveBeenLastCalledWith(1);
    expect(cb.onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(cb.onExpire).toHaveBeenCalledTimes(1);
    expect(cb.onWarn).toHaveBeenCalledTimes(10);
    vi.advanceTimersByTime(60_000);
    expect(cb.onExpire).toHaveBeenCalledTimes(1);
  });

  it("activity before the warning resets the timer", () => {
    const cb = callbacks();
    const timer = startInactivityTimer(10, cb, () => Date.now());
    vi.advanceTimersByTime(7_000);
    timer.activity();
    vi.advanceTimersByTime(7_000);
    expect(cb.onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(cb.onWarn).toHaveBeenCalledWith(2);
    timer.stop();
  });

  it("activity while the warning shows does not hide it; stay signed in does", () => {
    const cb = callbacks();
    const timer = startInactivityTimer(10, cb, () => Date.now());
    vi.advanceTimersByTime(8_000);
    expect(timer.warning).toBe(true);
    timer.activity();
    expect(timer.warning).toBe(true);
    timer.extend();
    expect(timer.warning).toBe(false);
    expect(cb.onReset).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(7_999);
    expect(cb.onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(cb.onExpire).toHaveBeenCalledTimes(1);
  });

  it("stops for good", () => {
    const cb = callbacks();
    const timer = startInactivityTimer(10, cb, () => Date.now());
    timer.stop();
    timer.activity();
    timer.extend();
    vi.advanceTimersByTime(60_000);
    expect(cb.onWarn).not.toHaveBeenCalled();
    expect(cb.onExpire).not.toHaveBeenCalled();
  });

  it("computes the warning delay and the seconds left", () => {
    expect(warningDelayMs(1800)).toBe(1_440_000);
    expect(secondsLeft(1800, 1_440_000)).toBe(360);
    expect(secondsLeft(10, 8_500)).toBe(2);
    expect(secondsLeft(10, 12_000)).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultBalanceUpdate } from "~/content/balance-update";
import { isGamePath, startBalancePoller } from "./balance-poller";

describe("balance poller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("refreshes every 10 s by default", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now());
    vi.advanceTimersByTime(9_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it("stops 5 minutes after the last activity, and activity restarts it", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now());
    vi.advanceTimersByTime(5 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(30);
    expect(poller.polling).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(30);
    poller.activity();
    expect(poller.polling).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(31);
    poller.stop();
  });

  it("activity pushes the turn-off back", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now());
    vi.advanceTimersByTime(4 * 60_000);
    poller.activity();
    vi.advanceTimersByTime(4 * 60_000);
    expect(poller.polling).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(poller.polling).toBe(false);
    poller.stop();
  });

  it("keeps polling when turning off is disabled", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller({ ...defaultBalanceUpdate, isEnabledTurnOffRequests: false }, refresh, () => Date.now());
    vi.advanceTimersByTime(60 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(360);
    poller.stop();
  });

  it("does not poll when the interval is disabled, but a click still refreshes", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller({ ...defaultBalanceUpdate, isEnabledInterval: false }, refresh, () => Date.now());
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    poller.click();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(poller.polling).toBe(false);
    poller.stop();
  });

  it("lets click-triggered refreshes through at most once per second", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now());
    poller.click();
    poller.click();
    vi.advanceTimersByTime(999);
    poller.click();
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    poller.click();
    expect(refresh).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it("keeps the click delay across pollers sharing the click clock", () => {
    const refresh = vi.fn();
    const clicks = { last: -Infinity };
    const first = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now(), clicks);
    first.click();
    first.stop();
    const second = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now(), clicks);
    second.click();
    expect(refresh).toHaveBeenCalledTimes(1);
    second.stop();
  });

  it("ignores clicks when click refreshes are disabled", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller({ ...defaultBalanceUpdate, isEnabledRequestsAfterClick: false }, refresh, () => Date.now());
    poller.click();
    expect(refresh).not.toHaveBeenCalled();
    poller.stop();
  });

  it("does nothing after stop", () => {
    const refresh = vi.fn();
    const poller = startBalancePoller(defaultBalanceUpdate, refresh, () => Date.now());
    poller.stop();
    poller.click();
    poller.activity();
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("knows the game pages of both locales", () => {
    expect(isGamePath("/game/book-of-ra")).toBe(true);
    expect(isGamePath("/ru/game/book-of-ra")).toBe(true);
    expect(isGamePath("/gamehall")).toBe(false);
    expect(isGamePath("/ru/gamehall/3")).toBe(false);
    expect(isGamePath("/")).toBe(false);
  });
});

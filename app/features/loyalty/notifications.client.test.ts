import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { dialogRenderer } from "~/features/dialogs/registry";
import type { NotificationView } from "./loyalty.server";
import { NOTIFICATION_DIALOG, NOTIFICATION_SOUND_URL, announce, playNotificationSound } from "./notifications.client";

const level: NotificationView = { id: "7", trigger: "level", shownAs: "dialog", title: "Yangi daraja!", message: "Siz «Kumush» darajasiga chiqdingiz.", amount: "+10,000 so‘m", image: null };
const product: NotificationView = { id: "8", trigger: "product", shownAs: "toast", title: "Xarid", message: "10 bepul aylantirish", amount: null, image: null };

afterEach(() => vi.useRealTimers());

describe("loyalty notifications in the browser (spec §9)", () => {
  it("300 ms after they arrive: dialogs on the stack, toasts for the others, one sound", () => {
    vi.useFakeTimers();
    const enqueue = vi.fn();
    const toast = vi.fn();
    const sound = vi.fn();
    announce([level, product], { enqueue, toast, sound });
    expect(dialogRenderer(NOTIFICATION_DIALOG)).toBeTypeOf("function");
    vi.advanceTimersByTime(299);
    expect([enqueue.mock.calls.length, toast.mock.calls.length, sound.mock.calls.length]).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(1);
    expect(enqueue.mock.calls).toEqual([[{ id: "loyalty-7", kind: "popup", component: NOTIFICATION_DIALOG, props: level }]]);
    expect(toast.mock.calls).toEqual([[{ id: "loyalty-8", type: "info", key: "loyalty.notification.toast", values: { title: "Xarid", message: "10 bepul aylantirish", amount: "" } }]]);
    expect(sound).toHaveBeenCalledTimes(1);
  });

  it("a toast whose title ends in its own mark reads without a doubled one, both locales (issue 38)", async () => {
    vi.useFakeTimers();
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { uz: { common: uz }, ru: { common: ru } }, defaultNS: "common", interpolation: { escapeValue: false } });
    const read: string[] = [];
    for (const [lng, dict] of [["uz", uz], ["ru", ru]] as const) {
      const title = dict.loyalty.notification.titles.register;
      const toast = vi.fn();
      announce([{ ...product, title, message: "10 bepul aylantirish" }, { ...product, id: "9", title: "Xarid", message: "10 bepul aylantirish" }], { enqueue: vi.fn(), toast, sound: vi.fn() });
      vi.runAllTimers();
      for (const [call] of toast.mock.calls as Array<[{ key: string; values: Record<string, string> }]>) read.push(i18n.getFixedT(lng)(call.key, call.values));
    }
    expect(read).toEqual(["Xush kelibsiz! 10 bepul aylantirish", "Xarid. 10 bepul aylantirish", "Добро пожаловать! 10 bepul aylantirish", "Xarid. 10 bepul aylantirish"]);
  });

  it("nothing new: nothing shows and no sound plays", () => {
    vi.useFakeTimers();
    const sound = vi.fn();
    announce([], { enqueue: vi.fn(), toast: vi.fn(), sound });
    vi.runAllTimers();
    expect(sound).not.toHaveBeenCalled();
  });

  it("the sound plays at volume 0.5; a browser's refusal (autoplay) is caught, never an unhandled rejection", () => {
    const played = { catch: vi.fn() };
    const audio = { volume: 1, play: vi.fn(() => played) };
    const make = vi.fn(() => audio as unknown as HTMLAudioElement);
    playNotificationSound(make);
    expect(make).toHaveBeenCalledWith(NOTIFICATION_SOUND_URL);
    expect(audio.volume).toBe(0.5);
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(played.catch).toHaveBeenCalledTimes(1);
    // No audio at all (an old browser): no throw.
    expect(() => playNotificationSound(() => { throw new Error("no Audio"); })).not.toThrow();
  });
});

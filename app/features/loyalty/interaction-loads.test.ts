import { describe, expect, it, vi } from "vitest";
import { FIRST_INTERACTION, loadTrigger, watchFirstInteraction } from "./interaction-loads";

describe("the first interaction (spec §4: click, double click, touch)", () => {
  it.each(FIRST_INTERACTION)("%s is the first interaction; later ones are not; every listener goes", (type) => {
    const target = new EventTarget();
    const removed = vi.spyOn(target, "removeEventListener");
    const first = watchFirstInteraction(target);
    const callback = vi.fn();
    first.then(callback);
    target.dispatchEvent(new Event("keydown"));
    target.dispatchEvent(new Event("scroll"));
    expect([first.happened(), callback.mock.calls.length]).toEqual([false, 0]);
    target.dispatchEvent(new Event(type));
    expect([first.happened(), callback.mock.calls.length]).toEqual([true, 1]);
    for (const again of FIRST_INTERACTION) target.dispatchEvent(new Event(again));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls.map(([name]) => name).sort()).toEqual([...FIRST_INTERACTION].sort());
    // Code that starts waiting afterwards (a page loaded after the click that led to it) hears of it at once.
    const late = vi.fn();
    first.then(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("one who stops waiting is not called", () => {
    const target = new EventTarget();
    const first = watchFirstInteraction(target);
    const callback = vi.fn();
    first.then(callback)();
    target.dispatchEvent(new Event("click"));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("loads on the first interaction and on every path change (spec §4; decisions 031, 034)", () => {
  it("nothing before the first interaction; once for it; again for each new path; never for a search or hash change", () => {
    const load = vi.fn();
    const trigger = loadTrigger(load);
    trigger.at({ pathname: "/loyalty", search: "", hash: "" });
    trigger.at({ pathname: "/gamehall", search: "", hash: "" });
    trigger.at({ pathname: "/loyalty", search: "", hash: "" });
    expect(load).not.toHaveBeenCalled();
    trigger.interacted();
    expect(load.mock.calls).toEqual([["/loyalty"]]);
    // More clicks, double clicks and touches: still one.
    trigger.interacted();
    trigger.interacted();
    // The same path with another search or hash (a dialog opened from the URL, a filter, an anchor).
    trigger.at({ pathname: "/loyalty", search: "?character=choose", hash: "" });
    trigger.at({ pathname: "/loyalty", search: "?character=choose", hash: "#programs" });
    trigger.at({ pathname: "/loyalty", search: "", hash: "" });
    expect(load).toHaveBeenCalledTimes(1);
    // Each new path, back to an earlier one included.
    trigger.at({ pathname: "/loyalty/shop", search: "", hash: "" });
    trigger.at({ pathname: "/loyalty/shop", search: "?buy=2", hash: "" });
    trigger.at({ pathname: "/ru/loyalty/shop", search: "?buy=2", hash: "" });
    trigger.at({ pathname: "/loyalty", search: "", hash: "" });
    expect(load.mock.calls).toEqual([["/loyalty"], ["/loyalty/shop"], ["/ru/loyalty/shop"], ["/loyalty"]]);
  });

  it("a page mounted after the interaction (the click that led to it) loads at once for its path", () => {
    const load = vi.fn();
    const trigger = loadTrigger(load);
    trigger.interacted();
    expect(load).not.toHaveBeenCalled();
    trigger.at({ pathname: "/ru/loyalty" });
    trigger.at({ pathname: "/ru/loyalty", search: "?x=1" });
    expect(load.mock.calls).toEqual([["/ru/loyalty"]]);
  });
});

import { describe, expect, it } from "vitest";
import { interactiveMark } from "./interactive";

describe("the page's interactive mark (html[data-hydrated])", () => {
  it("waits for the root and for every deferred component shown on the first render", () => {
    const target = { dataset: {} as DOMStringMap };
    const mark = interactiveMark(target);
    mark.wait();
    mark.wait();
    mark.hydrated();
    expect(target.dataset.hydrated).toBeUndefined();
    mark.done();
    expect(target.dataset.hydrated).toBeUndefined();
    mark.done();
    expect(target.dataset.hydrated).toBe("true");
  });

  it("is set at hydration when no deferred component waits, and a component that leaves counts as done", () => {
    const bare = { dataset: {} as DOMStringMap };
    interactiveMark(bare).hydrated();
    expect(bare.dataset.hydrated).toBe("true");
    const target = { dataset: {} as DOMStringMap };
    const mark = interactiveMark(target);
    mark.wait();
    mark.done();
    expect(target.dataset.hydrated).toBeUndefined();
    mark.hydrated();
    expect(target.dataset.hydrated).toBe("true");
  });
});

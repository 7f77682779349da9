import { describe, expect, it } from "vitest";
import { z } from "zod";
import { list, page } from "./shared.server";

const item = z.object({ id: z.number() }).passthrough();

describe("list answers (spec §7): a bare array or { items, total }", () => {
  it("reads each shape the platform sends, the total falling back to the number of items", () => {
    expect(page(item).parse([{ id: 1 }, { id: 2 }])).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(page(item).parse({ items: [{ id: 1 }], total: "40" })).toEqual({ items: [{ id: 1 }], total: 40 });
    expect(page(item).parse({ items: [{ id: 1 }] })).toEqual({ items: [{ id: 1 }], total: 1 });
    expect(page(item).parse(null)).toEqual({ items: [], total: 0 });
    expect(list(item).parse({ items: [{ id: 3 }], total: 9 })).toEqual([{ id: 3 }]);
    expect(() => list(item).parse([{ id: "x" }])).toThrow();
  });

  it("makes one schema per item schema (issue 27: the API objects are made per request)", () => {
    expect(page(item)).toBe(page(item));
    expect(list(item)).toBe(list(item));
    expect(list(item)).not.toBe(page(item));
    const other = z.object({ id: z.string() });
    expect(page(other)).not.toBe(page(item));
    expect(page(other).parse([{ id: "a" }])).toEqual({ items: [{ id: "a" }], total: 1 });
  });
});

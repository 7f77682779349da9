import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPORT_MAX_DAYS, checkDayRange, daysIncluded, exportFormSchema, localDay, parseDay, shiftDay } from "./date-range";

const today = "2026-11-23";

describe("parseDay: the two ways a player writes a day", () => {
  it("reads a date input's YYYY-MM-DD and the site's dd.mm.yyyy as the same day", () => {
    expect(parseDay("2026-02-01")).toBe("2026-02-01");
    expect(parseDay("01.02.2026")).toBe("2026-02-01");
    expect(parseDay("1.2.2026")).toBe("2026-02-01");
    expect(parseDay(" 29.02.2024 ")).toBe("2024-02-29");
  });

  it("refuses what is not a calendar day", () => {
    for (const value of ["", "2026-02-30", "2025-02-29", "31.04.2026", "2026-13-01", "2026-1-1", "01/02/2026", "tomorrow", "2026-02-01T00:00", "0999-01-01", "1e3"]) {
      expect(parseDay(value), value).toBeNull();
    }
  });

  it("round-trips every real day in both forms (property)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }), (date) => {
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        const iso = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        expect(parseDay(iso)).toBe(iso);
        expect(parseDay(`${String(d).padStart(2, "0")}.${String(m).padStart(2, "0")}.${y}`)).toBe(iso);
      }),
    );
  });

  it("answers only a well-formed ISO day or null, whatever is typed (property)", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const day = parseDay(value);
        expect(day === null || /^\d{4}-\d{2}-\d{2}$/.test(day)).toBe(true);
      }),
    );
  });
});

describe("day arithmetic", () => {
  it("counts both ends and shifts across months, years and leap days", () => {
    expect(daysIncluded("2026-11-23", "2026-11-23")).toBe(1);
    expect(daysIncluded("2026-10-25", "2026-11-23")).toBe(30);
    expect(daysIncluded("2024-02-28", "2024-03-01")).toBe(3);
    expect(shiftDay("2026-03-01", 1)).toBe("2026-02-28");
    expect(shiftDay("2026-01-01", 1)).toBe("2025-12-31");
    expect(shiftDay(today, 29)).toBe("2026-10-25");
    expect(localDay(new Date(2026, 10, 23, 23, 59))).toBe("2026-11-23");
  });
});

describe("checkDayRange: the history filter and the export form", () => {
  it("takes an empty filter as no bounds, and one bound alone", () => {
    expect(checkDayRange({}, { today })).toEqual({ ok: true, from: null, to: null });
    expect(checkDayRange({ from: "01.11.2026", to: "" }, { today })).toEqual({ ok: true, from: "2026-11-01", to: null });
    expect(checkDayRange({ from: "2026-11-23", to: "2026-11-23" }, { today })).toEqual({ ok: true, from: "2026-11-23", to: "2026-11-23" });
  });

  it("puts each problem on its own field", () => {
    expect(checkDayRange({ from: "2026-02-30", to: "soon" }, { today })).toEqual({ ok: false, errors: { date_from: ["date"], date_to: ["date"] } });
    expect(checkDayRange({ from: "2026-11-24" }, { today })).toEqual({ ok: false, errors: { date_from: ["profile.bets.errors.future"] } });
    expect(checkDayRange({ from: "2026-11-10", to: "2026-11-09" }, { today })).toEqual({ ok: false, errors: { date_to: ["profile.bets.errors.reversed"] } });
  });

  it("requires both days of an export and at most a year of them", () => {
    expect(checkDayRange({ from: "", to: " " }, { today, required: true })).toEqual({ ok: false, errors: { date_from: ["required"], date_to: ["required"] } });
    expect(checkDayRange({ from: shiftDay(today, EXPORT_MAX_DAYS - 1), to: today }, { today, required: true, maxDays: EXPORT_MAX_DAYS }).ok).toBe(true);
    expect(checkDayRange({ from: shiftDay(today, EXPORT_MAX_DAYS), to: today }, { today, required: true, maxDays: EXPORT_MAX_DAYS })).toEqual({
      ok: false,
      errors: { date_to: [`profile.bets.errors.tooLong|{"days":${EXPORT_MAX_DAYS}}`] },
    });
  });

  it("accepts exactly the ranges of real days, not after today, start not after end (property)", () => {
    const day = fc.integer({ min: 0, max: 800 }).map((back) => shiftDay(today, back - 30));
    fc.assert(
      fc.property(day, day, (from, to) => {
        const check = checkDayRange({ from, to }, { today });
        expect(check.ok).toBe(from <= today && to <= today && from <= to);
      }),
    );
  });
});

describe("exportFormSchema", () => {
  it("sends the days as ISO days and keeps the form's key", () => {
    const parsed = exportFormSchema(today).safeParse({ date_from: "01.11.2026", date_to: "2026-11-20", request_key: "key-12345678" });
    expect(parsed.success && parsed.data).toEqual({ date_from: "2026-11-01", date_to: "2026-11-20", request_key: "key-12345678" });
  });

  it("reports each field's problem at its path", () => {
    const parsed = exportFormSchema(today).safeParse({ date_from: "2026-11-20", date_to: "2026-11-01" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["date_to", "profile.bets.errors.reversed"]]);
  });
});

describe("the bets texts", () => {
  it("name only keys that exist in both locales, the messages of the rules and the action included", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const uz = JSON.parse(readFileSync(new URL("../../i18n/locales/uz/common.json", import.meta.url), "utf8")) as Record<string, unknown>;
    const ru = JSON.parse(readFileSync(new URL("../../i18n/locales/ru/common.json", import.meta.url), "utf8")) as Record<string, unknown>;
    const text = (tree: Record<string, unknown>, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    // A plural text is named by its base key (`found` → `found_one`, `found_other`…).
    const has = (tree: Record<string, unknown>, key: string) => typeof text(tree, key) === "string" || typeof text(tree, `${key}_other`) === "string";
    const sources = [
      ...readdirSync(new URL(".", import.meta.url)).filter((name) => /\.tsx?$/.test(name) && !name.includes(".test.")).map((name) => new URL(name, import.meta.url)),
      ...["profile.bets.history.tsx", "profile.bets.exports.tsx", "bets.$.tsx"].map((name) => new URL(`../../routes/${name}`, import.meta.url)),
    ];
    const keys = new Set(sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/["`]((?:profile\.bets|validation)\.[\w.]+)(?=[|"`])/g)].map((match) => match[1]!)));
    // Keys built at run time: the two day labels and the three export states.
    for (const key of ["profile.bets.from", "profile.bets.to", "profile.bets.status.pending", "profile.bets.status.ready", "profile.bets.status.failed", "validation.required", "validation.date"]) keys.add(key);
    expect(keys.size).toBeGreaterThan(25);
    expect([...keys].filter((key) => !has(uz, key) || !has(ru, key))).toEqual([]);
  });
});

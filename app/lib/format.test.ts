import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencySymbol, formatAmount, formatDate, formatDateTime, formatTime } from "./format";

describe("formatAmount (spec §9: commas between thousands, two decimals for fractional amounts)", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [1234567, "1,234,567"],
    [1000000000, "1,000,000,000"],
  ])("writes the whole amount %d as %s", (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each([
    [0.5, "0.50"],
    [1234.5, "1,234.50"],
    [1234.56, "1,234.56"],
    [1234567.891, "1,234,567.89"],
    [0.1 + 0.2, "0.30"],
  ])("writes the fractional amount %d with two decimals: %s", (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it("rounds to cents first: what rounds to a whole amount has no decimals", () => {
    expect(formatAmount(999.999)).toBe("1,000");
    expect(formatAmount(12.001)).toBe("12");
  });

  it("never writes .00: a whole balance reads as the header shows it", () => {
    expect(formatAmount(0, { currency: "UZS" })).toBe("0 so‘m");
    expect(formatAmount(150000, { currency: "UZS", locale: "ru" })).toBe("150,000 сум");
    expect(formatAmount(1000.001, { currency: "USD" })).toBe("$1,000");
    expect(formatAmount(1234.5, { currency: "UZS" })).toBe("1,234.50 so‘m");
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => !formatAmount(value, { currency: "UZS" }).includes(".")));
  });

  it("puts the sign before the digits of a negative amount", () => {
    expect(formatAmount(-5)).toBe("-5");
    expect(formatAmount(-1234.5)).toBe("-1,234.50");
    expect(formatAmount(-1000000)).toBe("-1,000,000");
    expect(formatAmount(-5.5, { currency: "USD" })).toBe("-$5.50");
    expect(formatAmount(-5.5, { currency: "UZS", locale: "ru" })).toBe("-5.50 сум");
  });

  it("never writes a negative zero", () => {
    expect(formatAmount(-0)).toBe("0");
    expect(formatAmount(-0.004)).toBe("0");
  });

  it("writes the sum in the page's language, after the number", () => {
    expect(formatAmount(150000, { currency: "UZS" })).toBe("150,000 so‘m");
    expect(formatAmount(150000, { currency: "UZS", locale: "uz" })).toBe("150,000 so‘m");
    expect(formatAmount(150000, { currency: "UZS", locale: "ru" })).toBe("150,000 сум");
    expect(formatAmount(1500.5, { currency: "UZS", locale: "ru" })).toBe("1,500.50 сум");
  });

  it("puts the dollar and euro signs before the number, the rouble sign after", () => {
    expect(formatAmount(25, { currency: "USD" })).toBe("$25");
    expect(formatAmount(1250.5, { currency: "EUR", locale: "ru" })).toBe("€1,250.50");
    expect(formatAmount(1000, { currency: "RUB", locale: "ru" })).toBe("1,000 ₽");
  });

  it("writes an unknown currency by its code", () => {
    expect(formatAmount(1000, { currency: "KZT" })).toBe("1,000 KZT");
    expect(currencySymbol("KZT", "ru")).toBe("KZT");
  });

  it("has a symbol per locale", () => {
    expect(currencySymbol("UZS")).toBe("so‘m");
    expect(currencySymbol("UZS", "ru")).toBe("сум");
    expect(currencySymbol("USD", "uz")).toBe("$");
  });

  it("reads back as the amount rounded to cents, for any amount", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatAmount(value);
        expect(text).toMatch(/^-?\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/);
        const cents = Math.round(value * 100);
        expect(Math.round(Number(text.replace(/,/g, "")) * 100)).toBe(cents === 0 ? 0 : cents);
        expect(text.includes(".")).toBe(cents % 100 !== 0);
      }),
    );
  });
});

describe("dates and times (spec §9: dd.mm.yyyy, h:mm), in the server's time zone", () => {
  // Local-time constructors: the formatters use the process time zone, whatever it is.
  const morning = new Date(2024, 0, 5, 9, 7, 30);
  const night = new Date(2023, 11, 31, 23, 59, 59);

  it("writes dates as dd.MM.yyyy with leading zeros", () => {
    expect(formatDate(morning)).toBe("05.01.2024");
    expect(formatDate(night, "ru")).toBe("31.12.2023");
  });

  it("writes times as H:mm: hours without, minutes with a leading zero", () => {
    expect(formatTime(morning)).toBe("9:07");
    expect(formatTime(night)).toBe("23:59");
    expect(formatTime(new Date(2024, 5, 1, 0, 0))).toBe("0:00");
  });

  it("takes the platform's Unix seconds, milliseconds and ISO strings alike", () => {
    const ms = morning.getTime();
    const seconds = Math.floor(ms / 1000);
    expect(formatDate(seconds)).toBe("05.01.2024");
    expect(formatTime(seconds)).toBe("9:07");
    expect(formatDate(ms)).toBe("05.01.2024");
    expect(formatTime(ms)).toBe("9:07");
    expect(formatDate("2024-01-05T09:07:30")).toBe("05.01.2024");
    expect(formatTime("2024-01-05T09:07:30")).toBe("9:07");
  });

  it("joins date and time with the locale's word", () => {
    expect(formatDateTime(morning)).toBe("05.01.2024 soat 9:07");
    expect(formatDateTime(morning, "ru")).toBe("05.01.2024 в 9:07");
    expect(formatDateTime(morning, "ru", "a las")).toBe("05.01.2024 a las 9:07");
  });
});

import { describe, expect, it } from "vitest";
import { namesAmount, withAmountFormatted } from "./amount-in-text";

describe("an amount named in a platform text", () => {
  it("is written as the site writes amounts, in both languages", () => {
    expect(withAmountFormatted("15000 so‘m keshbek", 15_000, "uz")).toBe("15,000 so‘m keshbek");
    expect(withAmountFormatted("Кешбэк 15000 сумов", 15_000, "ru")).toBe("Кешбэк 15,000 сумов");
    expect(withAmountFormatted("Кешбэк 15 000 сумов", 15_000, "ru")).toBe("Кешбэк 15,000 сумов");
    expect(withAmountFormatted("Cashback 1250000.5", 1_250_000.5, "uz")).toBe("Cashback 1250000.5");
  });

  it("leaves other numbers and texts without the amount alone", () => {
    expect(withAmountFormatted("10% keshbek: 15000 so‘m", 15_000, "uz")).toBe("10% keshbek: 15,000 so‘m");
    expect(withAmountFormatted("Haftalik keshbek 2025", 15_000, "uz")).toBe("Haftalik keshbek 2025");
    expect(withAmountFormatted("15000 so‘m keshbek", null, "uz")).toBe("15000 so‘m keshbek");
  });
});

describe("whether a platform text names the amount", () => {
  it("finds the amount bare or grouped, and nothing else", () => {
    expect(namesAmount("15000 so‘m keshbek", 15_000)).toBe(true);
    expect(namesAmount("Кешбэк 15 000 сумов", 15_000)).toBe(true);
    expect(namesAmount("10% keshbek: 15,000 so‘m", 15_000)).toBe(true);
    expect(namesAmount("Haftalik keshbek 10%", 15_000)).toBe(false);
    expect(namesAmount("150000 so‘m keshbek", 15_000)).toBe(false);
    expect(namesAmount(null, 15_000)).toBe(false);
    expect(namesAmount("15000 so‘m keshbek", null)).toBe(false);
  });
});

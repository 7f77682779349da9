import type { Locale } from "~/i18n/config";

/** Currency symbols; the Uzbek sum is written in the page's language. */
const symbols: Record<string, { uz: string; ru: string; before?: boolean }> = {
  UZS: { uz: "so‘m", ru: "сум" },
  RUB: { uz: "₽", ru: "₽" },
  USD: { uz: "$", ru: "$", before: true },
  EUR: { uz: "€", ru: "€", before: true },
};

export function currencySymbol(currency: string, locale: Locale = "uz"): string {
  return symbols[currency]?.[locale] ?? currency;
}

/**
 * Amounts per spec §9: commas between thousands; two decimals for fractional amounts only (a whole amount,
 * the header's balance included, never ends in ".00"). The one amount formatter of the site: no option
 * writes decimals a whole amount does not have.
 */
export function formatAmount(value: number, options: { currency?: string; locale?: Locale } = {}): string {
  const { currency, locale = "uz" } = options;
  const rounded = Math.round(value * 100) / 100;
  const fixed = Number.isInteger(rounded) ? 0 : 2;
  const [whole = "0", fraction] = Math.abs(rounded).toFixed(fixed).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const minus = rounded < 0 ? "-" : "";
  const digits = `${grouped}${fraction ? `.${fraction}` : ""}`;
  if (!currency) return `${minus}${digits}`;
  const sign = currencySymbol(currency, locale);
  return symbols[currency]?.before ? `${minus}${sign}${digits}` : `${minus}${digits} ${sign}`;
}

function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  // The platform sends Unix seconds; milliseconds and ISO strings are taken as they are.
  if (typeof value === "number") return new Date(value < 1e11 ? value * 1000 : value);
  return new Date(value);
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/**
 * dd.MM.yyyy (spec §9), in the runtime's time zone. Numeric formats need no locale data: written by hand,
 * so no date library reaches the browser (issue 14).
 */
export function formatDate(value: Date | number | string, _locale: Locale = "uz"): string {
  const date = toDate(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}`;
}

/** H:mm (spec §9), in the runtime's time zone. */
export function formatTime(value: Date | number | string, _locale: Locale = "uz"): string {
  const date = toDate(value);
  return `${date.getHours()}:${pad(date.getMinutes())}`;
}

/** Date and time joined by the locale's word ("soat" / "в"). */
export function formatDateTime(value: Date | number | string, locale: Locale = "uz", joiner = locale === "ru" ? "в" : "soat"): string {
  return `${formatDate(value, locale)} ${joiner} ${formatTime(value, locale)}`;
}

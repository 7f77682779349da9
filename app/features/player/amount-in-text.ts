import type { Locale } from "~/i18n/config";
import { formatAmount } from "~/lib/format";

/** A run of digits, bare ("15000") or grouped by spaces or commas ("15 000", "15,000"). */
const NUMBER = /\d{1,3}(?:[ \u00a0\u202f,]\d{3})+(?!\d)|\d+/g;

const isAmount = (match: string, amount: number) => Number(match.replace(/[ \u00a0\u202f,]/g, "")) === amount;

/**
 * A platform text that names an amount the page also shows (the cashback's title "15000 so‘m keshbek"): the
 * amount's number written as the site writes amounts (spec §9, the one amount formatter), so the title and the
 * amount under it read alike. Other numbers in the text ("10%") are left as they are.
 */
export function withAmountFormatted(text: string, amount: number | null | undefined, locale: Locale): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return text;
  return text.replace(NUMBER, (match) => (isAmount(match, amount) ? formatAmount(amount, { locale }) : match));
}

/** Whether a platform text already names the amount (then the page does not write the amount a second time). */
export function namesAmount(text: string | null | undefined, amount: number | null | undefined): boolean {
  if (!text || amount === null || amount === undefined || !Number.isFinite(amount)) return false;
  return (text.match(NUMBER) ?? []).some((match) => isAmount(match, amount));
}

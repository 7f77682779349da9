import type { Locale } from "~/i18n/config";
import { formatAmount, formatDateTime } from "~/lib/format";

export const historyTabs = ["deposit", "withdrawal", "bonuses", "cashbacks"] as const;
export type HistoryTab = (typeof historyTabs)[number];

/** Spec §9: 4 items per page on every tab; 4 recent transactions. */
export const HISTORY_PAGE_SIZE = 4;
export const RECENT_COUNT = 4;

export type HistoryKind = "deposit" | "withdrawal" | "bonus" | "cashback";

/**
 * One line of the history as the page shows it. Dates and amounts are formatted on the server, so the
 * browser renders the same text (no hydration mismatch across time zones).
 */
export interface HistoryRow {
  id: string;
  kind: HistoryKind;
  title: string | null;
  status: string;
  when: string | null;
  amount: string | null;
  /** Sort key (ms since epoch), 0 when the platform sent no date. */
  time: number;
}

export function historyTabOf(value: string | null): HistoryTab {
  return (historyTabs as readonly string[]).includes(value ?? "") ? (value as HistoryTab) : "deposit";
}

export function historyPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function timeOf(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  if (typeof value === "number") return value < 1e11 ? value * 1000 : value;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return timeOf(numeric);
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

export function toRow(
  input: { id: string | number; kind: HistoryKind; title?: unknown; status: string; date?: string | number | null; amount?: { amount: number; currency: string } | null },
  locale: Locale,
  joiner: string,
): HistoryRow {
  const time = timeOf(input.date);
  const sign = input.kind === "withdrawal" ? -1 : 1;
  return {
    id: String(input.id),
    kind: input.kind,
    title: typeof input.title === "string" && input.title.trim() ? input.title : null,
    status: input.status,
    when: time ? formatDateTime(time, locale, joiner) : null,
    amount: input.amount ? formatAmount(sign * input.amount.amount, { currency: input.amount.currency, locale }) : null,
    time,
  };
}

/** Recent transactions (spec §9): cashier and bonus lines merged, newest first, the first `count`. */
export function mergeRecent(lists: HistoryRow[][], count = RECENT_COUNT): HistoryRow[] {
  return lists
    .flat()
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.time - a.row.time || a.index - b.index)
    .slice(0, count)
    .map(({ row }) => row);
}

import type { Locale } from "~/i18n/config";
import type { PlatformApi } from "~/platform/api/index.server";
import { RECENT_COUNT, type HistoryRow, mergeRecent, toRow } from "./history-rows";
import { methodNameIn } from "./method-view";
import { methodNames } from "./method-view.server";
import { readOr } from "~/platform/read.server";

/**
 * The player's most recent transactions (spec §9): the latest cashier operations and bonuses, merged,
 * newest first, 4 of them. For any page that shows them (history, wallet): render with `RecentTransactions`.
 */
export async function getRecentTransactions(
  api: PlatformApi,
  locale: Locale,
  joiner: string,
  count = RECENT_COUNT,
  names: Promise<Record<string, string>> = methodNames(api),
): Promise<HistoryRow[]> {
  const [cashier, bonuses, known] = await Promise.all([
    readOr({ items: [], total: 0 }, api.cashier.getHistory({ type: "all", count, offset: 0 })),
    readOr({ items: [], total: 0 }, api.bonuses.get({ count, offset: 0 })),
    names,
  ]);
  const cashierRows = cashier.items.map((item) =>
    toRow({ id: item.id, kind: item.type === "withdrawal" ? "withdrawal" : "deposit", title: methodNameIn(known, item.method), status: item.status, date: item.created_at, amount: item.amount }, locale, joiner),
  );
  const bonusRows = bonuses.items.map((item) =>
    toRow({ id: item.id, kind: "bonus", title: (item.description as { title?: unknown }).title, status: item.status, date: createdAt(item), amount: item.amount }, locale, joiner),
  );
  return mergeRecent([cashierRows, bonusRows], count);
}

function createdAt(item: Record<string, unknown>): string | number | null {
  const value = item.created_at;
  return typeof value === "string" || typeof value === "number" ? value : null;
}

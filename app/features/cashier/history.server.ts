import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf } from "~/i18n/config";
import { getApi } from "~/platform/api/index.server";
import { HISTORY_PAGE_SIZE, type HistoryRow, type HistoryTab, historyPageOf, historyTabOf, mergeRecent, toRow } from "./history-rows";
import { methodNameIn } from "./method-view";
import { methodNames } from "./method-view.server";
import { getRecentTransactions } from "./recent.server";
import { readOr } from "~/platform/read.server";

function dateOf(value: unknown): string | number | null {
  return typeof value === "string" || typeof value === "number" ? value : null;
}

function titleOf(description: unknown): unknown {
  return description && typeof description === "object" ? (description as { title?: unknown }).title : null;
}

/** `/cashier/history?tab=…&page=…`: one page (4 lines) of one tab, and the recent transactions. */
export async function historyLoader(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const locale = localeOf(request);
  const tab: HistoryTab = historyTabOf(url.searchParams.get("tab"));
  const page = historyPageOf(url.searchParams.get("page"));
  const api = getApi(request, context);
  const t = await getT(request);
  const joiner = t("dateTimeJoiner");
  const offset = (page - 1) * HISTORY_PAGE_SIZE;
  const query = { offset, count: HISTORY_PAGE_SIZE };
  // History lines name their method by sysname: shown by its proper name (one read for this list and the recent one).
  const names = methodNames(api);

  const list = async (): Promise<{ rows: HistoryRow[]; total: number }> => {
    if (tab === "deposit" || tab === "withdrawal") {
      const [answer, known] = await Promise.all([readOr({ items: [], total: 0 }, api.cashier.getHistory({ ...query, type: tab })), names]);
      return {
        total: answer.total,
        rows: answer.items.map((item) => toRow({ id: item.id, kind: tab, title: methodNameIn(known, item.method), status: item.status, date: item.created_at, amount: item.amount }, locale, joiner)),
      };
    }
    if (tab === "bonuses") {
      // Casino and betting bonuses in one list, newest first: both read from the start up to this page's end,
      // merged, and the page cut out of the merge (decision 029).
      const upTo = { offset: 0, count: offset + HISTORY_PAGE_SIZE };
      const [casino, betting] = await Promise.all([
        readOr({ items: [], total: 0 }, api.bonuses.get(upTo)),
        readOr({ items: [], total: 0 }, api.bettingBonuses.get(upTo)),
      ]);
      const rows = mergeRecent(
        [casino.items, betting.items].map((items) =>
          items.map((item) => toRow({ id: item.id, kind: "bonus", title: titleOf(item.description), status: item.status, date: dateOf(item.created_at), amount: item.amount }, locale, joiner)),
        ),
        offset + HISTORY_PAGE_SIZE,
      );
      return { total: casino.total + betting.total, rows: rows.slice(offset) };
    }
    const answer = await readOr({ items: [], total: 0 }, api.cashbacks.get({ ...query, fields: ["description", "status"] }));
    return {
      total: answer.total,
      rows: answer.items.map((item) =>
        toRow({ id: item.id, kind: "cashback", title: titleOf(item.description), status: item.status, date: item.paid_out_at ?? item.end_date ?? null, amount: item.amount }, locale, joiner),
      ),
    };
  };

  const [{ rows, total }, recent] = await Promise.all([list(), getRecentTransactions(api, locale, joiner, undefined, names)]);
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  // A page past the end (items went away, an old link): the last page that exists.
  if (page > pages) {
    url.searchParams.set("page", String(pages));
    if (pages === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return data(
    {
      page: "history",
      title: t("pages.history.title"),
      lead: t("pages.history.lead"),
      brand: t("brand"),
      param: null,
      tab,
      current: page,
      pages,
      total,
      rows,
      recent,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

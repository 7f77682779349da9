import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { requireBetHistory } from "~/features/bets/guard.server";
import { historyPageOf, timeOf } from "~/features/cashier/history-rows";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf } from "~/i18n/config";
import { formatAmount, formatDateTime } from "~/lib/format";
import type { GameRound } from "~/platform/api/games.server";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { BETS_PAGE_SIZE, type DayRangeErrors, checkDayRange, localDay } from "./date-range";

/** One round as the page shows it: formatted on the server, so every browser renders the same text. */
export interface BetRow {
  id: string;
  game: string;
  when: string | null;
  stake: string;
  win: string;
  won: boolean;
  freespin: boolean;
}

export function toBetRow(round: GameRound, locale: Locale, joiner: string): BetRow {
  const time = timeOf(round.created_at);
  return {
    id: String(round.id),
    game: round.game_name?.trim() || round.game || "—",
    when: time ? formatDateTime(time, locale, joiner) : null,
    stake: formatAmount(round.stake, { currency: round.currency, locale }),
    win: formatAmount(round.win, { currency: round.currency, locale }),
    won: round.win > 0,
    freespin: round.freespin,
  };
}

/**
 * `/profile/bets/history?date_from=…&date_to=…&page=…` (a GET form, so it works without JavaScript): one page
 * of the player's rounds within the days chosen. Days that break the rules (decision 015) answer 400 with the
 * message beside their field and no list; a page past the end goes to the last one.
 */
export async function betsHistoryLoader(request: Request, context: AppLoadContext) {
  await requireBetHistory(request, context);
  const url = new URL(request.url);
  const locale = localeOf(request);
  const t = await getT(request);
  const typed = { date_from: url.searchParams.get("date_from") ?? "", date_to: url.searchParams.get("date_to") ?? "" };
  const today = localDay();
  const current = historyPageOf(url.searchParams.get("page"));
  const base = {
    page: "betsHistory",
    title: t("pages.betsHistory.title"),
    lead: t("pages.betsHistory.lead"),
    brand: t("brand"),
    param: null,
    today,
    filter: typed,
    errors: {} as DayRangeErrors,
    filtered: Boolean(typed.date_from || typed.date_to),
    rows: [] as BetRow[],
    current: 1,
    pages: 1,
    total: 0,
    unavailable: false,
  };
  const headers = { "Cache-Control": "no-store" };
  const check = checkDayRange({ from: typed.date_from, to: typed.date_to }, { today });
  if (!check.ok) return data({ ...base, errors: check.errors }, { status: 400, headers });

  const answer = await readOr(
    null,
    getApi(request, context).games.getHistory({
      offset: (current - 1) * BETS_PAGE_SIZE,
      count: BETS_PAGE_SIZE,
      date_from: check.from ?? undefined,
      date_to: check.to ?? undefined,
    }),
    "bet history",
  );
  if (!answer) return data({ ...base, unavailable: true }, { headers });

  const pages = Math.max(1, Math.ceil(answer.total / BETS_PAGE_SIZE));
  if (current > pages) {
    if (pages === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(pages));
    throw redirect(`${url.pathname}${url.search}`);
  }
  const joiner = t("dateTimeJoiner");
  // The days as the platform took them (a typed 01.02.2026 comes back as the date input's 2026-02-01).
  const filter = { date_from: check.from ?? "", date_to: check.to ?? "" };
  return data({ ...base, filter, rows: answer.items.map((round) => toBetRow(round, locale, joiner)), current, pages, total: answer.total }, { headers });
}

export type BetsHistoryData = Awaited<ReturnType<typeof betsHistoryLoader>>["data"];

import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { formError } from "~/features/auth/auth.server";
import { requireUser } from "~/features/auth/guard.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { namesAmount, withAmountFormatted } from "~/features/player/amount-in-text";
import { formatAmount } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { getApi } from "~/platform/api/index.server";
import { isOne } from "~/platform/api/shared.server";
import { readOr } from "~/platform/read.server";
import { dateOrNull, refusalCode, titleOf } from "./bonuses.server";
import {
  type CashbackIntent,
  type CashbackSort,
  type CashbackStatusFilter,
  cashbackAlreadyDone,
  cashbackQuery,
  cashbackIntentOf,
  cashbackRefusalKey,
  cashbackSortOf,
  cashbackStatusOf,
  LIST_PAGE_SIZE,
  listOffset,
  listPageOf,
  listPages,
} from "./rules";

const noStore = { "Cache-Control": "no-store" };

export interface CashbackView {
  id: string;
  title: string | null;
  status: string;
  amount: string | null;
  /** The title names the amount itself (the platform's "15000 so‘m keshbek"): the card writes it once, in the title. */
  amountInTitle: boolean;
  ends: string | null;
  receiveUntil: string | null;
  paidOut: string | null;
  actions: CashbackIntent[];
}

/**
 * `/profile/cashback`: `cashbacks.get` with `statuses` and `sort` from the page's filter links, and the confirm
 * step of a payout or a removal opened by the server from `?confirm={intent}&id={id}`.
 */
export async function cashbackLoader(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const locale = localeOf(request);
  const t = await getT(request);
  const api = getApi(request, context);
  const status = cashbackStatusOf(url.searchParams.get("status"));
  const sort = cashbackSortOf(url.searchParams.get("sort"));
  const page = listPageOf(url.searchParams.get("page"));
  const answer = await readOr(
    { items: [], total: 0 },
    api.cashbacks.get({ offset: listOffset(page), count: LIST_PAGE_SIZE, sort, statuses: status === "all" ? undefined : [status], fields: ["description", "status"] }),
    "cashbacks.get",
  );
  // Past the last page (its last item removed, an old link): the last page.
  const pages = listPages(answer.total);
  if (page > pages && answer.total > 0) throw redirect(pageOf(locale, status, sort, pages));
  const cashbacks = answer.items.map((item): CashbackView => {
    const currency = item.amount?.currency ?? "UZS";
    const title = titleOf(item.description);
    return {
      id: String(item.id),
      // Every number a player reads goes through the site's formatter, the platform's title's amount too.
      title: title ? withAmountFormatted(title, item.amount?.amount, locale) : null,
      amountInTitle: namesAmount(title, item.amount?.amount),
      status: item.status,
      amount: item.amount ? formatAmount(item.amount.amount, { currency, locale }) : null,
      ends: dateOrNull(item.end_date, locale),
      receiveUntil: item.status === "active" ? dateOrNull(item.receiving_expired_at, locale) : null,
      paidOut: item.status === "paid_out" ? dateOrNull(item.paid_out_at, locale) : null,
      actions: item.status === "active" ? ["payout", "remove"] : ["remove"],
    };
  });
  const intent = cashbackIntentOf(url.searchParams.get("confirm"));
  const target = intent ? cashbacks.find((item) => item.id === url.searchParams.get("id") && item.actions.includes(intent)) : undefined;
  return data(
    {
      page: "cashback",
      title: t("pages.cashback.title"),
      lead: t("pages.cashback.lead"),
      brand: t("brand"),
      param: null,
      status,
      sort,
      listPage: page,
      listPages: pages,
      cashbacks,
      confirm: target && intent ? { intent, cashback: target } : null,
    },
    { headers: noStore },
  );
}

export interface CashbackActionData {
  error: string;
}

function pageOf(locale: Locale, status: CashbackStatusFilter, sort: CashbackSort, page = 1) {
  return `${localizePath("/profile/cashback", locale)}${cashbackQuery(status, sort, page)}`;
}

export async function cashbackAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const locale = localeOf(request);
  const form = await readForm(request);
  const intent = cashbackIntentOf(form.get("intent"));
  const id = String(form.get("cashback_id") ?? "");
  const back = pageOf(locale, cashbackStatusOf(form.get("status")), cashbackSortOf(form.get("sort")), listPageOf(form.get("page")));
  const failure = (key: string, code = 400) => data<CashbackActionData>({ error: key }, { status: code, headers: noStore });
  if (!intent || !/^[\w-]{1,64}$/.test(id)) return failure("cashback.errors.invalid");

  const api = getApi(request, context);
  const done = async () => redirect(back, { headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: `cashback.toasts.${intent}` }) } });
  try {
    const answer = intent === "payout" ? await api.cashbacks.payout(id) : await api.cashbacks.remove(id);
    if (!isOne(answer)) return failure("cashback.errors.refused");
    return done();
  } catch (caught) {
    const error = formError(caught);
    const code = refusalCode(error, "cashback_id");
    // Paid out already (a double submit, another tab): the player has the money once; the page says it is done.
    if (cashbackAlreadyDone(intent, code)) return done();
    if (error.type === "TooManyRequests") return failure("auth.errors.tooManyRequests", 429);
    return failure(cashbackRefusalKey(code), error.status === 409 ? 409 : 400);
  }
}

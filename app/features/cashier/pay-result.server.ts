import { type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { systemPages } from "~/features/system/pages";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { formatDateTime } from "~/lib/format";
import { getApi } from "~/platform/api/index.server";
import type { DepositInfo } from "~/platform/api/cashier.server";
import { readOr } from "~/platform/read.server";
import { PlatformError } from "~/platform/errors";
import { readBackCookie } from "./deposit.server";
import { methodNameIn } from "./method-view";
import { methodNames } from "./method-view.server";
import { type PayOutcome, payOutcomeOf, payResultPath, paySystemPage } from "./pay-outcome";

export interface TransactionView {
  id: string;
  amount: number;
  currency: string;
  method: string | null;
  /** Formatted on the server (dd.MM.yyyy and H:mm, spec §9), so the browser renders the same text. */
  date: string | null;
  outcome: PayOutcome;
}

export function transactionView(info: DepositInfo, locale: Locale, joiner?: string, methodNames: Record<string, string> = {}): TransactionView {
  const created = info.created_at ?? null;
  const date = created == null ? null : new Date(typeof created === "number" && created < 1e11 ? created * 1000 : created);
  return {
    id: String(info.id),
    amount: info.amount.amount,
    currency: info.amount.currency,
    method: methodNameIn(methodNames, info.method),
    date: date && !Number.isNaN(date.getTime()) ? formatDateTime(date, locale, joiner) : null,
    outcome: payOutcomeOf(info.status),
  };
}

/**
 * getdepositinfo; null when the platform does not know the transaction (a mistyped or foreign id), undefined
 * when it could not be read (spec §7: the page goes on without its details).
 */
export async function findDeposit(api: ReturnType<typeof getApi>, id: string): Promise<DepositInfo | null | undefined> {
  const read = api.cashier.getDepositInfo(id).catch((error: unknown) => {
    if (error instanceof PlatformError && (error.type === "InvalidParameter" || error.status === 404)) return null;
    throw error;
  });
  return readOr(undefined, read, "cashier.getdepositinfo");
}

/**
 * The loader of a payment page (spec §2, §4): the system page of its kind with the transaction's details.
 * A transaction whose status is not this page's outcome is sent to its own page (so a pending page moves on
 * once the payment settles, with or without JavaScript).
 */
export function payResultLoader(page: PayOutcome | "mobile") {
  return async ({ request, context, params }: LoaderFunctionArgs) => {
    await requireUser(request, context);
    const locale = localeOf(request);
    const api = getApi(request, context);
    const id = params.transaction ?? null;
    const [info, t, back, names] = await Promise.all([
      id ? findDeposit(api, id) : Promise.resolve(null),
      getT(request),
      readBackCookie(request),
      id ? methodNames(api) : Promise.resolve({}),
    ]);
    const transaction = info ? transactionView(info, locale, t("dateTimeJoiner"), names) : null;
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (transaction) {
      const waiting = transaction.outcome === "pending" && (page === "pending" || page === "mobile");
      if (!waiting && transaction.outcome !== page) {
        throw redirect(localizePath(payResultPath(transaction.outcome, transaction.id), locale), { headers });
      }
    }
    const kind = paySystemPage[page];
    return data(
      {
        kind,
        page,
        title: t(`system.${systemPages[kind].key}.header`),
        brand: t("brand"),
        transaction,
        unknownTransaction: Boolean(id && !info),
        back: page === "success" ? back : null,
      },
      { headers },
    );
  };
}

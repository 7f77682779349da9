import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/features/auth/guard.server";
import { methodNames as readMethodNames } from "~/features/cashier/method-view.server";
import { findDeposit, transactionView } from "~/features/cashier/pay-result.server";
import { TransactionDetails } from "~/features/cashier/transaction-details";
import { localeOf } from "~/i18n/config";
import { getT } from "~/i18n/i18next.server";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

/** The given transaction (`?id=`), else the player's last deposit. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const api = getApi(request, context);
  const locale = localeOf(request);
  const wanted = new URL(request.url).searchParams.get("id");
  const [t, id] = await Promise.all([
    getT(request),
    wanted ?? readOr(null, api.cashier.getHistory({ type: "deposit", count: 1 }).then((page) => (page.items[0] ? String(page.items[0].id) : null))),
  ]);
  const [info, methodNames] = id ? await Promise.all([findDeposit(api, id), readMethodNames(api)]) : [null, {}];
  if (wanted && !info) throw data({ type: "not-found", message: `No transaction ${wanted}` }, { status: 404 });
  return data(
    { title: t("pages.receipt.title"), brand: t("brand"), transaction: info ? transactionView(info, locale, t("dateTimeJoiner"), methodNames) : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => [{ title: data ? `${data.title} — ${data.brand}` : "Omad" }, { name: "robots", content: "noindex" }]);

/** /cashier/receipt: the receipt of the last (or the given) payment. */
export default function CashierReceiptPage() {
  const { t } = useTranslation();
  const { title, transaction } = useLoaderData<typeof loader>();
  return (
    <section className="page receipt" data-page="receipt">
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
      </header>
      {transaction ? (
        <TransactionDetails transaction={transaction} heading={t("payment.receipt.heading")} />
      ) : (
        <div className="receipt__empty">
          <p>{t("payment.receipt.empty")}</p>
          <LocaleLink to="/cashier/deposit" className="button button--primary">
            {t("payment.receipt.deposit")}
          </LocaleLink>
        </div>
      )}
    </section>
  );
}

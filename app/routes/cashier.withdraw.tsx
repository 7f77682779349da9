import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PendingWithdrawals, WithdrawForm } from "~/features/cashier/withdraw-form";
import { withdrawAction, withdrawLoader } from "~/features/cashier/withdraw.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { formatAmount } from "~/lib/format";
import cashierStyles from "~/styles/cashier-withdraw.css?url";
import { LocaleLink, useLocale } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cashierStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withdrawLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withdrawAction(request, context);
}

export default function CashierWithdrawPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const locale = useLocale();
  const method = data.methods.find((item) => item.sysname === data.selected) ?? null;
  const withdrawResult = actionData?.intent === "withdraw" && actionData.method === method?.sysname ? actionData : null;
  const cancelError = actionData?.intent === "cancel" ? { id: actionData.id, messageKey: actionData.messageKey } : null;
  const methodQuery = method ? `method=${encodeURIComponent(method.sysname)}&` : "";
  const moneyKey = withdrawResult?.moneyKey ?? data.moneyKey;
  return (
    <PageFrame>
      <div className="cashier-page withdraw-page">
        <p className="withdraw-balance">
          <span className="withdraw-balance__label">{t("withdraw.available")}</span>{" "}
          <strong className="withdraw-balance__amount" data-testid="withdraw-available">
            {formatAmount(data.balance.amount, { currency: data.balance.currency, locale })}
          </strong>
        </p>
        {data.methods.length ? (
          <>
            <nav className="withdraw-methods" aria-label={t("withdraw.methods")}>
              {data.methods.map((item) => (
                <LocaleLink
                  key={item.sysname}
                  to={`/cashier/withdraw?method=${encodeURIComponent(item.sysname)}`}
                  className="withdraw-methods__item"
                  aria-current={item.sysname === data.selected ? "true" : undefined}
                  preventScrollReset
                >
                  {item.icon ? <img src={item.icon} alt="" width={32} height={32} decoding="async" /> : null}
                  <span>{item.title}</span>
                </LocaleLink>
              ))}
            </nav>
            {method ? (
              <WithdrawForm
                key={`${method.sysname}:${moneyKey}`}
                method={method}
                available={data.balance.amount}
                moneyKey={moneyKey}
                initialAmount={data.initialAmount}
                lastResult={withdrawResult?.result}
                problem={withdrawResult?.problem}
              />
            ) : null}
          </>
        ) : (
          <p className="history-empty">{t("withdraw.noMethods")}</p>
        )}
        <PendingWithdrawals items={data.pending} confirmId={data.cancelId} methodQuery={methodQuery} cancelError={cancelError} />
      </div>
    </PageFrame>
  );
}

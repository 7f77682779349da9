import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DepositForm } from "~/features/cashier/deposit-form";
import { type DepositActionData, depositAction, depositMethodLoader } from "~/features/cashier/deposit.server";
import { HistoryList } from "~/features/cashier/history-list";
import { MethodIcon } from "~/features/cashier/method-list";
import { formatAmount } from "~/lib/format";
import historyStyles from "~/styles/cashier-withdraw.css?url";
import { LocaleLink, useLocale } from "~/ui/locale";
import { withSeo } from "~/content/seo";

/** The history list's look (the recent deposits beside the form). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: historyStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return depositMethodLoader(request, context, params.sysname);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return depositAction(request, context, params.sysname);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => [
  { title: data ? `${data.title} · ${data.method.name} — ${data.brand}` : "Omad" },
  { name: "robots", content: "noindex" },
]);

/** Back to the method list, with where the player came from and the offer the page was opened with. */
function changeMethodHref(back: string | null, offer: string) {
  const query = new URLSearchParams();
  if (back) query.set("back", back);
  if (Number(offer) > 0) query.set("offer", offer);
  return query.size ? `/cashier/deposit?${query}` : "/cashier/deposit";
}

/**
 * /cashier/deposit/{sysname}: the deposit form of one payment method; beside it on a desktop (under it on a phone)
 * the method's details and the player's latest deposits.
 */
export default function CashierDepositMethodPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DepositActionData | undefined;
  const { method } = data;
  const locale = useLocale();
  const money = (value: number) => formatAmount(value, { currency: method.currency, locale });
  // A new key is a new money action: the form is remounted empty (decision 007).
  const moneyKey = actionData?.moneyKey ?? data.moneyKey;
  return (
    <section className="page deposit" data-page="depositMethod">
      <header className="page__header deposit__header">
        <MethodIcon method={method} size={56} />
        <div>
          <h1 className="page__title">
            {data.title}
            <span className="page__param"> · {method.name}</span>
          </h1>
          <p className="page__lead">{method.title}</p>
        </div>
      </header>
      <p className="deposit__change">
        <LocaleLink to={changeMethodHref(data.back, data.initial.campaign_offer_id)}>{t("deposit.changeMethod")}</LocaleLink>
      </p>
      <div className="deposit__layout">
        <div className="deposit__main">
          <DepositForm
            key={`${method.sysname}:${moneyKey}`}
            method={method}
            rules={data.rules}
            offers={data.offers}
            presets={data.presets}
            currency={data.currency}
            currencies={data.currencies}
            rates={data.rates}
            limit={data.limit}
            limitUntil={data.limitUntil}
            detalization={data.detalization}
            moneyKey={moneyKey}
            pending={data.pending}
            back={data.back}
            initial={data.initial}
            actionData={actionData}
          />
        </div>
        <aside className="deposit__aside flow" aria-label={t("deposit.details.title")}>
          <section className="deposit__panel" aria-labelledby="deposit-details-title">
            <h2 id="deposit-details-title" className="deposit__panel-title">
              {t("deposit.details.title")}
            </h2>
            <dl className="deposit__facts">
              <div>
                <dt>{t("deposit.details.limits")}</dt>
                <dd>{t("deposit.bounds", { min: money(method.min), max: money(method.max) })}</dd>
              </div>
              <div>
                <dt>{t("deposit.details.currency")}</dt>
                <dd>{data.currency}</dd>
              </div>
              <div>
                <dt>{t("deposit.details.flow")}</dt>
                <dd>{t(`deposit.flow.${method.flow}`)}</dd>
              </div>
            </dl>
          </section>
          <section className="deposit__panel" aria-labelledby="deposit-recent-title">
            <h2 id="deposit-recent-title" className="deposit__panel-title">
              {t("deposit.recent.title")}
            </h2>
            {data.recent.length ? <HistoryList rows={data.recent} label={t("deposit.recent.title")} /> : <p className="deposit__panel-text">{t("deposit.recent.empty")}</p>}
            <p className="deposit__panel-link">
              <LocaleLink to="/cashier/history">{t("deposit.recent.all")}</LocaleLink>
            </p>
          </section>
        </aside>
      </div>
    </section>
  );
}

import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmStep, FilterLinks, StatusBadge } from "~/features/bonuses/bonus-parts";
import { type CashbackActionData, cashbackAction, cashbackLoader } from "~/features/bonuses/cashback.server";
import { type CashbackSort, cashbackQuery, cashbackSorts, cashbackStatusFilters } from "~/features/bonuses/rules";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import bonusStyles from "~/styles/bonuses.css?url";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";
import { Pager } from "~/ui/pager";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bonusStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return cashbackLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return cashbackAction(request, context);
}

const sortNames: Record<CashbackSort, string> = { "-created_at": "newest", created_at: "oldest", "-amount": "largest" };

export default function ProfileCashbackPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CashbackActionData | undefined;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const page = `/profile/cashback${cashbackQuery(data.status, data.sort, data.listPage)}`;
  const withConfirm = (query: string) => `${page}${page.includes("?") ? "&" : "?"}${query}`;
  return (
    <PageFrame>
      <div className="bonuses-page">
        {actionData?.error ? (
          <p className="bonus-error" role="alert">
            {t(actionData.error)}
          </p>
        ) : null}
        <FilterLinks
          label={t("cashback.filterLabel")}
          values={cashbackStatusFilters}
          current={data.status}
          href={(status) => `/profile/cashback${cashbackQuery(status, data.sort)}`}
          text={(status) => t(`cashback.filter.${status}`)}
        />
        <FilterLinks
          label={t("cashback.sortLabel")}
          values={cashbackSorts}
          current={data.sort}
          href={(sort) => `/profile/cashback${cashbackQuery(data.status, sort)}`}
          text={(sort) => t(`cashback.sort.${sortNames[sort]}`)}
        />
        {data.cashbacks.length ? (
          <ul className="bonus-list" id="cashbacks">
            {data.cashbacks.map((item) => (
              <li key={item.id} className="bonus-card" data-cashback={item.id} data-status={item.status}>
                <div className="bonus-card__head">
                  <h2 className={item.amountInTitle ? "bonus-card__title bonus-card__title--amount" : "bonus-card__title"}>{item.title ?? t("cashback.untitled")}</h2>
                  <StatusBadge status={item.status} />
                </div>
                {item.amount && !item.amountInTitle ? <p className="bonus-card__amount">{item.amount}</p> : null}
                {item.receiveUntil ? <p className="bonus-card__note">{t("cashback.receiveUntil", { date: item.receiveUntil })}</p> : null}
                {item.paidOut ? <p className="bonus-card__note">{t("cashback.paidOut", { date: item.paidOut })}</p> : null}
                {item.ends && item.status === "active" ? <p className="bonus-card__note">{t("cashback.ends", { date: item.ends })}</p> : null}
                <div className="bonus-card__actions">
                  {item.actions.map((intent) => (
                    <LocaleLink
                      key={intent}
                      to={withConfirm(`confirm=${intent}&id=${encodeURIComponent(item.id)}`)}
                      preventScrollReset
                      className={`button ${intent === "payout" ? "button--primary" : "button--ghost"}`}
                      data-action={intent}
                    >
                      {t(`cashback.actions.${intent}`)}
                    </LocaleLink>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="bonus-empty">{t("cashback.empty")}</p>
        )}
        <Pager current={data.listPage} pages={data.listPages} label={t("cashback.pager")} href={(to) => `/profile/cashback${cashbackQuery(data.status, data.sort, to)}#cashbacks`} />
      </div>
      {data.confirm ? (
        <ConfirmStep
          title={t(`cashback.confirm.title.${data.confirm.intent}`)}
          text={t(`cashback.confirm.text.${data.confirm.intent}`, { title: data.confirm.cashback.title ?? t("cashback.untitled"), amount: data.confirm.cashback.amount ?? "" })}
          yes={t(`cashback.actions.${data.confirm.intent}`)}
          action={localize("/profile/cashback")}
          back={localize(page)}
          fields={{ intent: data.confirm.intent, cashback_id: data.confirm.cashback.id, status: data.status, sort: data.sort, page: String(data.listPage) }}
        />
      ) : null}
    </PageFrame>
  );
}

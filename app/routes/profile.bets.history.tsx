import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BetsNav } from "~/features/bets/bets-nav";
import { betsHistoryLoader } from "~/features/bets/history.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import betsStyles from "~/styles/bets.css?url";
import cashierStyles from "~/styles/cashier-withdraw.css?url";
import { FieldErrors } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { Pager } from "~/ui/pager";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cashierStyles },
  { rel: "stylesheet", href: betsStyles },
];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return betsHistoryLoader(request, context);
}

function historyHref(filter: { date_from: string; date_to: string }, page: number) {
  const query = new URLSearchParams();
  if (filter.date_from) query.set("date_from", filter.date_from);
  if (filter.date_to) query.set("date_to", filter.date_to);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/profile/bets/history${search ? `?${search}` : ""}`;
}

export default function ProfileBetsHistoryPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const action = localize("/profile/bets/history");
  const busy = navigation.state === "loading" && navigation.location.pathname === action;
  const field = (name: "date_from" | "date_to") => {
    const errors = data.errors[name];
    const errorId = `bets-${name}-error`;
    return (
      <div className="field" data-invalid={errors?.length ? "" : undefined}>
        <label className="field__label" htmlFor={`bets-${name}`}>
          {t(`profile.bets.${name === "date_from" ? "from" : "to"}`)}
        </label>
        <input
          id={`bets-${name}`}
          className="field__input"
          type="date"
          name={name}
          defaultValue={data.filter[name]}
          max={data.today}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
        />
        <FieldErrors id={errorId} errors={errors} />
      </div>
    );
  };
  return (
    <PageFrame>
      <div className="bets-page">
        <BetsNav />
        {/* A GET form: the filter is the address, so it works without JavaScript and can be shared or reloaded. */}
        <Form method="get" action={action} className="bets-filter" aria-label={t("profile.bets.filter")} key={`${data.filter.date_from}|${data.filter.date_to}`}>
          {field("date_from")}
          {field("date_to")}
          <div className="bets-filter__actions">
            <button type="submit" className="button button--primary">
              {t("profile.bets.apply")}
            </button>
            {data.filtered ? (
              <LocaleLink to="/profile/bets/history" className="button button--ghost">
                {t("profile.bets.reset")}
              </LocaleLink>
            ) : null}
          </div>
        </Form>
        <section className="history-panel" aria-labelledby="bets-list-title" aria-busy={busy || undefined}>
          <h2 id="bets-list-title" className="bets-section__title">
            {t("profile.bets.rounds")}
          </h2>
          {Object.keys(data.errors).length ? (
            <p className="history-empty">{t("profile.bets.fixDates")}</p>
          ) : data.unavailable ? (
            <p className="history-empty">{t("profile.bets.unavailable")}</p>
          ) : data.rows.length ? (
            <>
              <p className="bets-summary">{t("profile.bets.found", { count: data.total })}</p>
              <ul className="history-list" aria-label={t("profile.bets.rounds")}>
                {data.rows.map((row) => (
                  <li key={row.id} className="history-item bets-round" data-id={row.id}>
                    <div className="history-item__main">
                      <span className="history-item__title">
                        {row.game} <span className="history-item__id">#{row.id}</span>
                        {row.freespin ? <span className="history-item__detail"> · {t("profile.bets.freespin")}</span> : null}
                      </span>
                      {row.when ? <span className="history-item__when">{row.when}</span> : null}
                    </div>
                    <dl className="bets-round__amounts">
                      <div>
                        <dt>{t("profile.bets.stake")}</dt>
                        <dd className="history-item__amount">{row.stake}</dd>
                      </div>
                      <div>
                        <dt>{t("profile.bets.win")}</dt>
                        <dd className={`history-item__amount${row.won ? " bets-round__won" : ""}`}>{row.win}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="history-empty">{t(data.filtered ? "profile.bets.emptyFiltered" : "profile.bets.empty")}</p>
          )}
          <Pager current={data.current} pages={data.pages} href={(page) => historyHref(data.filter, page)} />
        </section>
      </div>
    </PageFrame>
  );
}

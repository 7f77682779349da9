import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HistoryList } from "~/features/cashier/history-list";
import { type HistoryTab, historyTabOf, historyTabs } from "~/features/cashier/history-rows";
import { historyLoader } from "~/features/cashier/history.server";
import { RecentTransactions } from "~/features/cashier/recent-transactions";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import cashierStyles from "~/styles/cashier-withdraw.css?url";
import { LocaleLink } from "~/ui/locale";
import { Pager } from "~/ui/pager";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cashierStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return historyLoader(request, context);
}

function historyHref(tab: HistoryTab, page = 1) {
  return `/cashier/history?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;
}

export default function CashierHistoryPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  // With JavaScript, a tab switch clears the list at once and shows it loading (spec §4), never the old tab's lines.
  const next = navigation.state === "loading" && navigation.location.pathname === location.pathname ? new URLSearchParams(navigation.location.search) : null;
  const nextTab = next ? historyTabOf(next.get("tab")) : null;
  const switching = nextTab !== null && nextTab !== data.tab;
  const shownTab = switching ? nextTab : data.tab;
  const tabLabel = t(`history.tabs.${shownTab}`);
  return (
    <PageFrame>
      <div className="cashier-page history-page">
        <RecentTransactions rows={data.recent} />
        <nav className="history-tabs" aria-label={t("history.tabsLabel")}>
          {historyTabs.map((tab) => (
            <LocaleLink key={tab} to={historyHref(tab)} className="history-tabs__tab" aria-current={tab === shownTab ? "page" : undefined} preventScrollReset>
              {t(`history.tabs.${tab}`)}
            </LocaleLink>
          ))}
        </nav>
        <section className="history-panel" aria-labelledby="history-panel-title" aria-busy={next ? true : undefined}>
          <h2 id="history-panel-title" className="cashier-section__title">
            {tabLabel}
          </h2>
          {switching ? (
            <p className="history-pending" role="status">
              <span className="spinner spinner--inline" aria-hidden="true" /> {t("history.loading")}
            </p>
          ) : data.rows.length ? (
            <HistoryList rows={data.rows} label={tabLabel} />
          ) : (
            <p className="history-empty">{t(`history.empty.${data.tab}`)}</p>
          )}
          {switching ? null : <Pager current={data.current} pages={data.pages} href={(page) => historyHref(data.tab, page)} preventScrollReset />}
        </section>
      </div>
    </PageFrame>
  );
}

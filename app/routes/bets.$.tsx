import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireBetHistory } from "~/features/bets/guard.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import betsStyles from "~/styles/bets.css?url";
import { LocaleLink } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: betsStyles }];

/**
 * Spec §2: `/bets/*` is a placeholder route of its own (guarded like every bets path). A player who lands on
 * it is pointed to where their bets are: the history and its exports in the profile (decision 015).
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireBetHistory(args.request, args.context);
  return pageFrameLoader("betsPlaceholder")(args);
}
export const meta = withSeo(pageFrameMeta);

export default function BetsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <p className="bets-placeholder__links">
        <LocaleLink to="/profile/bets/history" className="button button--primary">
          {t("profile.bets.historyTab")}
        </LocaleLink>{" "}
        <LocaleLink to="/profile/bets/exports" className="button button--ghost">
          {t("profile.bets.exportsTab")}
        </LocaleLink>
      </p>
    </PageFrame>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { providerDisplayName } from "~/features/games/lobby.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { getApi } from "~/platform/api/index.server";
import { LocaleLink } from "~/ui/locale";
import { readOr } from "~/platform/read.server";
import { withSeo } from "~/content/seo";

export const meta = withSeo(pageFrameMeta);

const heading = pageFrameLoader("providers");

/** Every provider (spec §7 games.getProviders), each a link into the hall filtered by it. */
export async function loader(args: LoaderFunctionArgs) {
  const [page, providers] = await Promise.all([heading(args), readOr([], getApi(args.request, args.context).games.getProviders())]);
  return {
    ...page,
    providers: providers.map((provider) => ({
      sysname: provider.sysname,
      name: providerDisplayName(provider),
      image: provider.image_url ?? null,
      count: provider.games_count ?? null,
    })),
  };
}

export default function ProvidersPage() {
  const { providers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      {providers.length ? (
        <ul className="provider-list">
          {providers.map((provider) => (
            <li key={provider.sysname}>
              <LocaleLink to={`/gamehall?providers=${encodeURIComponent(provider.sysname)}`} className="provider-tile" data-provider={provider.sysname}>
                {provider.image ? <img src={provider.image} alt="" width={120} height={72} loading="lazy" decoding="async" /> : null}
                {/* The wordmark already shows the name: it stays in the link's name, printed once (the count is the caption). */}
                <span className={provider.image ? "visually-hidden" : "provider-tile__name"}>{provider.name}</span>
                {provider.count !== null ? <span className="provider-tile__count">{t("games.gamesCount", { count: provider.count })}</span> : null}
              </LocaleLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="lobby__empty" role="status">
          {t("games.providersEmpty")}
        </p>
      )}
    </PageFrame>
  );
}

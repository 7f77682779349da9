import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadSportsbook } from "~/features/game/game.server";
import { SystemPage } from "~/features/system/system-page";
import gameStyles from "~/styles/game.css?url";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: gameStyles }];

/** Spec §2: the chat badge is hidden on the betting route. */
export const handle = { hideChat: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSportsbook(request, context);
}

export const meta: MetaFunction<typeof loader> = withSeo(({ data }) => (data ? [{ title: `${data.title} — ${data.brand}` }] : [{ title: "Omad" }]));

/**
 * The sportsbook provider in a frame under the header (and above the bottom navigation on phones). The
 * provider gets the player's session through the launch address the platform hands out; guests see the line.
 */
export default function BettingPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!data.frameUrl) return <SystemPage kind="slot-error" />;
  return (
    <section className="betting" aria-labelledby="betting-title">
      <h1 id="betting-title" className="visually-hidden">
        {data.title}
      </h1>
      <iframe className="betting__frame" src={data.frameUrl} title={t("betting.frameTitle")} allow="fullscreen; clipboard-write" />
    </section>
  );
}

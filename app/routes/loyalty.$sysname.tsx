import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { loyaltyProgramLoader } from "~/features/loyalty/loyalty.server";
import { LoyaltyStatusPanel, ServerNotifications, ShopLink } from "~/features/loyalty/loyalty-ui";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import loyaltyStyles from "~/styles/loyalty.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loyaltyStyles }];
export const meta = withSeo(pageFrameMeta);

/** The heading names the programme (never its sysname); an unknown one is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loyaltyProgramLoader(request, context, params.sysname ?? "");
}

/** `/loyalty/{sysname}`: one programme (`getProgram`), its levels and the player's standing in it. */
export default function LoyaltyProgramPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <PageFrame>
      <ServerNotifications notifications={data.notifications} />
      {data.text ? <p className="loyalty-program__text">{data.text}</p> : null}
      {data.status ? <LoyaltyStatusPanel status={data.status} withCharacter={false} path="/loyalty" /> : null}
      {data.levels.length ? (
        <section aria-labelledby="loyalty-levels-title">
          <h2 id="loyalty-levels-title">{t("loyalty.levels")}</h2>
          <ol className="loyalty-levels">
            {data.levels.map((level) => (
              <li key={level.name}>
                <strong>{level.name}</strong> — {t("loyalty.levelFrom", { points: level.from })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <ShopLink />
    </PageFrame>
  );
}

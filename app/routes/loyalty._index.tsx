import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { type LoyaltyActionData, characterAction, loyaltyStatusLoader } from "~/features/loyalty/loyalty.server";
import { CharacterDialogs, LoyaltyStatusPanel, ServerNotifications, ShopLink } from "~/features/loyalty/loyalty-ui";
import { LoyaltyNotices } from "~/features/loyalty/notices";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import loyaltyStyles from "~/styles/loyalty.css?url";
import { LocaleLink } from "~/ui/locale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loyaltyStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loyaltyStatusLoader(request, context, "loyalty");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return characterAction(request, context, "/loyalty");
}

/**
 * `/loyalty`: the loyalty notices (decision 034), a signed-in player's standing with the character (display mode
 * permitting), the tiers, and the programmes as cards, at the page's one rhythm (issue 39 item 4).
 */
export default function LoyaltyPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as LoyaltyActionData | undefined;
  const { t } = useTranslation();
  return (
    <PageFrame>
      <div className="loyalty-page flow">
        <ServerNotifications notifications={data.notifications} />
        <LoyaltyNotices initial={data.notices} />
        {data.status ? <LoyaltyStatusPanel status={data.status} withCharacter={data.withCharacter} path="/loyalty" /> : null}
        {!data.signedIn ? (
          <p className="loyalty-guest">
            <LocaleLink to={`/?redirectUrl=${encodeURIComponent("/loyalty")}`} className="button button--primary">
              {t("loyalty.guest")}
            </LocaleLink>
          </p>
        ) : null}
        {data.tiers.length ? (
          <section aria-labelledby="loyalty-tiers-title" className="loyalty-tiers flow__section">
            <h2 id="loyalty-tiers-title">{t("loyalty.tiers")}</h2>
            <ol className="loyalty-tiers__list">
              {data.tiers.map((tier) => (
                <li key={tier.name} className={tier.current ? "loyalty-tier loyalty-tier--current" : "loyalty-tier"} aria-current={tier.current ? "step" : undefined}>
                  <h3 className="loyalty-tier__name">{tier.name}</h3>
                  <p className="loyalty-tier__from">{tier.from}</p>
                  <p className="loyalty-tier__perk">{tier.reward ? t("loyalty.tierReward", { amount: tier.reward }) : t("loyalty.tierStart")}</p>
                  {tier.current ? <p className="loyalty-tier__badge">{t("loyalty.tierCurrent")}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {data.programs.length ? (
          <section aria-labelledby="loyalty-programs-title" className="loyalty-programs flow__section">
            <h2 id="loyalty-programs-title">{t("loyalty.programs")}</h2>
            <ul className="loyalty-programs__list">
              {data.programs.map((program) => (
                <li key={program.sysname} className="loyalty-program">
                  <h3 className="loyalty-program__title" id={`loyalty-program-${program.sysname}`}>
                    {program.name}
                  </h3>
                  {program.text ? <p className="loyalty-program__text">{program.text}</p> : null}
                  <LocaleLink to={`/loyalty/${encodeURIComponent(program.sysname)}`} className="button button--ghost button--small" aria-describedby={`loyalty-program-${program.sysname}`}>
                    {t("loyalty.programMore")}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ShopLink />
      </div>
      <CharacterDialogs step={data.characterStep} path="/loyalty" error={actionData?.intent === "character" ? actionData.error : undefined} current={data.status?.character?.id ?? null} />
    </PageFrame>
  );
}

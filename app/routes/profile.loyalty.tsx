import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withSeo } from "~/content/seo";
import { type LoyaltyActionData, characterAction, loyaltyStatusLoader } from "~/features/loyalty/loyalty.server";
import { CharacterDialogs, LoyaltyStatusPanel, ServerNotifications, ShopLink } from "~/features/loyalty/loyalty-ui";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import loyaltyStyles from "~/styles/loyalty.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loyaltyStyles }];
export const meta = withSeo(pageFrameMeta);

/** The profile layout's loader already sends guests home (spec §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loyaltyStatusLoader(request, context, "profile");
}

export async function action({ request, context }: ActionFunctionArgs) {
  return characterAction(request, context, "/profile/loyalty");
}

/** `/profile/loyalty`: the player's level, points, progress and (display mode permitting) the character with its change. */
export default function ProfileLoyaltyPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as LoyaltyActionData | undefined;
  const { t } = useTranslation();
  return (
    <PageFrame>
      <ServerNotifications notifications={data.notifications} />
      {data.status ? (
        <LoyaltyStatusPanel status={data.status} withCharacter={data.withCharacter} path="/profile/loyalty" />
      ) : (
        <p className="account-panel__warning">{t("loyalty.unavailable")}</p>
      )}
      <ShopLink />
      <CharacterDialogs step={data.characterStep} path="/profile/loyalty" error={actionData?.intent === "character" ? actionData.error : undefined} current={data.status?.character?.id ?? null} />
    </PageFrame>
  );
}

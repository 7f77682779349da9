import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getRemoteConfig } from "~/content/config.server";
import { AreaLayout } from "~/features/area/area-layout";
import { enabledProfileChildren } from "~/features/area/profile-nav";
import { requireUser } from "~/features/auth/guard.server";
import { LogoutForm } from "~/features/auth/logout-form";
import { localeOf } from "~/i18n/config";
import profileStyles from "~/styles/profile.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

/** Guests are sent home with redirectUrl (spec §2); every page below is the player's own. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [, config] = await Promise.all([requireUser(request, context), getRemoteConfig(localeOf(request))]);
  // Only the children functionalSettings enable (spec §3; the mapping is decision 012).
  return { tabs: enabledProfileChildren(config.functionalSettings).map(({ to, key }) => ({ to, key, end: to === "/profile" })) };
}

export default function ProfileLayout() {
  const { t } = useTranslation();
  const { tabs } = useLoaderData<typeof loader>();
  return (
    <>
      <AreaLayout label={t("pages.profile.title")} tabs={tabs} wrap />
      {/* On phones the header has no player menu: the profile is where logout lives. */}
      <LogoutForm className="area__logout" />
    </>
  );
}

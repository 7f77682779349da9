import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/features/auth/guard.server";
import { AreaLayout } from "~/features/area/area-layout";
import { LogoutForm } from "~/features/auth/logout-form";

/** Guests are sent home with redirectUrl (spec §2); every page below is the player's own. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

const tabs = [
  { to: "/profile/settings", key: "pages.settings.title" },
  { to: "/profile/security", key: "pages.security.title" },
  { to: "/profile/verification", key: "pages.verification.title" },
  { to: "/profile/bonuses", key: "pages.bonuses.title" },
  { to: "/profile/cashback", key: "pages.cashback.title" },
  { to: "/profile/loyalty", key: "pages.profileLoyalty.title" },
  { to: "/profile/bets", key: "pages.bets.title" },
  { to: "/profile/notification", key: "pages.notification.title" },
  { to: "/profile/responsible-game", key: "pages.responsibleGame.title" },
];

export default function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <>
      <AreaLayout label={t("pages.profile.title")} tabs={tabs} />
      {/* On phones the header has no player menu: the profile is where logout lives. */}
      <LogoutForm className="area__logout" />
    </>
  );
}

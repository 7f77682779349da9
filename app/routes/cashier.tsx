import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/features/auth/guard.server";
import { AreaLayout } from "~/features/area/area-layout";
import cashierStyles from "~/styles/cashier.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cashierStyles }];

/** Guests are sent home with redirectUrl (spec §2); every page below is the player's own. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

const tabs = [
  { to: "/cashier/deposit", key: "pages.deposit.title" },
  { to: "/cashier/withdraw", key: "pages.withdraw.title" },
  { to: "/cashier/history", key: "pages.history.title" },
  { to: "/cashier/wallet", key: "pages.wallet.title" },
];

export default function CashierLayout() {
  const { t } = useTranslation();
  return <AreaLayout label={t("pages.cashier.title")} tabs={tabs} />;
}

import { useTranslation } from "react-i18next";
import { AreaLayout } from "~/features/area/area-layout";

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

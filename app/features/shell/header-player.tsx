import { useTranslation } from "react-i18next";
import { HeaderBalance } from "~/features/player/balance";
import { SessionMeter } from "~/features/player/session-meter-view";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";
import type { RootData } from "~/ui/root-data";
import { UserMenu } from "./user-menu";

type Player = NonNullable<RootData["player"]>;

/** The header's part for a signed-in player (see ./header): wallet, session clock, deposit button, user menu. */
export function HeaderPlayer({ login, total }: { login: Player["login"]; total: Player["total"] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="header__wallet">
        {/* The session clock and net sit in the wallet: under the balance on phones, before it wider up. */}
        <div className="header__wallet-main">
          <HeaderBalance total={total} />
          <SessionMeter variant="header" />
        </div>
        <LocaleLink to="/cashier/deposit" className="button button--primary button--small header__deposit">
          <Icon name="plus" size={18} />
          <span className="header__deposit-label">{t("auth.deposit")}</span>
        </LocaleLink>
      </div>
      <UserMenu login={login} />
    </>
  );
}

import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icon";
import { useLocale } from "~/ui/locale";

/** Logout is a form (POST), so a link on another site cannot sign the player out; it leads home. */
export function LogoutForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <form method="post" action="/_actions/auth/logout" className={className}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button button--ghost button--small button--block">
        <Icon name="login" size={18} className="icon--flip" />
        {t("auth.logout")}
      </button>
    </form>
  );
}

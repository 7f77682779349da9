import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { locales } from "~/i18n/config";
import { useLocale } from "~/ui/locale";

/**
 * A plain form: without JavaScript it posts, the server sets the locale cookies and redirects to the same
 * page in the other language. With JavaScript it is the same request (a language change reloads the document).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <form method="post" action="/_actions/locale" className="language-switch" aria-label={t("lang.switch")}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {locales.map((item) => (
        <button
          key={item}
          type="submit"
          name="locale"
          value={item}
          lang={item}
          className="language-switch__option"
          aria-current={item === locale ? "true" : undefined}
          disabled={item === locale}
          title={t(`lang.${item}`)}
        >
          <span aria-hidden="true">{t(`lang.short.${item}`)}</span>
          <span className="visually-hidden">{t(`lang.${item}`)}</span>
        </button>
      ))}
    </form>
  );
}

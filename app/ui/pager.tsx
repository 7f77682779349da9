import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";

/**
 * "Previous · page N of M · next" under a paged list (cashier history, bet history): plain links, so paging works
 * without JavaScript. Nothing is rendered for a single page.
 */
export function Pager({
  current,
  pages,
  href,
  preventScrollReset,
  label,
}: {
  current: number;
  pages: number;
  /** The navigation's name, when a page has more than one pager. */
  label?: string;
  /** The address of a page (without the locale prefix). */
  href: (page: number) => string;
  preventScrollReset?: boolean;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="history-pager" aria-label={label ?? t("history.pager")}>
      {current > 1 ? (
        <LocaleLink
          to={href(current - 1)}
          rel="prev"
          className="button button--ghost button--small"
          preventScrollReset={preventScrollReset}
        >
          {t("history.previous")}
        </LocaleLink>
      ) : (
        <span />
      )}
      <span className="history-pager__where">
        {t("history.pageOf", { page: current, pages })}
      </span>
      {current < pages ? (
        <LocaleLink
          to={href(current + 1)}
          rel="next"
          className="button button--ghost button--small"
          preventScrollReset={preventScrollReset}
        >
          {t("history.next")}
        </LocaleLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

import { useTranslation } from "react-i18next";

/** The wordmark: a four-leaf clover for luck ("omad") and the name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <g fill="var(--color-accent)">
          <circle cx="11" cy="11" r="6" />
          <circle cx="21" cy="11" r="6" />
          <circle cx="11" cy="21" r="6" />
          <circle cx="21" cy="21" r="6" />
        </g>
        <circle cx="16" cy="16" r="3.2" fill="var(--color-bg)" />
      </svg>
      {compact ? <span className="visually-hidden">{t("brand")}</span> : <span className="logo__word">{t("brand")}</span>}
    </span>
  );
}

import { useTranslation } from "react-i18next";

/** One heart-shaped leaf with its tip at the centre; the clover turns it four times. */
const leaf = "M16 15.2C10.4 11.6 8.6 9 8.6 6.6a3.7 3.7 0 0 1 7.4-.9 3.7 3.7 0 0 1 7.4.9c0 2.4-1.8 5-7.4 8.6z";

/**
 * The wordmark: a four-leaf clover for luck ("omad") and the name. Solid fills only (no gradient ids), so
 * several logos on one page never depend on each other's definitions.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M17 17c2.5 4.5 5.5 8 10.5 10.5" fill="none" stroke="#2fd68a" strokeWidth="2.4" strokeLinecap="round" />
        <path d={leaf} fill="#ffc83d" />
        <path d={leaf} fill="#ffb020" transform="rotate(90 16 16)" />
        <path d={leaf} fill="#ffc83d" transform="rotate(180 16 16)" />
        <path d={leaf} fill="#ffb020" transform="rotate(270 16 16)" />
      </svg>
      {compact ? <span className="visually-hidden">{t("brand")}</span> : <span className="logo__word">{t("brand")}</span>}
    </span>
  );
}

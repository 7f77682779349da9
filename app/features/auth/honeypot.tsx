import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "./schemas";

/** Invisible to people (and to screen readers), filled by bots; a filled one refuses the form. */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t("auth.fields.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

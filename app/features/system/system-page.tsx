import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";
import { SystemPicture } from "./system-picture";
import { type SystemPageKind, systemPages } from "./pages";

export function SystemPage({ kind, detail, children }: { kind: SystemPageKind; detail?: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const spec = systemPages[kind];
  return (
    <section className="system-page" data-system-page={kind} aria-labelledby="system-page-header">
      <div className="system-page__picture">
        {spec.spinner ? <span className="spinner spinner--large" role="status" aria-label={t("loading")} /> : <SystemPicture kind={kind} />}
      </div>
      <h1 id="system-page-header" className="system-page__header">
        {t(`system.${spec.key}.header`)}
      </h1>
      <p className="system-page__description">{t(`system.${spec.key}.description`)}</p>
      {detail ? (
        <p className="system-page__detail">
          <span className="visually-hidden">{t("system.pathLabel")}: </span>
          <code>{detail}</code>
        </p>
      ) : null}
      {children}
      {spec.button ? (
        <LocaleLink className="button button--primary system-page__button" to={spec.button.to}>
          {t(`system.buttons.${spec.button.key}`)}
        </LocaleLink>
      ) : null}
    </section>
  );
}

import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocaleLink } from "~/ui/locale";
import { deferred } from "~/ui/deferred";
import { type ErrorPageKind, errorPages } from "./pages";

/**
 * The picture (2 KB of SVG drawing) is not in the code every page downloads for its error boundary (issue 14): the
 * server loads it at start-up and renders it; a browser keeps that SVG until the code arrives. Its box keeps its
 * size meanwhile (aspect-ratio in app.css), so nothing moves.
 */
const SystemPicture = deferred(() => import("./system-picture").then((module) => module.SystemPicture));
if (typeof document === "undefined") SystemPicture.preload().catch((error: unknown) => console.error(error));

export function SystemPage({ kind, detail, children }: { kind: ErrorPageKind; detail?: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const spec = errorPages[kind];
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
      {spec.retry ? (
        // A document request for the same address: the whole page is asked for again, with or without JavaScript.
        <a className="button button--primary system-page__button" href={spec.retry === "document" ? "" : `${location.pathname}${location.search}`} data-retry="">
          {t("system.buttons.retry")}
        </a>
      ) : null}
      {spec.button ? (
        <LocaleLink className="button button--primary system-page__button" to={spec.button.to}>
          {t(`system.buttons.${spec.button.key}`)}
        </LocaleLink>
      ) : null}
    </section>
  );
}

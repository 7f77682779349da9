import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "~/features/auth/form-status";
import { BetsNav } from "~/features/bets/bets-nav";
import { exportFormSchema } from "~/features/bets/date-range";
import { type ExportActionData, betsExportsAction, betsExportsLoader } from "~/features/bets/exports.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import betsStyles from "~/styles/bets.css?url";
import cashierStyles from "~/styles/cashier-withdraw.css?url";
import { Field } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: cashierStyles },
  { rel: "stylesheet", href: betsStyles },
];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return betsExportsLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return betsExportsAction(request, context);
}

function ExportForm({ today, defaults, requestKey, actionData }: { today: string; defaults: { date_from: string; date_to: string }; requestKey: string; actionData?: ExportActionData }) {
  const { t } = useTranslation();
  const action = useLocalizedPath()("/profile/bets/exports");
  const schema = exportFormSchema(today);
  const [form, fields] = useForm({
    id: "bets-export",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  return (
    <Form method="post" action={action} className="bets-filter bets-export-form" {...getFormProps(form)} aria-labelledby="bets-export-title">
      <h2 id="bets-export-title" className="bets-section__title bets-filter__title">
        {t("profile.bets.exportTitle")}
      </h2>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t("profile.bets.from")} field={fields.date_from} type="date" max={today} required />
      <Field label={t("profile.bets.to")} field={fields.date_to} type="date" max={today} required />
      {/* One key per rendered form (decision 015): a double submit is the same request on the platform. */}
      <input type="hidden" name="request_key" value={actionData?.requestKey ?? requestKey} />
      <div className="bets-filter__actions">
        <SubmitButton action={action}>{t("profile.bets.exportSubmit")}</SubmitButton>
      </div>
    </Form>
  );
}

/** A request's state in the player's language: pending, ready, or the platform's word for a failed one. */
function ExportStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = status === "ready" ? "good" : status === "pending" ? "wait" : "bad";
  return (
    <span className={`history-status history-status--${tone}`} data-status={status}>
      {t(`profile.bets.status.${tone === "bad" ? "failed" : status}`)}
    </span>
  );
}

/** How often the page looks again while a file is being prepared (with JavaScript; without it, the refresh link). */
const EXPORT_REFRESH_MS = 10_000;

/** While a request is pending, reads the list again every so often, so its download link appears by itself. */
function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  // Held in a ref: the revalidator changes with every router state, which must not restart the interval.
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && latest.current.state === "idle") latest.current.revalidate();
    }, EXPORT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [pending]);
}

export default function ProfileBetsExportsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const pending = data.requests?.some((row) => row.status === "pending") ?? false;
  useRefreshWhilePending(pending);
  return (
    <PageFrame>
      <div className="bets-page">
        <BetsNav />
        {data.enabled === null ? (
          <p className="history-empty">{t("profile.bets.exportUnknown")}</p>
        ) : !data.enabled ? (
          <p className="history-empty">{t("profile.bets.exportOff")}</p>
        ) : (
          <>
            <ExportForm today={data.today} defaults={data.defaults} requestKey={data.requestKey} actionData={actionData} />
            <section className="history-panel" aria-labelledby="bets-exports-title">
              <h2 id="bets-exports-title" className="bets-section__title">
                {t("profile.bets.requests")}
              </h2>
              {data.requests === null ? (
                <p className="history-empty">{t("profile.bets.requestsUnavailable")}</p>
              ) : data.requests.length ? (
                <ul className="history-list" aria-label={t("profile.bets.requests")}>
                  {data.requests.map((row) => (
                    <li key={row.id} className="history-item bets-export" data-id={row.id}>
                      <div className="history-item__main">
                        <span className="history-item__title">
                          {row.range} <span className="history-item__id">#{row.id}</span>
                        </span>
                        {row.requested ? <span className="history-item__when">{t("profile.bets.requestedAt", { when: row.requested })}</span> : null}
                      </div>
                      <div className="history-item__side">
                        <ExportStatus status={row.status} />
                        {row.href ? (
                          <a className="button button--primary button--small" href={row.href} download>
                            {t("profile.bets.download")}
                          </a>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="history-empty">{t("profile.bets.noRequests")}</p>
              )}
              {pending ? (
                <p className="bets-summary">
                  {t("profile.bets.pendingNote")}{" "}
                  <LocaleLink to="/profile/bets/exports" className="bets-refresh">
                    {t("profile.bets.refresh")}
                  </LocaleLink>
                </p>
              ) : null}
            </section>
          </>
        )}
      </div>
    </PageFrame>
  );
}

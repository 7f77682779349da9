import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, SubmitButton, useAllErrorsSubscription } from "~/features/auth/form-status";
import { SECURITY_CODE_STEP, securityCodeSchema } from "~/features/profile/security";
import { type SecurityActionData, securityAction, securityLoader } from "~/features/profile/security.server";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import accountStyles from "~/styles/profile-account.css?url";
import { Field } from "~/ui/field";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { withSeo } from "~/content/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return securityLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return securityAction(request, context);
}

export default function ProfileSecurityPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SecurityActionData | undefined;
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const action = localize("/profile/security");
  const errorsOf = (intent: string) => (actionData?.intent === intent ? actionData.result.error?.[""] ?? undefined : undefined);
  return (
    <PageFrame>
      <section className="account-panel" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className="account-panel__title">
          {t("profile.security.title")}
        </h2>
        <p className="account-panel__state" data-state={data.enabled ? "on" : "off"}>
          <span className="account-panel__badge">{t(data.enabled ? "profile.security.stateOn" : "profile.security.stateOff")}</span>{" "}
          {t(data.enabled ? "profile.security.aboutOn" : "profile.security.aboutOff")}
        </p>
        {data.enabled ? (
          <Form method="post" action={action} className="auth-form" id="two-factor-disable">
            <FormErrors id="two-factor-disable-errors" errors={errorsOf("disable")} />
            <input type="hidden" name="intent" value="disable" />
            <SubmitButton action={action}>{t("profile.security.disable")}</SubmitButton>
          </Form>
        ) : data.step === SECURITY_CODE_STEP ? (
          // Posted to the code step's own address: a refused code comes back to the code form, not the first step.
          <CodeForm action={`${action}?step=${SECURITY_CODE_STEP}`} lastResult={actionData?.intent === "confirm" ? actionData.result : undefined} enableErrors={errorsOf("enable")} />
        ) : (
          <Form method="post" action={action} className="auth-form" id="two-factor-enable">
            <FormErrors id="two-factor-enable-errors" errors={errorsOf("enable")} />
            <input type="hidden" name="intent" value="enable" />
            <SubmitButton action={action}>{t("profile.security.enable")}</SubmitButton>
          </Form>
        )}
      </section>
    </PageFrame>
  );
}

/** The code that turns two-factor on; beside it "send a new code" (asks again) and a way back. */
function CodeForm({ action, lastResult, enableErrors }: { action: string; lastResult?: SubmissionResult<string[]>; enableErrors?: string[] }) {
  const { t } = useTranslation();
  const validator = useRootData()?.validator;
  const schema = securityCodeSchema(validator);
  const [form, fields] = useForm({
    id: "two-factor-confirm",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useAllErrorsSubscription(form);
  const length = validator?.twoFactorCode?.length ?? 6;
  return (
    <>
      <Form method="post" action={action} className="auth-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <p className="auth-form__note">{t("profile.security.codeNote", { length })}</p>
        <input type="hidden" name="intent" value="confirm" />
        <Field label={t("auth.fields.code")} field={fields.code} inputMode="numeric" autoComplete="one-time-code" maxLength={length} required />
        <SubmitButton action={action}>{t("profile.security.confirm")}</SubmitButton>
      </Form>
      {/* Its own form: a second `intent` inside the code form would make the posted intent ambiguous. */}
      <Form method="post" action={action} className="auth-form" id="two-factor-resend">
        <FormErrors id="two-factor-resend-errors" errors={enableErrors} />
        <input type="hidden" name="intent" value="enable" />
        <button type="submit" className="button button--ghost button--block">
          {t("auth.twoFactor.resend")}
        </button>
        <LocaleLink to="/profile/security" className="account-panel__back">
          {t("profile.security.cancel")}
        </LocaleLink>
      </Form>
    </>
  );
}

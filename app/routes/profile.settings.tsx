import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { CurrencyForm, FakenameForm, LocaleForm, PasswordForm, PersonalDataForm } from "~/features/settings/settings-forms";
import { type SettingsActionData, settingsAction, settingsLoader } from "~/features/settings/settings.server";
import { useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";

export const meta = withSeo(scaffoldMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return settingsLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return settingsAction(request, context);
}

export default function ProfileSettingsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<SettingsActionData>();
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // The fill-profile return (spec §2) rides on the address, so a refused save keeps it.
  const query = data.from ? `?${new URLSearchParams({ from: data.from, ...(data.toastType ? { toastType: data.toastType } : {}) })}` : "";
  const action = `${localize("/profile/settings")}${query}`;
  return (
    <ScaffoldPage>
      {data.toastType ? (
        <div className="settings-notice" role="status">
          {t(`profile.settings.arrival.${data.toastType}`)}
        </div>
      ) : null}
      <div className="settings">
        {data.personal ? (
          <PersonalDataForm action={action} actionData={actionData} fields={data.personal.fields} values={data.personal.values} validator={data.validator} />
        ) : (
          <p className="settings-notice settings-notice--error" role="alert">
            {t("profile.settings.personal.unavailable")}
          </p>
        )}
        <FakenameForm action={action} actionData={actionData} fakename={data.fakename} validator={data.validator} />
        <PasswordForm action={action} actionData={actionData} login={data.login} validator={data.validator} />
        <LocaleForm action={action} actionData={actionData} />
        <CurrencyForm action={action} actionData={actionData} currency={data.currency} currencies={data.currencies} />
      </div>
    </ScaffoldPage>
  );
}

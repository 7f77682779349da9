import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { type SettingsActionData, settingsAction, settingsLoader } from "~/features/settings/settings.server";
import { useLocalizedPath } from "~/ui/locale";
import { withSeo } from "~/content/seo";
import { deferred, preloadOnNavigation } from "~/ui/deferred";

/** The five forms (conform + zod) arrive after the page's first download (issue 14; ~/ui/deferred). */
const SettingsForms = deferred(() => import("~/features/settings/settings-forms").then((module) => module.SettingsForms));
preloadOnNavigation(SettingsForms);

export const meta = withSeo(pageFrameMeta);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [data] = await Promise.all([settingsLoader(request, context), SettingsForms.preload()]);
  return data;
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
    <PageFrame>
      {data.toastType ? (
        <div className="settings-notice" role="status">
          {t(`profile.settings.arrival.${data.toastType}`)}
        </div>
      ) : null}
      <SettingsForms action={action} actionData={actionData} data={data} />
    </PageFrame>
  );
}

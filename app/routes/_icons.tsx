import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageFrame, pageFrameMeta } from "~/features/page-frame/page-frame";
import { pageFrameLoader } from "~/features/page-frame/page-frame.server";
import { Icon, type IconName } from "~/ui/icon";
import { withSeo } from "~/content/seo";
import { getRemoteConfig } from "~/content/config.server";
import { spriteIcons } from "~/content/icons.server";
import { localeOf } from "~/i18n/config";

const heading = pageFrameLoader("icons");

/**
 * `/_icons` (svg-sprite layout): the site's own icons, then those the remote config adds; an external one only
 * when its source is a valid url containing "svg", fetched as text on the server and sanitised (spec §5,
 * decision 037). An icon that fails is logged and left out (spec §8).
 */
export async function loader(args: LoaderFunctionArgs) {
  const [page, config] = await Promise.all([heading(args), getRemoteConfig(localeOf(args.request))]);
  return { ...page, icons: await spriteIcons(config) };
}

export const meta = withSeo(pageFrameMeta);

export default function IconsPage() {
  const { icons } = useLoaderData<typeof loader>();
  return (
    <PageFrame>
      <ul className="icon-sheet">
        {icons.map((icon) => (
          <li key={icon.name} className="icon-sheet__item" data-icon={icon.name} data-kind={icon.kind}>
            {icon.kind === "own" ? (
              <Icon name={icon.icon as IconName} size={32} />
            ) : (
              // Sanitised on the server (app/lib/sanitize-html.server.ts, svgOptions): drawing only, ids prefixed.
              <span className="icon-sheet__external" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />
            )}
            <code>{icon.name}</code>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

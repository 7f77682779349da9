import { SystemPageRoute, systemPageMeta } from "~/features/system/system-route";
import { systemPageLoader } from "~/features/system/system-route.server";
import { BUSY } from "~/features/system/pages";
import { withSeo } from "~/content/seo";

/**
 * The page an instance too busy to render answers with (503, load shedding: issue 28, docs/decisions/052). The
 * server renders it once per language and host and sends it, as it is, for any address it refuses, so it carries
 * no scripts: a page hydrated for `/_system/busy` at another address would not match (`handle.hydrate`, root.tsx).
 * At its own address it is QA's preview and answers 200.
 */
export const loader = systemPageLoader(BUSY);
export const handle = { hydrate: false };
export const meta = withSeo(systemPageMeta);
export default SystemPageRoute;

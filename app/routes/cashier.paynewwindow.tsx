import { SystemPageRoute, systemPageMeta } from "~/features/system/system-route";
import { systemPageLoader } from "~/features/system/system-route.server";
import { withSeo } from "~/content/seo";

export const loader = systemPageLoader("payment-new-window");
export const meta = withSeo(systemPageMeta);
export default SystemPageRoute;

import { SystemPageRoute, systemPageMeta } from "~/features/system/system-route";
import { systemPageLoader } from "~/features/system/system-route.server";

export const loader = systemPageLoader("payment-pending");
export const meta = systemPageMeta;
export default SystemPageRoute;

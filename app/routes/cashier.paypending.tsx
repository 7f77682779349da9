import { PayResultPage, payResultMeta } from "~/features/cashier/pay-result";
import { payResultLoader } from "~/features/cashier/pay-result.server";
import { withSeo } from "~/content/seo";

export const loader = payResultLoader("pending");
export const meta = withSeo(payResultMeta);
export default PayResultPage;

import { PayResultPage, payResultMeta } from "~/features/cashier/pay-result";
import { payResultLoader } from "~/features/cashier/pay-result.server";

export const loader = payResultLoader("mobile");
export const meta = payResultMeta;
export default PayResultPage;

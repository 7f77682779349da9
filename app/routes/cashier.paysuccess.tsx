import { PayResultPage, payResultMeta } from "~/features/cashier/pay-result";
import { payResultLoader } from "~/features/cashier/pay-result.server";

export const loader = payResultLoader("success");
export const meta = payResultMeta;
export default PayResultPage;

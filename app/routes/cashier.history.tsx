import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("history");
export const meta = scaffoldMeta;

export default function CashierHistoryPage() {
  return <ScaffoldPage />;
}

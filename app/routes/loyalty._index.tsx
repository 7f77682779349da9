import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("loyalty");
export const meta = scaffoldMeta;

export default function LoyaltyPage() {
  return <ScaffoldPage />;
}

import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { withSeo } from "~/content/seo";

export const loader = scaffoldLoader("loyalty");
export const meta = withSeo(scaffoldMeta);

export default function LoyaltyPage() {
  return <ScaffoldPage />;
}

import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { withSeo } from "~/content/seo";

export const loader = scaffoldLoader("profileLoyalty");
export const meta = withSeo(scaffoldMeta);

export default function ProfileLoyaltyPage() {
  return <ScaffoldPage />;
}

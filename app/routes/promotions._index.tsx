import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { withSeo } from "~/content/seo";

export const loader = scaffoldLoader("promotions");
export const meta = withSeo(scaffoldMeta);

export default function PromotionsPage() {
  return <ScaffoldPage />;
}

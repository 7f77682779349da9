import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { withSeo } from "~/content/seo";

export const loader = scaffoldLoader("offers");
export const meta = withSeo(scaffoldMeta);

export default function OffersPage() {
  return <ScaffoldPage />;
}

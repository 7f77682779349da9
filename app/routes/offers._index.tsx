import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("offers");
export const meta = scaffoldMeta;

export default function OffersPage() {
  return <ScaffoldPage />;
}

import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("winners");
export const meta = scaffoldMeta;

export default function WinnersPage() {
  return <ScaffoldPage />;
}

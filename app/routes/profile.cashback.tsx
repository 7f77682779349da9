import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("cashback");
export const meta = scaffoldMeta;

export default function ProfileCashbackPage() {
  return <ScaffoldPage />;
}

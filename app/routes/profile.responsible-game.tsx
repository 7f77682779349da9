import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("responsibleGame");
export const meta = scaffoldMeta;

export default function ProfileResponsibleGamePage() {
  return <ScaffoldPage />;
}

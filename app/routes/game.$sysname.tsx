import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export const loader = scaffoldLoader("game", "sysname");
export const meta = scaffoldMeta;

export default function GameSysnamePage() {
  return <ScaffoldPage />;
}

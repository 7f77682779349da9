import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args.request, args.context);
  return scaffoldLoader("betsPlaceholder")(args);
}
export const meta = scaffoldMeta;

export default function BetsPage() {
  return <ScaffoldPage />;
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { withSeo } from "~/content/seo";

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args.request, args.context);
  return scaffoldLoader("responsibleGame")(args);
}
export const meta = withSeo(scaffoldMeta);

export default function ResponsibleGamePage() {
  return <ScaffoldPage />;
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { loyaltyProgramName } from "~/features/scaffold/headings.server";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { getApi } from "~/platform/api/index.server";
import { withSeo } from "~/content/seo";

const heading = scaffoldLoader("loyaltyProgram");

/** The heading names the program (never its sysname); the page's body arrives with the loyalty issue. */
export async function loader(args: LoaderFunctionArgs) {
  const [page, name] = await Promise.all([heading(args), loyaltyProgramName(getApi(args.request, args.context), args)]);
  return { ...page, param: name };
}

export const meta = withSeo(scaffoldMeta);

export default function LoyaltySysnamePage() {
  return <ScaffoldPage />;
}

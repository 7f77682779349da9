import type { LoaderFunctionArgs } from "@remix-run/node";
import { tournamentName } from "~/features/scaffold/headings.server";
import { ScaffoldPage, scaffoldMeta } from "~/features/scaffold/scaffold-page";
import { scaffoldLoader } from "~/features/scaffold/scaffold.server";
import { getApi } from "~/platform/api/index.server";
import { withSeo } from "~/content/seo";

const heading = scaffoldLoader("tournament");

/** The heading names the tournament (never its id); the page's body arrives with the tournaments issue. */
export async function loader(args: LoaderFunctionArgs) {
  const [page, name] = await Promise.all([heading(args), tournamentName(getApi(args.request, args.context), args)]);
  return { ...page, param: name };
}

export const meta = withSeo(scaffoldMeta);

export default function TournamentsIdPage() {
  return <ScaffoldPage />;
}

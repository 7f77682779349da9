import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { ResponsibleGamePage } from "~/features/responsible-game/responsible-game-page";
import { responsibleGameAction, responsibleGameLoader } from "~/features/responsible-game/responsible-game.server";
import { pageFrameMeta } from "~/features/page-frame/page-frame";
import { withSeo } from "~/content/seo";
import accountStyles from "~/styles/profile-account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta = withSeo(pageFrameMeta);

/** The same page as the profile's child, outside the profile (spec §2); guests are sent home by the loader's guard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return responsibleGameLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return responsibleGameAction(request, context, "/responsible-game");
}

export default function ResponsibleGameRoute() {
  return <ResponsibleGamePage path="/responsible-game" />;
}

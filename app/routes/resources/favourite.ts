import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { favouriteAction } from "~/features/games/favourite.server";

/** The favourite toggle of every game card (a plain POST form; a fetcher with JavaScript). */
export async function action({ request, context }: ActionFunctionArgs) {
  return favouriteAction(request, context);
}

export async function loader() {
  return redirect("/gamehall");
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { cashbackSeenAction } from "~/features/player/cashback-seen.server";

/** The unseen-cashback dialog's close (spec §4): stores the id, then back to the page (or JSON for the enhanced dialog). */
export async function action({ request, context }: ActionFunctionArgs) {
  return cashbackSeenAction(request, context);
}

export async function loader() {
  return redirect("/");
}

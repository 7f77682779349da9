import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { logoutAction } from "~/features/auth/auth.server";

/** Logout is a form (POST): a link would let any page sign the player out. It leads home (spec §2). */
export async function action({ request, context }: ActionFunctionArgs) {
  return logoutAction(request, context);
}

export async function loader() {
  return redirect("/");
}

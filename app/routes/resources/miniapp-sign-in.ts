import type { ActionFunctionArgs } from "@remix-run/node";
import { miniAppSignIn } from "~/features/miniapp/sign-in.server";

/** POST only: the mini-app page sends the messaging app's initData here (an auth path: strictest rate limit). */
export async function action({ request, context }: ActionFunctionArgs) {
  return miniAppSignIn(request, context);
}

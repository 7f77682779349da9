import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { answerRealityCheck, realityCheckFigures } from "~/features/responsible-game/reality-check.server";

/** Also on the fetcher's `.data` answer (single fetch takes its headers from here). */
export const headers = () => ({ "Cache-Control": "no-store" });

/** Decision 035: the reality check's figures (GET) and the player's answer to it (POST). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return realityCheckFigures(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return answerRealityCheck(request, context);
}

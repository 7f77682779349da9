import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { chatEventAction, chatSettingsLoader } from "~/features/chat/chat.server";

/** The live chat's settings (GET) and its event store (POST), used by the chat code after the first interaction. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return chatSettingsLoader(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return chatEventAction(request, context);
}

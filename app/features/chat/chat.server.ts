import type { AppLoadContext } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { getEnv } from "~/env.server";
import { localeOf } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { PlatformError } from "~/platform/errors";
import { chatSetup } from "./providers";

const noStore = { "Cache-Control": "no-store" };

/** GET: the chat to start for this visitor (read after the first interaction, never on the document). */
export async function chatSettingsLoader(request: Request, context: AppLoadContext) {
  const [config, account] = await Promise.all([getRemoteConfig(localeOf(request)), getAccountInfo(request, context)]);
  const visitor = isSignedIn(account) ? { uid: String(account.uid), name: account.fakename || account.login || "" } : null;
  return Response.json({ setup: chatSetup(config.liveChat, { sandbox: getEnv().SANDBOX, visitor }) }, { headers: noStore });
}

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/**
 * POST: one chat message, sent or received, for the chat event store call (spec §7). Only a signed-in player's
 * events are stored; a guest's are acknowledged and dropped. A failing store never troubles the chat.
 */
export async function chatEventAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const event = form.get("event");
  if (event !== "sent" && event !== "received") return Response.json({ stored: false }, { status: 400, headers: noStore });
  if (!isSignedIn(await getAccountInfo(request, context))) return Response.json({ stored: false }, { headers: noStore });
  try {
    await getApi(request, context).chat.storeEvent({
      channel_id: text(form, "channel_id", 200),
      conversation_id: text(form, "conversation_id", 200),
      text: text(form, "text", 4000),
      event,
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    console.warn(`[chat] event not stored: ${error.type}`);
    return Response.json({ stored: false }, { status: 502, headers: noStore });
  }
  return Response.json({ stored: true }, { headers: noStore });
}

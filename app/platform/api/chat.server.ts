import type { PlatformClient } from "../client.server";
import { Caller, anything } from "./shared.server";

/** The chat-provider event store call (spec §7): only for signed-in players. */
export function chatApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    storeEvent: (input: { channel_id: string; conversation_id: string; text: string; event: "sent" | "received" }) =>
      call.post("chat.storeEvent", anything, { ...input }),
  };
}

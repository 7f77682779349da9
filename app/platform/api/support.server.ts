import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, anything } from "./shared.server";

export const supportSettingsSchema = z
  .object({ email: z.string().nullish(), phone: z.string().nullish(), telegram: z.string().nullish(), chat: z.record(z.unknown()).default({}) })
  .passthrough();

/** `support.getsettings` and `Support.sendFeedback` (the spec's casing). */
export function supportApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    getSettings: () => call.get("support.getsettings", supportSettingsSchema),
    sendFeedback: (input: { email?: string; name?: string; subject?: string; message: string }) =>
      call.post("Support.sendFeedback", anything, { ...input }),
  };
}

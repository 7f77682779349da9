import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, anything, list } from "./shared.server";

/** `storage.*`: the player's small key-value store on the platform (spec §7). */
export function storageApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: (keys: readonly string[]) => call.get("storage.get", z.record(z.string().nullable()).default({}), { keys }),
    getKeys: () => call.get("storage.getKeys", list(z.string())),
    set: (key: string, value: string) => call.post("storage.set", anything, { key, value }),
  };
}

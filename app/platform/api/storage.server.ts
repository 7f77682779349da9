import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller, anything, list } from "./shared.server";

/** The answers of `storage.get` and `storage.getKeys`, made once (issue 27). */
const valuesSchema = z.record(z.string().nullable()).default({});
const keySchema = z.string();

/** `storage.*`: the player's small key-value store on the platform (spec §7). */
export function storageApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    get: (keys: readonly string[]) => call.get("storage.get", valuesSchema, { keys }),
    getKeys: () => call.get("storage.getKeys", list(keySchema)),
    set: (key: string, value: string) => call.post("storage.set", anything, { key, value }),
  };
}

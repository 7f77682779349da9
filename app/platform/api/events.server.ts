import type { PlatformClient } from "../client.server";
import { Caller, anything, json } from "./shared.server";

/** `events.handle` (a GET in spec §7): tells the platform about a player event. */
export function eventsApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    handle: (eventName: string, eventParams?: Record<string, unknown>) =>
      call.get("events.handle", anything, { event_name: eventName, event_params: json(eventParams) }, { retries: 0 }),
  };
}

import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { Caller } from "./shared.server";

/**
 * The identity-verification provider's calls (spec §7 names them, not their paths): the platform creates the
 * applicant and hands out a short-lived access token for the provider's page.
 */
export function verificationApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    createApplicant: () => call.post("verification.createApplicant", z.object({ applicant_id: z.string() }).passthrough()),
    getAccessToken: (externalActionId?: string) =>
      call.post("verification.getAccessToken", z.object({ token: z.string(), url: z.string().nullish() }).passthrough(), { external_action_id: externalActionId }),
  };
}

import { getEnv } from "~/env.server";
import type { Hit } from "./hit";

/**
 * The platform's `/hit` with the same query, the player's cookie and the referer. Time-boxed and never failing:
 * a lost hit must not turn into a broken image or a slow page.
 */
export async function forwardHit(request: Request, hit: Hit): Promise<void> {
  const query = new URLSearchParams({ type: hit.type, referer: hit.referer, track: hit.track, seon_session: hit.seonSession });
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  if (hit.referer) headers.set("referer", hit.referer);
  try {
    await fetch(`${getEnv().PLATFORM_API_URL}/hit?${query}`, { headers, signal: AbortSignal.timeout(2000), redirect: "manual" });
  } catch {
    // Dropped on purpose (see above).
  }
}

/** QA scenarios are chosen per request by a cookie the player's browser carries to the platform. */
export const SCENARIO_COOKIE = "sandbox_scenario";

export function scenarioOf(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SCENARIO_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

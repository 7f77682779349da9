import { platformErrorTypes } from "../app/platform/errors.ts";

/** QA scenarios are chosen per request by a cookie the player's browser carries to the platform. */
export const SCENARIO_COOKIE = "sandbox_scenario";

export function scenarioOf(request: Request): string | null {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SCENARIO_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export type ErrorTypeName = (typeof platformErrorTypes)[number];

/**
 * The scenario cookie holds comma-separated items: `maintenance`, `banned`, `forbidden`, `empty`, `huge`,
 * `slow:{ms}` (every call) or `slow:{ms}:{method}` (that method's calls only), `flaky:{share 0..1}`, `fail:{ErrorType}:{method or *}:{nonce}` (the next call fails once),
 * `logout:{seconds}` (general info's time_to_force_logout, to see the inactivity warning soon; 0 = none),
 * `isolation` (general info's is_bonus_isolation_enabled: one active bonus at a time, docs/decisions/029),
 * `photos` (the games' pictures as a real platform sends them: `description.img_288_192` and a larger `image_url`,
 * two files; the catalogue's first game's pictures broken, a 404: decision 073).
 */
export interface Scenario {
  maintenance: boolean;
  banned: boolean;
  forbidden: boolean;
  empty: boolean;
  huge: boolean;
  slowMs: number;
  /** The method `slowMs` delays: `*` for every call. */
  slowMethod?: string;
  flaky: number;
  fail: { type: ErrorTypeName; method: string; token: string } | null;
  /** Overrides time_to_force_logout: seconds, 0 for none, null to keep the default. */
  forceLogoutSeconds: number | null;
  bonusIsolation: boolean;
  photos: boolean;
}

export function parseScenario(raw: string | null): Scenario {
  const scenario: Scenario = { maintenance: false, banned: false, forbidden: false, empty: false, huge: false, slowMs: 0, slowMethod: "*", flaky: 0, fail: null, forceLogoutSeconds: null, bonusIsolation: false, photos: false };
  for (const item of (raw ?? "").split(",").map((part) => part.trim()).filter(Boolean)) {
    const [name, ...args] = item.split(":");
    if (name === "maintenance" || name === "banned" || name === "forbidden" || name === "empty" || name === "huge") scenario[name] = true;
    else if (name === "isolation") scenario.bonusIsolation = true;
    else if (name === "photos") scenario.photos = true;
    else if (name === "slow") {
      scenario.slowMs = clamp(Number(args[0] ?? 2000), 0, 30_000);
      scenario.slowMethod = args[1] || "*";
    }
    else if (name === "flaky") scenario.flaky = clamp(Number(args[0] ?? 0.5), 0, 1);
    else if (name === "logout") scenario.forceLogoutSeconds = Math.round(clamp(Number(args[0] ?? 30), 0, 86_400));
    else if (name === "fail" && (platformErrorTypes as readonly string[]).includes(args[0] ?? "")) {
      scenario.fail = { type: args[0] as ErrorTypeName, method: args[1] || "*", token: args[2] || "once" };
    }
  }
  return scenario;
}

/** Whether the scenario delays a call of `method`. */
export function slowsMethod(scenario: Scenario, method: string): boolean {
  return scenario.slowMs > 0 && (!scenario.slowMethod || scenario.slowMethod === "*" || scenario.slowMethod === method);
}

export function formatScenario(scenario: Partial<Scenario>): string {
  const items: string[] = [];
  if (scenario.maintenance) items.push("maintenance");
  if (scenario.banned) items.push("banned");
  if (scenario.forbidden) items.push("forbidden");
  if (scenario.empty) items.push("empty");
  if (scenario.huge) items.push("huge");
  if (scenario.slowMs) items.push(`slow:${Math.round(scenario.slowMs)}${scenario.slowMethod && scenario.slowMethod !== "*" ? `:${scenario.slowMethod}` : ""}`);
  if (scenario.flaky) items.push(`flaky:${scenario.flaky}`);
  if (scenario.fail) items.push(`fail:${scenario.fail.type}:${scenario.fail.method}:${scenario.fail.token}`);
  if (scenario.forceLogoutSeconds !== null && scenario.forceLogoutSeconds !== undefined) items.push(`logout:${scenario.forceLogoutSeconds}`);
  if (scenario.bonusIsolation) items.push("isolation");
  if (scenario.photos) items.push("photos");
  return items.join(",");
}

function clamp(value: number, min: number, max: number) {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** The HTTP status the platform answers each error type with (the sandbox's choice; the spec names none). */
export function statusOfErrorType(type: ErrorTypeName): number {
  switch (type) {
    case "ApplicationDisabled":
    case "ApplicationUnavailable":
    case "BillingUnavailable":
      return 503;
    case "Authorization":
      return 401;
    case "AccessDenied":
    case "UserBanned":
    case "UserDeleted":
      return 403;
    case "MethodNotFound":
      return 404;
    case "TooManyRequests":
      return 429;
    case "InternalServerError":
    case "UnknownError":
    case "BillingServiceError":
      return 500;
    default:
      return 400;
  }
}

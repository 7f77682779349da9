import { parseScenario, scenarioOf } from "../scenario";
import { AVAILABLE_CURRENCIES } from "./account";
import type { Namespace } from "./context";

/** The scenario's `logout:{seconds}` lets QA see the forced-logout warning without waiting half an hour. */
function forceLogoutSeconds(request: Request): number | null {
  const seconds = parseScenario(scenarioOf(request)).forceLogoutSeconds;
  if (seconds === null) return 1800;
  return seconds > 0 ? seconds : null;
}

export const metadata: Namespace = {
  get: (ctx) => ({ platform: "sandbox", version: "2.34", server_time: new Date(ctx.now).toISOString() }),
  getgeneralinfo: (ctx) => ({
    // Every loader of docs/decisions/024, served by the sandbox's fake analytics script (mocks/pages/analytics.ts).
    analytic: Object.fromEntries(
      ["tag_manager", "web_analytics", "product_analytics", "marketing", "cdp"].map((kind, index) => [
        kind,
        { id: `${["GTM", "G", "PA", "MK", "CDP"][index]}-SANDBOX${index + 1}`, src: `${ctx.pagesOrigin}/sandbox/analytics/${kind}.js` },
      ]),
    ),
    available_currencies: AVAILABLE_CURRENCIES,
    available_locales: [
      { name: "O‘zbekcha", code: "uz", language: "uz-Latn-UZ", direction: "ltr", icon: "/flags/uz.svg", default: 1 },
      { name: "Русский", code: "ru", language: "ru-RU", direction: "ltr", icon: "/flags/ru.svg", default: 0 },
    ],
    default_currency: "UZS",
    is_seon_enabled: 0,
    domain_state: "active",
    domain_type: "main",
    time_to_force_logout: forceLogoutSeconds(ctx.request),
    is_bonus_isolation_enabled: parseScenario(scenarioOf(ctx.request)).bonusIsolation ? 1 : 0,
    is_game_history_export_enabled: 1,
    user_inactivity_cashier_time: 600,
    user_inactivity_pp_time: 600,
  }),
};

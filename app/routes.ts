import { type RouteConfig, index, layout, prefix, route } from "@remix-run/route-config";
import type { Locale } from "./i18n/config";

/**
 * The spec's route tree (§2), defined once and mounted twice: Uzbek at `/`, Russian under `/ru`.
 * A module mounted twice needs two ids, so Russian ids carry a `ru/` prefix.
 */
function tree(locale: Locale) {
  const id = (file: string) => (locale === "uz" ? file : `ru/${file}`);
  const page = (path: string, file: string, children?: ReturnType<typeof route>[]) =>
    route(path, `routes/${file}.tsx`, { id: id(file) }, children);
  const home = (file: string) => index(`routes/${file}.tsx`, { id: id(file) });

  return [
    layout("layouts/default.tsx", { id: id("layouts/default") }, [
      home("_index"),
      page("betting", "betting"),
      page("confirmation", "confirmation"),
      page("confirmation/success", "confirmation.success"),
      page("gamehall", "gamehall"),
      page("gamehall/:id", "gamehall.$id"),
      page("jackpots", "jackpots._index"),
      page("jackpots/:id", "jackpots.$id"),
      page("loyalty", "loyalty._index"),
      page("loyalty/shop", "loyalty.shop"),
      page("loyalty/:sysname", "loyalty.$sysname"),
      page("offers", "offers._index"),
      page("offers/:id", "offers.$id"),
      page("promotions", "promotions._index"),
      page("promotions/:id", "promotions.$id"),
      page("providers", "providers"),
      page("support", "support"),
      page("tournaments", "tournaments._index"),
      page("tournaments/:id", "tournaments.$id"),
      page("tournaments/:id/gamehall", "tournaments.$id.gamehall"),
      page("unsubscribe", "unsubscribe"),
      page("winners", "winners"),
      page("cashier", "cashier", [
        home("cashier._index"),
        page("billing", "cashier.billing"),
        page("deposit", "cashier.deposit._index"),
        page("deposit/:sysname", "cashier.deposit.$sysname"),
        page("history", "cashier.history"),
        page("paycancel/:transaction?", "cashier.paycancel"),
        page("payfail/:transaction?", "cashier.payfail"),
        page("paymobile/:transaction?", "cashier.paymobile"),
        page("paynewwindow", "cashier.paynewwindow"),
        page("paypending/:transaction?", "cashier.paypending"),
        page("paysuccess/:transaction?", "cashier.paysuccess"),
        page("receipt", "cashier.receipt"),
        page("wallet", "cashier.wallet"),
        page("withdraw", "cashier.withdraw"),
      ]),
      page("profile", "profile", [
        home("profile._index"),
        page("bets", "profile.bets", [
          home("profile.bets._index"),
          page("exports", "profile.bets.exports"),
          page("history", "profile.bets.history"),
        ]),
        page("bonuses", "profile.bonuses"),
        page("cashback", "profile.cashback"),
        page("contacts", "profile.contacts"),
        page("loyalty", "profile.loyalty"),
        page("notification", "profile.notification"),
        page("responsible-game", "profile.responsible-game"),
        page("security", "profile.security"),
        page("settings", "profile.settings"),
        page("verification", "profile.verification"),
      ]),
      page("responsible-game", "responsible-game"),
      page("bets/*", "bets.$"),
      page("_system/:page", "_system.$page"),
      page(":slug", "$slug"),
      page("*", "$"),
    ]),
    layout("layouts/empty.tsx", { id: id("layouts/empty") }, [
      page("forms/sign_in", "forms.sign_in"),
      page("forms/sign_up", "forms.sign_up"),
      page("forms/complete_registration", "forms.complete_registration"),
      route("_system/maintenance", "routes/_system.$page.tsx", { id: id("_system.maintenance") }),
      route("_system/forbidden", "routes/_system.$page.tsx", { id: id("_system.forbidden") }),
      route("_system/busy", "routes/_system.busy.tsx", { id: id("_system.busy") }),
    ]),
    layout("layouts/game.tsx", { id: id("layouts/game") }, [page("game/:sysname", "game.$sysname")]),
    // The game's canonical address (spec §9: a /platform segment after the locale) answers the same page (decision 066).
    layout("layouts/game.tsx", { id: id("layouts/platform-game") }, [
      route("platform/game/:sysname", "routes/game.$sysname.tsx", { id: id("platform/game.$sysname") }),
    ]),
    layout("layouts/svg-sprite.tsx", { id: id("layouts/svg-sprite") }, [page("_icons", "_icons")]),
  ];
}

export default [
  route("locales/:lng/:ns", "routes/resources/locales.ts", { id: "resources/locales" }),
  route("_actions/locale", "routes/resources/locale-switch.ts", { id: "resources/locale-switch" }),
  route("_actions/auth/logout", "routes/resources/logout.ts", { id: "resources/logout" }),
  route("_actions/auth/miniapp", "routes/resources/miniapp-sign-in.ts", { id: "resources/miniapp-sign-in" }),
  route("_resources/balance", "routes/resources/balance.ts", { id: "resources/balance" }),
  // The unseen-cashback dialog's close (spec §4): stores already_seen_cashback_id, then back to the page.
  route("_actions/cashback-seen", "routes/resources/cashback-seen.ts", { id: "resources/cashback-seen" }),
  // The side menu's banners (position menu) for the menu opened with JavaScript, in the page's language.
  route("_resources/sidebar", "routes/resources/sidebar.ts", { id: "resources/sidebar" }),
  route("ru/_resources/sidebar", "routes/resources/sidebar.ts", { id: "ru/resources/sidebar" }),
  // Social sign-in (spec §4, §7): /oauth/init is locale-less; the popup's last page speaks the page's language.
  route("oauth/init", "routes/oauth.init.ts", { id: "oauth/init" }),
  route("oauth/callback", "routes/oauth.callback.ts", { id: "oauth/callback" }),
  route("oauth/done", "routes/oauth.done.ts", { id: "oauth/done" }),
  route("ru/oauth/done", "routes/oauth.done.ts", { id: "ru/oauth/done" }),
  // Loyalty notifications (decision 031) and notices (decision 034) in the page's language.
  route("_resources/loyalty-notifications", "routes/resources/loyalty-notifications.ts", { id: "resources/loyalty-notifications" }),
  route("ru/_resources/loyalty-notifications", "routes/resources/loyalty-notifications.ts", { id: "ru/resources/loyalty-notifications" }),
  route("_resources/loyalty-notices", "routes/resources/loyalty-notices.ts", { id: "resources/loyalty-notices" }),
  route("ru/_resources/loyalty-notices", "routes/resources/loyalty-notices.ts", { id: "ru/resources/loyalty-notices" }),
  // The live chat in the page's language (decision 019).
  route("_resources/chat", "routes/resources/chat.ts", { id: "resources/chat" }),
  route("ru/_resources/chat", "routes/resources/chat.ts", { id: "ru/resources/chat" }),
  // The one promo-code action (issue 16): every promo-code form posts here and is sent back to its page.
  route("_actions/promo-code", "routes/resources/promo-code.ts", { id: "resources/promo-code" }),
  route("_actions/games/favourite", "routes/resources/favourite.ts", { id: "resources/favourite" }),
  route("_resources/games-search", "routes/resources/games-search.ts", { id: "resources/games-search" }),
  route("ru/_resources/games-search", "routes/resources/games-search.ts", { id: "ru/resources/games-search" }),
  // PWA and tracking (spec §1, §7): the manifest speaks the page's language; the hit is locale-less.
  route("manifest.webmanifest", "routes/resources/manifest.ts", { id: "resources/manifest" }),
  route("ru/manifest.webmanifest", "routes/resources/manifest.ts", { id: "ru/resources/manifest" }),
  route("hit", "routes/resources/hit.ts", { id: "resources/hit" }),
  // Search engines (issue 18): the robots rules and the sitemap of both locales.
  route("robots.txt", "routes/resources/robots.ts", { id: "resources/robots" }),
  route("sitemap.xml", "routes/resources/sitemap.ts", { id: "resources/sitemap" }),
  route("_actions/consent", "routes/resources/consent.ts", { id: "resources/consent" }),
  // The reality check (decision 035): its figures (GET) and the player's answer (POST), for both locales (`back`).
  route("_actions/reality-check", "routes/resources/reality-check.ts", { id: "resources/reality-check" }),
  ...tree("uz"),
  ...prefix("ru", tree("ru")),
] satisfies RouteConfig;

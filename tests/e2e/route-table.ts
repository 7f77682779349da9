import type { Layout, Locale } from "./support";

/**
 * Every path of spec §2 (written without the locale prefix) and what it answers: a page with its layout and
 * the translation key of its heading (optionally followed by what the page is about: a name, in each locale
 * when it is translated), or a redirect.
 */
export type RouteCase =
  | { path: string; layout: Layout; heading: string; param?: string | Record<Locale, string> }
  | { path: string; redirect: string; status: 301 | 302 };

/** What a page's heading shows after its title, in a locale. */
export function paramIn(param: string | Record<Locale, string> | undefined, locale: Locale): string | undefined {
  return typeof param === "string" ? param : param?.[locale];
}

/** The sandbox's tournament 1, jackpot 2 and loyalty program "main" (mocks/seed/docs.ts), as their pages name them. */
export const tournamentOne = { uz: "Haftalik slot turniri", ru: "Еженедельный слот-турнир" };
export const jackpotTwo = { uz: "Katta jekpot", ru: "Большой джекпот" };
export const mainProgram = { uz: "Omad klubi", ru: "Клуб Omad" };

export const pages: RouteCase[] = [
  { path: "/", layout: "default", heading: "pages.home.title" },
  { path: "/betting", layout: "default", heading: "pages.betting.title" },
  { path: "/confirmation", layout: "default", heading: "pages.confirmation.title" },
  { path: "/confirmation/success", layout: "default", heading: "pages.confirmationSuccess.title" },
  { path: "/forms/sign_in", layout: "empty", heading: "pages.signIn.title" },
  { path: "/forms/sign_up", layout: "empty", heading: "pages.signUp.title" },
  { path: "/game/sandbox-golden-samarkand", layout: "game", heading: "pages.game.title", param: "Golden Samarkand" },
  { path: "/gamehall", layout: "default", heading: "pages.gamehall.title" },
  { path: "/gamehall?category=2", layout: "default", heading: "pages.gamehall.title" },
  { path: "/gamehall?providers=netent,playson", layout: "default", heading: "pages.gamehall.title" },
  { path: "/gamehall/7", redirect: "/gamehall?category=7", status: 301 },
  { path: "/jackpots", layout: "default", heading: "pages.jackpots.title" },
  { path: "/jackpots/2", layout: "default", heading: "pages.jackpot.title", param: jackpotTwo },
  { path: "/loyalty", layout: "default", heading: "pages.loyalty.title" },
  { path: "/loyalty/main", layout: "default", heading: "pages.loyaltyProgram.title", param: mainProgram },
  { path: "/loyalty/shop", layout: "default", heading: "pages.loyaltyShop.title" },
  { path: "/offers", layout: "default", heading: "pages.offers.title" },
  { path: "/offers/101", layout: "default", heading: "pages.offer.title", param: { uz: "Birinchi depozitga 100%", ru: "100% на первый депозит" } },
  { path: "/promotions", layout: "default", heading: "pages.promotions.title" },
  { path: "/promotions/4", layout: "default", heading: "pages.promotion.title", param: { uz: "Ekspress bust", ru: "Экспресс-буст" } },
  { path: "/providers", layout: "default", heading: "pages.providers.title" },
  { path: "/support", layout: "default", heading: "pages.support.title" },
  { path: "/tournaments", layout: "default", heading: "pages.tournaments.title" },
  { path: "/tournaments/1", layout: "default", heading: "pages.tournament.title", param: tournamentOne },
  { path: "/tournaments/1/gamehall", layout: "default", heading: "pages.tournamentGamehall.title", param: tournamentOne },
  { path: "/unsubscribe", layout: "default", heading: "pages.unsubscribe.title" },
  { path: "/winners", layout: "default", heading: "pages.winners.title" },
  { path: "/_icons", layout: "sprite", heading: "pages.icons.title" },

  { path: "/cashier", redirect: "/cashier/deposit", status: 302 },
  { path: "/cashier/billing", redirect: "/cashier/deposit", status: 302 },
  { path: "/cashier/billing?sysname=uzcard", redirect: "/cashier/deposit/uzcard", status: 302 },
  { path: "/cashier/deposit", layout: "default", heading: "pages.deposit.title" },
  { path: "/cashier/deposit/uzcard", layout: "default", heading: "pages.depositMethod.title", param: "Uzcard" },
  { path: "/cashier/history", layout: "default", heading: "pages.history.title" },
  { path: "/cashier/history?tab=withdrawal", layout: "default", heading: "pages.history.title" },
  { path: "/cashier/paycancel", layout: "default", heading: "system.paymentCancel.header" },
  { path: "/cashier/payfail", layout: "default", heading: "system.paymentFail.header" },
  { path: "/cashier/payfail/tx-981", layout: "default", heading: "system.paymentFail.header" },
  { path: "/cashier/paymobile", layout: "default", heading: "system.paymentMobile.header" },
  { path: "/cashier/paynewwindow", layout: "default", heading: "system.paymentNewWindow.header" },
  { path: "/cashier/paypending", layout: "default", heading: "system.paymentPending.header" },
  { path: "/cashier/paypending/tx-981", layout: "default", heading: "system.paymentPending.header" },
  { path: "/cashier/paysuccess", layout: "default", heading: "system.paymentSuccess.header" },
  { path: "/cashier/paysuccess/tx-981", layout: "default", heading: "system.paymentSuccess.header" },
  { path: "/cashier/receipt", layout: "default", heading: "pages.receipt.title" },
  { path: "/cashier/wallet", layout: "default", heading: "pages.wallet.title" },
  { path: "/cashier/withdraw", layout: "default", heading: "pages.withdraw.title" },

  { path: "/profile", layout: "default", heading: "pages.profile.title" },
  { path: "/profile/bets", redirect: "/profile/bets/history", status: 302 },
  { path: "/profile/bets/exports", layout: "default", heading: "pages.betsExports.title" },
  { path: "/profile/bets/history", layout: "default", heading: "pages.betsHistory.title" },
  { path: "/profile/bonuses", layout: "default", heading: "pages.bonuses.title" },
  { path: "/profile/cashback", layout: "default", heading: "pages.cashback.title" },
  { path: "/profile/contacts", layout: "default", heading: "pages.contacts.title" },
  { path: "/profile/loyalty", layout: "default", heading: "pages.profileLoyalty.title" },
  { path: "/profile/notification", layout: "default", heading: "pages.notification.title" },
  { path: "/profile/responsible-game", layout: "default", heading: "pages.responsibleGame.title" },
  { path: "/profile/security", layout: "default", heading: "pages.security.title" },
  { path: "/profile/settings", layout: "default", heading: "pages.settings.title" },
  { path: "/profile/verification", layout: "default", heading: "pages.verification.title" },

  { path: "/responsible-game", layout: "default", heading: "pages.responsibleGame.title" },
  { path: "/bets/sport/123", layout: "default", heading: "pages.betsPlaceholder.title" },
];

/** Content pages of the `/{slug}` catch-all that the sandbox's content service serves (linked from the footer). */
export const contentSlugs = ["about", "terms", "privacy", "faq"];

/** Spec §2: on an unmatched route the locale-looking prefix is reset. */
export const resets: Array<{ from: string; to: string; locale: Locale }> = [
  { from: "/uz/gamehall", to: "/gamehall", locale: "uz" },
  { from: "/ru/uz/gamehall", to: "/gamehall", locale: "uz" },
  { from: "/ru/ru/gamehall", to: "/ru/gamehall", locale: "ru" },
  { from: "/en/gamehall?category=3", to: "/gamehall?category=3", locale: "uz" },
  { from: "/uz", to: "/", locale: "uz" },
  { from: "/ru/ru", to: "/ru", locale: "ru" },
];

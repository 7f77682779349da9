import { contentAuthEnabled } from "~/content/auth.server";
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import "./load-context";
import { getRemoteConfig } from "./content/config.server";
import { getEnv, getPublicEnv } from "./env.server";
import { freespinsByGame } from "~/features/bonuses/rules";
import { localeFromPath, localeOf } from "./i18n/config";
import { displayedTotal, getAccountInfo, isSignedIn } from "./platform/account.server";
import shellStyles from "./styles/shell.css?url";
import { UrlDialogs } from "./features/auth/url-dialogs";
import { onlySiteCookies } from "./platform/client.server";
import { readCharacters, signUpCharacters } from "./features/auth/characters.server";
import { SignedInAuthExtras } from "./features/auth/signed-in-extras";
import { preloadAuthForms } from "./features/auth/deferred-forms";
import { registrationIncomplete } from "./features/auth/complete-registration.server";
import { socialServices } from "./features/auth/social";
import { parseValidatorConfig, validatesEagerly } from "./validation/config";
import { readFlashToast } from "./features/toasts/flash.server";
import { Toaster } from "./features/toasts/toaster";
import { getApi } from "./platform/api/index.server";
import { readOr } from "./platform/read.server";
import { playerExtras } from "./features/player/player.server";
import { PlayerSession, preloadSignedInSession } from "./features/player/player-session";
import { useFirstRenderNotices } from "./features/player/notices";
import { sessionMeterOf } from "./features/player/session-meter";
import { realityCheckOf } from "./features/responsible-game/reality-check";
import { ProgressBar } from "./features/shell/progress-bar";
import { SkipLink } from "./features/shell/shells";
import { SystemErrorBoundary, usePreloadErrorPage } from "./features/system/error-boundary";
import { InlineTranslationsScript } from "./i18n/inline";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { Provider as JotaiProvider } from "jotai";
import { pageInteractive } from "./lib/interactive";
import { useLocale } from "./ui/locale";
import { useNonce } from "./ui/nonce";
import type { RootData } from "./ui/root-data";
import { ChatLauncher } from "./features/chat/chat-launcher";
import { MiniAppBoot } from "./features/miniapp/miniapp-boot";
import { PwaClient } from "./features/pwa/pwa-client";
import { PwaHead } from "./features/pwa/pwa-head";
import { THEME_COLOR } from "./features/pwa/manifest";
import { ErrorTitle } from "./features/system/error-title";
import { StructuredData } from "./content/structured-data";
import { CustomCodeSlot } from "./content/custom-code";
import { customCodeOf } from "./content/custom-code.server";
import { defaultFavicons, faviconLinks } from "./content/favicons";
import { AnalyticsConsent } from "./features/tracking/consent-banner";
import { analyticsState } from "./features/tracking/analytics.server";
import { loadBanners } from "./features/promo/banners.server";
import { SIDEBAR_PARAM } from "./features/shell/sidebar-rules";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  // app, forms, player and the header's search in one file (app/styles/shell.css).
  { rel: "stylesheet", href: shellStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const locale = localeOf(request);
  const api = getApi(request, context);
  const remoteConfig = getRemoteConfig(locale);
  // The side menu opened by the URL (`?sidebar=1`, without JavaScript) carries the menu banners; only then read.
  const sidebar = new URL(request.url).searchParams.get(SIDEBAR_PARAM) === "1";
  // The sign-up dialog can open on any page, so its characters are read alongside the rest (guests only use them).
  // Awaited with the others even when unused: a fatal fault on any read of the page is its system page.
  const accountRead = getAccountInfo(request, context);
  const generalRead = readOr(null, api.metadata.getGeneralInfo());
  const flashRead = readFlashToast(request);
  // The signed-in player's extras wait only for what they use (account, config, general info, the flash), side by
  // side with the rest: no extra depth on the page's critical path (issue 14).
  const extrasRead = Promise.all([accountRead, remoteConfig, generalRead, flashRead]).then(([account, config, general, flash]) => {
    // A content-backend user has no platform session to ask them of (decision 038).
    if (!isSignedIn(account) || contentAuthEnabled()) return null;
    const incomplete = registrationIncomplete(account);
    // The after-login queue waits while the non-closable completion dialog is up, and follows its completion.
    const afterLogin = !incomplete && ["auth.toasts.signedIn", "auth.toasts.registered", "auth.complete.done"].includes(flash.toast?.key ?? "");
    return playerExtras({ request, context, account, general, config, afterLogin });
  });
  // A cookie-less guest's characters (a shared list) are asked for alongside the configuration, not after it.
  const charactersRead = onlySiteCookies(request.headers.get("cookie")) ? readCharacters(api) : undefined;
  // Every received pack (active ones counted, freespinsByGame): the same read as the bonuses and game pages', so a
  // page showing them asks once (issue 27).
  const freespinsRead = accountRead.then((account) =>
    isSignedIn(account) && !contentAuthEnabled() ? readOr<Record<string, number>>({}, api.freespins.get().then(freespinsByGame), "freespins.get") : ({} as Record<string, number>),
  );
  const [account, config, general, flash, characters, menuBanners, , , session, freespins] = await Promise.all([
    accountRead,
    remoteConfig,
    generalRead,
    flashRead,
    // The sign-up dialog is a guest's: a request with a session cookie asks for its characters only once the account
    // says it is a guest (a signed-in player's page never shows them; issue 27).
    readOr(
      [],
      (charactersRead ? remoteConfig : Promise.all([remoteConfig, accountRead]).then(([config, account]) => (isSignedIn(account) ? null : config))).then((config) =>
        config ? signUpCharacters(api, config.auth.registration, charactersRead) : [],
      ),
      "sign-up characters",
    ),
    sidebar ? loadBanners(api, locale, ["menu"]) : Promise.resolve(null),
    // The URL-flag dialogs' form code (not in the browser's root chunk): loaded once, so their server HTML is whole.
    preloadAuthForms(),
    // The signed-in session's code (not in the browser's root chunk either), likewise.
    preloadSignedInSession(),
    extrasRead,
    freespinsRead,
  ]);
  if (flash.clear) context.responseHeaders.append("Set-Cookie", flash.clear);
  const signedIn = isSignedIn(account);
  const validator = parseValidatorConfig(config.validator);
  const incomplete = signedIn && registrationIncomplete(account);
  return {
    locale,
    player: signedIn
      ? {
          login: account.fakename || account.login || "",
          total: displayedTotal(account),
          /** The header's session clock and net position (decision 027), as of this render; null without one. */
          meter: sessionMeterOf(account.session, account.balance_main.currency, Date.now()),
          /** The reality check (decision 035): its interval, the check due as of this render, the session's figures. */
          realityCheck: realityCheckOf(account.session, account.balance_main.currency, Date.now()),
        }
      : null,
    /** Balance refresh, forced logout, hints and campaign popups of the signed-in player (spec §4, §6, §9). */
    session: signedIn ? session : null,
    /** The menu banners of a side menu the URL opens (`?sidebar=1`); null otherwise (the menu then fetches them). */
    menuBanners,
    /** Received free spins per game sysname (spec §4: loaded at start for a signed-in player; count 99). */
    freespins,
    site: { name: config.siteName, logo: config.logo },
    /** The site settings' favicons, else the default set (issue 18). */
    favicons: faviconLinks((config as { siteSettings?: { favicons?: unknown } }).siteSettings?.favicons),
    /** The enabled custom code entries by position, each script nonce'd when rendered (decision 037). */
    customCode: customCodeOf(config),
    registration: config.auth.registration,
    eagerValidation: validatesEagerly(validator),
    /** Validator settings of the remote config, for the forms' in-browser checks (the server uses the same). */
    validator,
    socialServices: socialServices(config.auth.authTypes),
    /** Characters of the sign-up dialog (guests only, when the registration option asks for them). */
    characters: signedIn ? [] : characters,
    /** A social sign-up still lacking data: the non-closable completion dialog (spec §4). */
    registrationIncomplete: incomplete,
    currencies: general?.available_currencies ?? [],
    toast: flash.toast ? { ...flash.toast, id: `flash-${crypto.randomUUID()}` } : null,
    env: getPublicEnv(),
    /** The analytics consent and, once given, the loaders to insert (docs/decisions/024). */
    analytics: analyticsState(request, general?.analytic, signedIn ? account.uid : null, { sandbox: getEnv().SANDBOX }),
  };
}

export type { RootData };

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { i18n } = useTranslation();
  // A client-side navigation into the other language's mount renders with that language once it has loaded.
  useChangeLanguage(locale);
  const nonce = useNonce();
  // A page sent as it is for other addresses (the busy page, issue 28) is not hydrated: its route says so.
  const hydrate = !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
  return (
    <html lang={locale} dir={i18n.dir(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The installed app's bar (every page: a route's meta replaces the root's, so not a meta export). */}
        <meta name="theme-color" content={THEME_COLOR} />
        <ErrorTitle />
        <Meta />
        <Links />
        <PwaHead />
        <Favicons />
        <StructuredData />
        <CustomCodeSlot position="head" />
      </head>
      <body>
        <SkipLink />
        <CustomCodeSlot position="bodyStart" />
        <ProgressBar />
        {/* Around the page and the error pages alike: both render the header, whose menu button uses the dialog stack. */}
        <JotaiProvider>{children}</JotaiProvider>
        {hydrate ? (
          <>
            <InlineTranslationsScript nonce={nonce} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        <CustomCodeSlot position="bodyEnd" />
      </body>
    </html>
  );
}

/** The page's icons: the site settings' set, or the default one (also on error pages, which have no root data). */
function Favicons() {
  const favicons = useRouteLoaderData<typeof loader>("root")?.favicons ?? defaultFavicons;
  return (
    <>
      {favicons.map((icon) => (
        <link key={`${icon.rel}${icon.href}${icon.sizes ?? ""}`} rel={icon.rel} href={icon.href} type={icon.type} sizes={icon.sizes} />
      ))}
    </>
  );
}

export default function App() {
  const toast = useRouteLoaderData<typeof loader>("root")?.toast ?? null;
  useFirstRenderNotices(toast);
  usePreloadErrorPage();
  // Marks the document once React has taken over and the deferred forms of the first render have their code:
  // tests (and scripts) wait for it before interacting.
  useEffect(() => {
    pageInteractive().hydrated();
  }, []);
  return (
    <>
      <AnalyticsConsent />
      <Outlet />
      <UrlDialogs />
      <SignedInAuthExtras />
      <PlayerSession />
      <Toaster flash={toast} />
      <MiniAppBoot />
      <ChatLauncher />
      <PwaClient />
    </>
  );
}

export const ErrorBoundary = SystemErrorBoundary;

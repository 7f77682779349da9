import { useRouteLoaderData } from "@remix-run/react";
import type { RemoteConfig } from "~/content/config.server";
import type { customCodeOf } from "~/content/custom-code.server";
import type { FaviconLink } from "~/content/favicons";
import type { getPublicEnv } from "~/env.server";
import type { signUpCharacters } from "~/features/auth/characters.server";
import type { playerExtras } from "~/features/player/player.server";
import type { SessionMeterData } from "~/features/player/session-meter";
import type { BannerView } from "~/features/promo/banners.server";
import type { RealityCheckData } from "~/features/responsible-game/reality-check";
import type { FlashToast } from "~/features/toasts/flash.server";
import type { AnalyticsState } from "~/features/tracking/analytics.server";
import type { Locale } from "~/i18n/config";
import type { ValidatorConfig } from "~/validation/rules";

/**
 * The root loader's data (`app/root.tsx` returns exactly this), declared here so that the features read it without
 * importing the root module: imports point one way, root → features → ui.
 */
export interface RootData {
  locale: Locale;
  player: {
    login: string;
    total: { amount: number; currency: string };
    /** The header's session clock and net position (decision 027), as of this render; null without one. */
    meter: SessionMeterData | null;
    /** The reality check (decision 035): its interval, the check due as of this render, the session's figures. */
    realityCheck: RealityCheckData | null;
  } | null;
  /** Balance refresh, forced logout, hints and campaign popups of the signed-in player (spec §4, §6, §9). */
  session: Awaited<ReturnType<typeof playerExtras>> | null;
  /** The menu banners of a side menu the URL opens (`?sidebar=1`); null otherwise (the menu then fetches them). */
  menuBanners: BannerView[] | null;
  /** Received free spins per game sysname (spec §4: loaded at start for a signed-in player; count 99). */
  freespins: Record<string, number>;
  site: { name: RemoteConfig["siteName"]; logo: RemoteConfig["logo"] };
  /** The site settings' favicons, else the default set (issue 18). */
  favicons: FaviconLink[];
  /** The enabled custom code entries by position, each script nonce'd when rendered (decision 037). */
  customCode: ReturnType<typeof customCodeOf>;
  registration: RemoteConfig["auth"]["registration"];
  eagerValidation: boolean;
  /** Validator settings of the remote config, for the forms' in-browser checks (the server uses the same). */
  validator: ValidatorConfig;
  socialServices: string[];
  /** Characters of the sign-up dialog (guests only, when the registration option asks for them). */
  characters: Awaited<ReturnType<typeof signUpCharacters>>;
  /** A social sign-up still lacking data: the non-closable completion dialog (spec §4). */
  registrationIncomplete: boolean;
  currencies: string[];
  toast: (FlashToast & { id: string }) | null;
  env: ReturnType<typeof getPublicEnv>;
  /** The analytics consent and, once given, the loaders to insert (docs/decisions/024). */
  analytics: AnalyticsState;
}

/** The root loader's data; undefined inside the root error boundary when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

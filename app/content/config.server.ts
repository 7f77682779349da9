import { observeUpstream } from "../../server/metrics";
import { errorTypeForStatus } from "~/platform/client.server";
import { z } from "zod";
import { getEnv } from "~/env.server";
import type { Locale } from "~/i18n/config";
import { createSwrCache } from "~/lib/swr-cache.server";
import { defaultBalanceUpdate } from "./balance-update";

const activeOption = z.object({ isActive: z.boolean().default(false), defaultValue: z.boolean().default(false) });

const helpOrganisationSchema = z.object({
  name: z.string().trim().min(1),
  url: z.string().trim().refine((url) => /^(https?:\/\/[^\s]+|tel:\+?[\d\s()-]+)$/i.test(url)),
  description: z.string().trim().nullish().transform((text) => text || null),
});
export type HelpOrganisation = z.infer<typeof helpOrganisationSchema>;

/** Remote content configuration (spec §3, site configuration), lenient: unknown fields pass, missing ones default. */
const remoteConfigSchema = z
  .object({
    siteName: z.string().default("Omad"),
    logo: z
      .object({ desktop: z.string().optional(), mobile: z.string().optional(), footer: z.string().optional() })
      .passthrough()
      .default({}),
    functionalSettings: z
      .object({
        twoFactorAuth: z.boolean().default(false),
        identityVerification: z.boolean().default(false),
        responsibleGaming: z.boolean().default(false),
        betHistory: z.boolean().default(false),
        bettingNotice: z.boolean().default(false),
        clickableTitle: z.boolean().default(false),
        balanceUpdate: z
          .object({
            isEnabledInterval: z.boolean().default(defaultBalanceUpdate.isEnabledInterval),
            countSecondsForInterval: z.number().default(defaultBalanceUpdate.countSecondsForInterval),
            isEnabledTurnOffRequests: z.boolean().default(defaultBalanceUpdate.isEnabledTurnOffRequests),
            countMinutesAfterWhichRequestsTurnedOff: z.number().default(defaultBalanceUpdate.countMinutesAfterWhichRequestsTurnedOff),
            isEnabledRequestsAfterClick: z.boolean().default(defaultBalanceUpdate.isEnabledRequestsAfterClick),
            countSecondsForDelayBetweenClick: z.number().default(defaultBalanceUpdate.countSecondsForDelayBetweenClick),
          })
          .passthrough()
          .default({}),
      })
      .passthrough()
      .default({}),
    validator: z.record(z.unknown()).default({}),
    /**
     * Decision 027: help organisations shown on the responsible-gaming page, in the config's language; a link
     * that is not http(s) or tel is dropped, a malformed list is none.
     */
    responsibleGaming: z
      .object({
        helpOrganisations: z
          .array(z.unknown())
          .catch([])
          .default([])
          .transform((items) => items.flatMap((item) => {
            const parsed = helpOrganisationSchema.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          })),
      })
      .passthrough()
      .catch({ helpOrganisations: [] })
      .default({}),
    /**
     * Decision 031: where the loyalty character shows (spec §9: profile page, loyalty page or both); a wrong value
     * falls back to both. The loyalty notices come from the content service (decision 034).
     */
    loyalty: z
      .object({
        characterDisplay: z.enum(["profile", "loyalty", "both"]).catch("both").default("both"),
      })
      .passthrough()
      .catch({ characterDisplay: "both" })
      .default({}),
    popupFallbacks: z.object({ authPopupEnabled: z.boolean().default(true) }).passthrough().default({}),
    /** banners.get's description picture fields → the names the site reads (`image`, `image_mobile`); decision 028. */
    bannerImageMap: z.record(z.string()).catch({}).default({}),
    auth: z
      .object({
        registration: z
          .object({
            confirmEmailPopup: z.boolean().default(false),
            showCharacterSelect: z.boolean().default(false),
            showPromocode: z.boolean().default(true),
            showPromoFieldByDefault: z.boolean().default(false),
            terms: activeOption.default({}),
            notify: activeOption.default({}),
            markBetting: activeOption.default({}),
          })
          .passthrough()
          .default({}),
        authTypes: z.array(z.string()).default(["phone"]),
      })
      .passthrough()
      .default({}),
  })
  .passthrough();

export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

const cache = createSwrCache<RemoteConfig>({
  ttlMs: 60_000,
  onError: (key, error) => console.warn(`[config] refresh of ${key} failed, serving the last good value:`, String(error)),
});

async function loadRemoteConfig(locale: Locale): Promise<RemoteConfig> {
  const env = getEnv();
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${env.PLATFORM_API_URL}/nfx/cms-config/${locale}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(env.PLATFORM_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    observeUpstream("content", "cms-config", timedOut ? "timeout" : "network", performance.now() - started);
    throw error;
  }
  observeUpstream("content", "cms-config", response.ok ? "ok" : errorTypeForStatus(response.status), performance.now() - started);
  if (!response.ok) throw new Error(`cms-config/${locale} answered ${response.status}`);
  return remoteConfigSchema.parse(await response.json());
}

/** The site never fails for want of remote configuration: without a first value it runs on the defaults. */
export async function getRemoteConfig(locale: Locale): Promise<RemoteConfig> {
  try {
    return await cache.get(locale, () => loadRemoteConfig(locale));
  } catch (error) {
    console.warn(`[config] cms-config/${locale} unavailable, using defaults:`, String(error));
    return remoteConfigSchema.parse({});
  }
}

export function clearRemoteConfigCache() {
  cache.clear();
}

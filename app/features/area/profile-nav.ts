import type { RemoteConfig } from "~/content/config.server";

/** A child of the profile area; `flag` names the functionalSettings switch that must be on for it to show. */
export interface ProfileChild {
  to: string;
  key: string;
  flag?: "twoFactorAuth" | "identityVerification" | "betHistory" | "responsibleGaming";
}

/**
 * Every child of the profile area (spec §2), in menu order, with the functionalSettings flag that governs it
 * (spec §3 names the flags, not the mapping: decision 012).
 */
export const profileChildren: readonly ProfileChild[] = [
  { to: "/profile", key: "profile.nav.overview" },
  { to: "/profile/settings", key: "pages.settings.title" },
  { to: "/profile/contacts", key: "pages.contacts.title" },
  { to: "/profile/security", key: "pages.security.title", flag: "twoFactorAuth" },
  { to: "/profile/verification", key: "pages.verification.title", flag: "identityVerification" },
  { to: "/profile/bonuses", key: "pages.bonuses.title" },
  { to: "/profile/cashback", key: "pages.cashback.title" },
  { to: "/profile/loyalty", key: "pages.profileLoyalty.title" },
  { to: "/profile/bets", key: "pages.bets.title", flag: "betHistory" },
  { to: "/profile/notification", key: "pages.notification.title" },
  { to: "/profile/responsible-game", key: "pages.responsibleGame.title", flag: "responsibleGaming" },
];

/** The children the remote config enables: those without a flag, and those whose flag is on. */
export function enabledProfileChildren(settings: Pick<RemoteConfig["functionalSettings"], NonNullable<ProfileChild["flag"]>>): ProfileChild[] {
  return profileChildren.filter((child) => !child.flag || settings[child.flag] === true);
}

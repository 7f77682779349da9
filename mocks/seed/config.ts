/** The sandbox's remote configuration per locale (`/nfx/cms-config/{locale}`). */
export function remoteConfig(locale: "uz" | "ru") {
  return {
    siteName: "Omad",
    logo: { desktop: "/brand/logo.svg", mobile: "/brand/logo-mark.svg" },
    functionalSettings: {
      twoFactorAuth: true,
      identityVerification: true,
      responsibleGaming: true,
      betHistory: true,
      bettingNotice: locale === "ru",
      clickableTitle: true,
      balanceUpdate: {
        isEnabledInterval: true,
        countSecondsForInterval: 10,
        isEnabledTurnOffRequests: true,
        countMinutesAfterWhichRequestsTurnedOff: 5,
        isEnabledRequestsAfterClick: true,
        countSecondsForDelayBetweenClick: 1,
      },
    },
    validator: {},
    popupFallbacks: { authPopupEnabled: true },
    auth: {
      registration: {
        confirmEmailPopup: false,
        showCharacterSelect: true,
        showPromocode: true,
        showPromoFieldByDefault: false,
        terms: { isActive: true, defaultValue: false },
        notify: { isActive: true, defaultValue: true },
        markBetting: { isActive: true, defaultValue: false },
      },
      authTypes: ["phone", "email"],
    },
  };
}

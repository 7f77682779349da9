/**
 * The sandbox's remote configuration per locale (`/nfx/cms-config/{locale}`). `origin` is the sandbox's own, as
 * the site reaches it: the external icons' urls point there (decision 037).
 */
export function remoteConfig(locale: "uz" | "ru", origin = "http://platform.sandbox.test") {
  return {
    siteName: "Omad",
    logo: { desktop: "/brand/logo.svg", mobile: "/brand/logo-mark.svg", footer: "/brand/logo.svg" },
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
    // Help organisations of the responsible-gaming page (decision 027), in the config's language.
    responsibleGaming: {
      helpOrganisations:
        locale === "ru"
          ? [
              { name: "Анонимные Игроки", url: "https://www.gamblersanonymous.org/", description: "Группы взаимопомощи для тех, кто хочет бросить играть." },
              { name: "GamCare", url: "https://www.gamcare.org.uk/", description: "Бесплатная конфиденциальная поддержка и консультации." },
              { name: "Gambling Therapy", url: "https://www.gamblingtherapy.org/", description: "Онлайн-помощь на разных языках, круглосуточно." },
            ]
          : [
              { name: "Gamblers Anonymous", url: "https://www.gamblersanonymous.org/", description: "O‘yinni tashlamoqchi bo‘lganlar uchun o‘zaro yordam guruhlari." },
              { name: "GamCare", url: "https://www.gamcare.org.uk/", description: "Bepul va maxfiy yordam hamda maslahat." },
              { name: "Gambling Therapy", url: "https://www.gamblingtherapy.org/", description: "Turli tillarda onlayn yordam, kecha-kunduz." },
            ],
    },
    validator: { eager: false, postcode: { pattern: "^\\d{1,8}$" }, password: { min: 6, max: 20 }, confirmationCode: { length: 6 } },
    loader: { type: "logo", delayMs: 200 },
    popupFallbacks: { authPopupEnabled: true },
    // How banners.get's picture fields are read (decision 028): the platform's name → the site's.
    bannerImageMap: { img_desktop: "image", img_mobile: "image_mobile" },
    gamesItem: { type: "grid", canAccessSlotWithZeroBalance: false, canVisibleFavoriteIcon: true, visibleFullScreen: "all", contentViewType: "card" },
    betting: { sysname: "sandbox-sportsbook" },
    hallType: "default",
    search: { minLength: 2, debounceMs: 300, count: 12 },
    deposit: { viewMode: "container", paymentMethodsUrlDisplay: "sysname", amountList: [{ currency: "UZS", list: [20000, 50000, 100000, 200000, 500000] }] },
    loyalty: { characterDisplay: "both" },
    withdrawErrorButtons: {
      unconfirmedContact: { show: true, link: "/confirmation" },
      identityCheck: { show: true, link: "/profile/verification" },
    },
    liveChat: {
      // The sandbox's chat: its fake widget speaks Crisp's API (decision 019).
      provider: "crisp",
      providers: {
        none: {},
        livechat: { license: "00000000", lang: locale },
        jivo: { widget_id: "sandbox", lang: locale },
        tawk: { id: "sandbox", widget_id: "default" },
        crisp: { id: "00000000-0000-0000-0000-000000000000" },
        intercom: { id: "sandbox" },
        custom: { src: "/sandbox/chat/widget.js?provider=custom", custom: {} },
      },
    },
    seo: {
      replacements: [{ find: "{brand}", replace: "Omad" }],
      redirects: [{ from_url: "/old-promo*", to_url: "/promotions", type: "internal" }],
      default: { title: "Omad", description: locale === "ru" ? "Онлайн-казино и ставки на спорт" : "Onlayn kazino va sport tikish", robots: "index, follow" },
      canonicalUrl: "https://omad.example",
      organization: { name: "Omad", url: "https://omad.example", logo: "/brand/logo.svg" },
      product: { name: "Omad", brandName: "Omad", sku: "omad" },
    },
    // Favicons by type, the size in the key name (spec §3; docs/decisions/025).
    siteSettings: {
      favicons: { "apple-png-180": "/icons/apple-touch-icon.png", "png-192": "/icons/icon-192.png", "png-512": "/icons/icon-512.png" },
      // The icons the operator adds to the sprite (decision 037): a name of the site's own set, or an external
      // url containing "svg" (fetched as text and sanitised). `vip` carries script, handlers, foreignObject and
      // outside references the site must drop; `banner` is not an svg url and is left out (spec §5).
      icons: {
        cashback: `${origin}/content/uploads/icons/cashback.svg`,
        vip: `${origin}/content/uploads/icons/vip.svg?v=2`,
        support: "chat",
        banner: `${origin}/content/uploads/banner.png`,
      },
    },
    // Custom code entries (spec §3; decision 037): a realistic enabled pair (a verification meta tag and a data
    // layer in the head, a page-view push at the body's end) and a disabled one that must never reach a page.
    customCode: [
      {
        position: "head",
        isEnabled: true,
        code: '<meta name="yandex-verification" content="0f1e2d3c4b5a6978">\n<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: "omad.init", locale: document.documentElement.lang }); window.__omadCustomCode = (window.__omadCustomCode || 0) + 1;</script>',
      },
      {
        position: "bodyEnd",
        isEnabled: true,
        code: '<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: "omad.pageview", path: location.pathname }); document.documentElement.dataset.customCodeEnd = String((Number(document.documentElement.dataset.customCodeEnd) || 0) + 1);</script>',
      },
      {
        position: "bodyStart",
        isEnabled: false,
        code: '<script>document.documentElement.dataset.disabledCode = "ran";</script><noscript><p>disabled</p></noscript>',
      },
    ],
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
      // Besides phone and e-mail, the social providers the sign-in forms offer (their fake pages: /sandbox/oauth/…).
      authTypes: ["phone", "email", "google", "facebook"],
    },
  };
}

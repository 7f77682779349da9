import { createRandom } from "./prng";

/** A text in both languages; the handlers answer with the requested one. */
export type Text = { uz: string; ru: string };
const t = (uz: string, ru: string): Text => ({ uz, ru });

const DAY = 86_400_000;

/** Catalogue documents of the sandbox, by kind. Dates are relative to `now` so the seed never goes stale. */
export function seedDocs(now: number): Array<{ kind: string; id: string; priority?: number; data: unknown }> {
  const random = createRandom(7);
  const docs: Array<{ kind: string; id: string; priority?: number; data: unknown }> = [];
  const add = (kind: string, id: string | number, data: unknown, priority = 0) => docs.push({ kind, id: String(id), priority, data });

  // Promotions are the content service's (`promotions`); an offer lists the promotions it takes part in.
  const promotions = [
    { id: 1, slug: "welcome", offer_id: 101, title: t("Xush kelibsiz bonusi 100%", "Приветственный бонус 100%"), body: t("Birinchi depozitingizni 100% ga oshiramiz — 2,000,000 so‘mgacha.", "Удвоим первый депозит — до 2,000,000 сум."), terms: t("Bonus 30 barobar o‘ynatilishi kerak. Eng kam depozit 10,000 so‘m. Bonus 14 kun amal qiladi.", "Бонус нужно отыграть с вейджером x30. Минимальный депозит 10,000 сум. Бонус действует 14 дней."), cta: { label: t("Hisobni to‘ldirish", "Пополнить счёт"), link: "/cashier/deposit?offer=101" } },
    { id: 2, slug: "cashback", offer_id: null, title: t("Har hafta 10% keshbek", "Еженедельный кешбэк 10%"), body: t("Hafta davomida yutqazgan summangizning 10% i qaytadi.", "Возвращаем 10% проигрыша за неделю."), terms: t("Keshbek har dushanba hisoblanadi va 7 kun ichida olinishi kerak.", "Кешбэк начисляется по понедельникам, забрать его нужно в течение 7 дней."), cta: { label: t("O‘yinlar zaliga", "В игровой зал"), link: "/gamehall" } },
    { id: 3, slug: "freespins-friday", offer_id: 102, title: t("Juma kuni bepul aylantirishlar", "Фриспины по пятницам"), body: t("Juma kuni depozit qiling va Golden Samarkand’da 50 ta bepul aylantirish oling.", "Пополните счёт в пятницу и получите 50 фриспинов в Golden Samarkand."), terms: t("FREESPINS50 promokodini takliflar sahifasida kiriting. Bepul aylantirishlar 7 kun amal qiladi.", "Введите промокод FREESPINS50 на странице предложений. Фриспины действуют 7 дней."), cta: { label: t("Promokodni kiritish", "Ввести промокод"), link: "/offers/102" } },
    { id: 4, slug: "express-boost", offer_id: 103, title: t("Ekspress bust", "Экспресс-буст"), body: t("5 va undan ortiq hodisali ekspresslarga koeffitsient +10%.", "+10% к коэффициенту экспрессов из 5 и более событий."), terms: t("BETBOOST promokodi bilan sport tikish uchun 50,000 so‘m bonus.", "С промокодом BETBOOST — бонус 50,000 сум на ставки."), cta: { label: t("Sport tikishlari", "Ставки на спорт"), link: "/betting" } },
    { id: 5, slug: "loyalty-double", offer_id: 104, title: t("Ikki barobar ballar", "Двойные баллы"), body: t("Dam olish kunlari sodiqlik ballari ikki barobar.", "В выходные баллы лояльности удваиваются."), terms: t("Yangi o‘yinchilar uchun: ro‘yxatdan o‘tganingizdan keyin 30 kun ichida bir marta oling.", "Для новых игроков: забрать один раз в течение 30 дней после регистрации."), cta: null },
    { id: 6, slug: "autumn-race", offer_id: null, finished: true, title: t("Kuzgi poyga", "Осенняя гонка"), body: t("Tugagan aksiya.", "Завершённая акция."), terms: t("Aksiya tugagan.", "Акция завершена."), cta: null },
  ];
  for (const p of promotions) {
    const { finished, ...rest } = p;
    add(
      "promotion",
      p.id,
      { ...rest, image: `/sandbox/media/promo/${p.slug}.svg`, started_at: new Date(now - (finished ? 60 : 10) * DAY).toISOString(), finished_at: new Date(now + (finished ? -30 : 20) * DAY).toISOString() },
      p.id,
    );
  }

  // Offers (campaigns.getoffers): `description` is an object like every platform description (spec §3), and
  // `trigger` says who may see and take it (docs/decisions/028).
  const offer = (title: Text, text: Text, slug: string) => ({ title, text, image: `/sandbox/media/promo/${slug}.svg` });
  const offers = [
    { id: 101, trigger: "deposit", promo_code: "WELCOME100", bonus: { type: "casino", percent: 100, max: 2_000_000 }, description: offer(t("Birinchi depozitga 100%", "100% на первый депозит"), t("Depozitingizni 2,000,000 so‘mgacha ikki barobar oshiramiz.", "Удвоим депозит до 2,000,000 сум."), "welcome"), promotions: [1] },
    { id: 102, trigger: "promo_code", promo_code: "FREESPINS50", freespins: 50, description: offer(t("Promokod bo‘yicha 50 bepul aylantirish", "50 фриспинов по промокоду"), t("Golden Samarkand o‘yinida 50 ta bepul aylantirish.", "50 фриспинов в игре Golden Samarkand."), "freespins-friday"), promotions: [3] },
    { id: 103, trigger: "promo_code", promo_code: "BETBOOST", bonus: { type: "betting", fixed: 50_000 }, description: offer(t("Sport tikish uchun 50,000 so‘m bonus", "Бонус 50,000 сум на ставки"), t("Promokodni kiriting va sport tikish bonusini oling.", "Введите промокод и получите бонус на ставки."), "express-boost"), promotions: [4] },
    { id: 104, trigger: "register", promo_code: null, bonus: { type: "casino", fixed: 20_000 }, description: offer(t("Ro‘yxatdan o‘tganlarga sovg‘a", "Подарок за регистрацию"), t("Yangi o‘yinchilarga 20,000 so‘m bonus: bir marta oling.", "Бонус 20,000 сум новым игрокам: заберите один раз."), "loyalty-double"), promotions: [5] },
  ];
  for (const o of offers) add("offer", o.id, o, o.id);
  // Promo code states: valid (three), expired, used up, and any other text is unknown.
  add("promo_code", "WELCOME100", { code: "WELCOME100", offer_id: 101 });
  add("promo_code", "FREESPINS50", { code: "FREESPINS50", offer_id: 102 });
  add("promo_code", "BETBOOST", { code: "BETBOOST", offer_id: 103 });
  add("promo_code", "EXPIRED2023", { code: "EXPIRED2023", offer_id: 102, expired: true });
  add("promo_code", "USEDUP", { code: "USEDUP", offer_id: 103, used_up: true });

  // Banners (banners.get): the platform's description names its pictures img_desktop and img_mobile; the remote
  // config's bannerImageMap re-keys them (mocks/seed/config.ts). Banner 6 has finished: the site hides it.
  const banners = [
    { id: 1, position: "main", title: t("100% birinchi depozitga", "100% на первый депозит"), link: "/promotions/1" },
    { id: 2, position: "main", title: t("Haftalik turnir: 50,000,000 so‘m", "Турнир недели: 50,000,000 сум"), link: "/tournaments/1" },
    { id: 3, position: "main", title: t("Jekpot o‘smoqda", "Джекпот растёт"), link: "/jackpots" },
    { id: 4, position: "menu", title: t("Siz uchun takliflar", "Предложения для вас"), link: null },
    { id: 5, position: "gamehall", title: t("Yangi o‘yinlar", "Новые игры"), link: "/gamehall?category=2" },
    { id: 6, position: "main", title: t("Kuzgi poyga", "Осенняя гонка"), link: "/promotions/6", finished: true },
  ];
  for (const b of banners) {
    const description = { position: b.position, title: b.title, link: b.link, img_desktop: `/sandbox/media/banner/${b.id}.svg`, img_mobile: `/sandbox/media/banner/${b.id}-m.svg` };
    add("banner", b.id, { id: b.id, finished_at: new Date(now + (b.finished ? -DAY : 30 * DAY)).toISOString(), description }, b.id);
  }

  add("popup", "welcome-back", { sysname: "welcome-back", trigger: "login", description: { title: t("Qaytganingizdan xursandmiz!", "С возвращением!"), text: t("Bugun depozit qiling va 50 ta bepul aylantirish oling.", "Пополните сегодня и получите 50 фриспинов."), button: t("Depozit", "Пополнить"), link: "/cashier/deposit", image: "/sandbox/media/promo/freespins-friday.svg" } });
  add("popup", "weekend", { sysname: "weekend", trigger: "manual", description: { title: t("Dam olish kunlari aksiyasi", "Акция выходного дня"), text: t("Ikki barobar sodiqlik ballari.", "Двойные баллы лояльности."), button: t("Batafsil", "Подробнее"), link: "/promotions/5", image: "/sandbox/media/promo/loyalty-double.svg" } });

  const jackpots = [
    { id: 1, name: t("Mega jekpot", "Мега-джекпот"), amount: 1_250_000_000 },
    { id: 2, name: t("Katta jekpot", "Большой джекпот"), amount: 185_000_000 },
    { id: 3, name: t("Kichik jekpot", "Малый джекпот"), amount: 12_500_000 },
  ];
  for (const j of jackpots) add("jackpot", j.id, { ...j, image: `/sandbox/media/jackpot/${j.id}.svg` }, j.id);
  const names = ["Aziz***", "Dilnoza***", "Sardor***", "Madina***", "Timur***", "Olga***", "Bekzod***", "Nigora***", "Rustam***", "Irina***", "Jasur***", "Kamola***"];
  for (let i = 1; i <= 24; i++) {
    const jackpot = jackpots[i % 3]!;
    add("jackpot_winner", i, { id: i, jackpot_id: jackpot.id, fakename: random.pick(names), amount: Math.round(jackpot.amount * (0.05 + random.next() * 0.2)), game: "sandbox-golden-samarkand", won_at: now - i * 37 * 3_600_000 }, -i);
  }

  const tournaments = [
    { id: 1, status: "active", name: t("Haftalik slot turniri", "Еженедельный слот-турнир"), total_prize: 50_000_000, provider: "bgaming", starts: -2, ends: 5, tags: [t("Slotlar", "Слоты")] },
    { id: 2, status: "active", name: t("Samarqand poygasi", "Самаркандская гонка"), total_prize: 20_000_000, provider: "pragmatic", starts: -1, ends: 2, tags: [t("Tezkor sovrinlar", "Быстрые призы")] },
    { id: 3, status: "future", name: t("Bahor kubogi", "Весенний кубок"), total_prize: 100_000_000, provider: null, starts: 7, ends: 21, tags: [t("Kubok", "Кубок"), t("Barcha o‘yinlar", "Все игры")] },
    { id: 4, status: "finished", name: t("Qish turniri", "Зимний турнир"), total_prize: 30_000_000, provider: "netent", starts: -30, ends: -16, tags: [] },
  ];
  for (const tour of tournaments) {
    add("tournament", tour.id, {
      id: tour.id,
      status: tour.status,
      description: { name: tour.name, rules: t("Har 1,000 so‘m stavka uchun 1 ball.", "1 балл за каждые 1,000 сум ставки."), image: `/sandbox/media/tournament/${tour.id}.svg` },
      total_prize: { amount: tour.total_prize, currency: "UZS" },
      prizes: [50, 30, 20].map((share, i) => ({ place: i + 1, amount: (tour.total_prize * share) / 100 })),
      restrictions: { min_bet: 1000, currency: "UZS" },
      reset_on_cashout: tour.id === 2,
      provider: tour.provider,
      image_url: `/sandbox/media/tournament/${tour.id}.svg`,
      tags: tour.tags,
      extra: {},
      started_at: now + tour.starts * DAY,
      finished_at: now + tour.ends * DAY,
      bots: Array.from({ length: 12 }, (_, i) => ({ fakename: names[i]!, points: Math.round(5000 / (i + 1) + random.int(0, 200)) })),
    }, tour.id);
  }

  const characters = [
    { id: "1", sysname: "tiger", name: t("Yo‘lbars", "Тигр"), palette: "#7f1d1d,#f97316" },
    { id: "2", sysname: "falcon", name: t("Lochin", "Сокол"), palette: "#0f4c5c,#5fa8d3" },
    { id: "3", sysname: "horse", name: t("Ot", "Конь"), palette: "#2d6a4f,#95d5b2" },
    { id: "4", sysname: "snow-leopard", name: t("Irbis", "Ирбис"), palette: "#14213d,#e5e5e5" },
  ];
  for (const c of characters) add("character", c.id, { ...c, image_url: `/sandbox/media/character/${c.sysname}.svg` }, Number(c.id));
  const levels = [
    { id: 1, name: t("Bronza", "Бронза"), min_points: 0, max_points: 999, reward: 0 },
    { id: 2, name: t("Kumush", "Серебро"), min_points: 1000, max_points: 4999, reward: 10_000 },
    { id: 3, name: t("Oltin", "Золото"), min_points: 5000, max_points: 19999, reward: 50_000 },
    { id: 4, name: t("Platina", "Платина"), min_points: 20000, max_points: null, reward: 200_000 },
  ];
  for (const l of levels) add("level", l.id, l, l.id);
  const products = [
    { id: 1, name: t("10 bepul aylantirish", "10 фриспинов"), price: 300, reward: { freespins: 10 } },
    { id: 2, name: t("25,000 so‘m bonus", "Бонус 25,000 сум"), price: 500, reward: { bonus: 25_000 } },
    { id: 3, name: t("50,000 so‘m sport bonusi", "50,000 сум на ставки"), price: 900, reward: { betting_bonus: 50_000 } },
    { id: 4, name: t("100,000 so‘m bonus", "Бонус 100,000 сум"), price: 1800, reward: { bonus: 100_000 } },
  ];
  for (const p of products) add("product", p.id, { ...p, image_url: `/sandbox/media/product/${p.id}.svg`, stock: 100 }, p.id);
  add("program", "main", { id: 1, sysname: "main", name: t("Omad klubi", "Клуб Omad"), description: { text: t("O‘ynang, ball to‘plang va do‘konda almashtiring.", "Играйте, копите баллы и меняйте их в магазине.") } });

  const teams = [["Paxtakor", "Nasaf"], ["Bunyodkor", "Navbahor"], ["Real Madrid", "Barcelona"], ["Manchester City", "Arsenal"], ["Bayern", "Dortmund"], ["Lokomotiv", "Sogdiana"]];
  teams.forEach(([home, away], i) => {
    add("event", i + 1, { id: i + 1, sport: t("Futbol", "Футбол"), league: i < 2 || i === 5 ? t("O‘zbekiston Superligasi", "Суперлига Узбекистана") : t("Xalqaro", "Международный"), home, away, starts_at: now + (i + 1) * 5 * 3_600_000, odds: { "1": Math.round((1.5 + random.next() * 2) * 100) / 100, X: Math.round((2.8 + random.next()) * 100) / 100, "2": Math.round((1.8 + random.next() * 2.5) * 100) / 100 } }, i + 1);
  });

  const methods = [
    { id: 1, sysname: "uzcard", name: "Uzcard", min_amount: 10_000, max_amount: 20_000_000, requisites: [{ name: "card", type: "card" }] },
    { id: 2, sysname: "humo", name: "Humo", min_amount: 10_000, max_amount: 20_000_000, requisites: [{ name: "card", type: "card" }] },
    { id: 3, sysname: "payme", name: "Payme", min_amount: 5_000, max_amount: 10_000_000, requisites: [] },
    { id: 4, sysname: "click", name: "Click", min_amount: 5_000, max_amount: 10_000_000, requisites: [] },
    { id: 5, sysname: "visa", name: "Visa / Mastercard", min_amount: 50_000, max_amount: 50_000_000, requisites: [{ name: "card", type: "card" }, { name: "holder", type: "card_holder" }] },
  ];
  for (const m of methods) {
    add("payment_method", m.sysname, { ...m, currency: "UZS", description: { title: t(`${m.name} orqali to‘lov`, `Оплата через ${m.name}`), icon: `/sandbox/media/method/${m.sysname}.svg` } }, m.id);
    if (m.sysname !== "payme") add("withdraw_method", m.sysname, { ...m, currency: "UZS", min_amount: 20_000, description: { title: t(`${m.name} ga yechish`, `Вывод на ${m.name}`), icon: `/sandbox/media/method/${m.sysname}.svg` } }, m.id);
  }
  for (const [i, bank] of ["Kapitalbank", "Hamkorbank", "Ipoteka-bank", "Xalq banki", "Agrobank"].entries()) add("bank", i + 1, { id: i + 1, name: bank, code: `0${1000 + i}` }, i);

  const pagesSeo: Array<[string, Text, Text]> = [
    ["/", t("Onlayn kazino va sport tikishlari — {brand}", "Онлайн-казино и ставки на спорт — {brand}"), t("Slotlar, jonli kazino, sport tikish, turnirlar va bonuslar: {brand} {city}dagi o‘yinchilar uchun.", "Слоты, живое казино, ставки на спорт, турниры и бонусы: {brand} для игроков из {city}.")],
    ["/gamehall", t("O‘yinlar zali — Omad", "Игровой зал — Omad"), t("300 dan ortiq o‘yin 14 provayderdan.", "Более 300 игр от 14 провайдеров.")],
    ["/betting", t("Sport tikishlari — {brand}", "Ставки на спорт — {brand}"), t("Futbol va boshqa sport turlariga tikish.", "Ставки на футбол и другие виды спорта.")],
    ["/promotions", t("Aksiyalar — {brand}", "Акции — {brand}"), t("Bonuslar va aksiyalar.", "Бонусы и акции.")],
    ["/tournaments", t("Turnirlar — {brand}", "Турниры — {brand}"), t("Turnirlarda qatnashing va sovrinlar yuting.", "Участвуйте в турнирах и выигрывайте призы.")],
    ["/jackpots", t("Jekpotlar — {brand}", "Джекпоты — {brand}"), t("O‘sib borayotgan jekpotlar va g‘oliblar.", "Растущие джекпоты и победители.")],
    ["/loyalty", t("Sodiqlik dasturi — {brand}", "Программа лояльности — {brand}"), t("Ball to‘plang va almashtiring.", "Копите баллы и обменивайте.")],
    ["/providers", t("Provayderlar — {brand}", "Провайдеры — {brand}"), t("Barcha o‘yin provayderlari.", "Все провайдеры игр.")],
    ["/offers", t("Takliflar — {brand}", "Предложения — {brand}"), t("Siz uchun maxsus takliflar.", "Специальные предложения для вас.")],
    ["/winners", t("G‘oliblar — {brand}", "Победители — {brand}"), t("So‘nggi yirik yutuqlar.", "Последние крупные выигрыши.")],
    ["/game", t("O‘yinlar — {brand}", "Игры — {brand}"), t("Slotni bepul demo rejimda yoki pulga o‘ynang.", "Играйте в слот бесплатно в демо-режиме или на деньги.")],
    ["/cashier/deposit", t("Hisobni to‘ldirish — {brand}", "Пополнение счёта — {brand}"), t("Uzcard, Humo, Payme, Click.", "Uzcard, Humo, Payme, Click.")],
  ];
  pagesSeo.forEach(([url, title, description], i) => {
    add("seo", `${i + 1}`, {
      id: i + 1,
      url,
      title,
      description,
      robots: "index, follow",
      openGraph: { ogTitle: title, ogDescription: description, ogType: "website" },
      meta: [{ name: "keywords", content: t("kazino, slotlar, sport", "казино, слоты, ставки") }],
      schemaArticle: url === "/promotions" ? { headline: title, description, image: "/icons/icon-512.png", datePublished: "2026-01-15", dateModified: "2026-11-01" } : null,
      schemaFaq: url === "/" ? [{ question: t("Qanday depozit qilaman?", "Как пополнить счёт?"), answer: t("Kassa sahifasida usulni tanlang.", "Выберите способ на странице кассы.") }] : [],
      canonicalUrl: url,
      text: url === "/" ? t("Omad — O‘zbekistondagi o‘yinchilar uchun.", "Omad — для игроков Узбекистана.") : null,
    }, i);
  });
  add("domain_seo", "default", {
    id: 1,
    host: "*",
    // Replacements of every SEO string; a city that differs by language (decision 025).
    replacements: [{ find: "{brand}", replace: "Omad" }, { find: "{city}", replace: t("Toshkent", "Ташкента") }],
    // The redirect list (decision 025): wildcards, internal (kept in the page's language) or external, 301 unless
    // `permanent: false`.
    redirects: [
      { from_url: "/old-promo*", to_url: "/promotions", type: "internal" },
      { from_url: "/casino/*", to_url: "/game/*", type: "internal" },
      { from_url: "/slots", to_url: "/gamehall", type: "internal", permanent: false },
      { from_url: "/telegram", to_url: "https://t.me/omad_example", type: "external", permanent: false },
    ],
    default: { title: t("Omad", "Omad"), description: t("Onlayn kazino va sport tikish.", "Онлайн-казино и ставки на спорт."), robots: "index, follow", openGraph: { ogImage: "/icons/icon-512.png" } },
    // No canonicalUrl: the sandbox answers on any port, canonical urls take the request's origin.
    organization: { name: "Omad", url: "https://omad.example", logo: "/brand/logo.svg", contactPoint: { telephone: "+998 71 200 00 00", contactType: "customer support", areaServed: "UZ", availableLanguage: ["uz", "ru"] }, sameAs: ["https://t.me/omad_example"] },
    product: { name: "Omad", image: "/brand/logo.svg", description: t("Onlayn kazino", "Онлайн-казино"), sku: "omad", brandName: "Omad" },
  });
  return docs;
}

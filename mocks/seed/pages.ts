/** Content pages served at `/{slug}`: `body` is rich text (HTML) or plain text (paragraphs); decision 037. */
export const contentPages = [
  {
    id: 1,
    slug: "about",
    uz: { title: "Biz haqimizda", body: "Omad — o‘yinchilar uchun onlayn kazino va sport tikish sayti. Biz halol o‘yin, tez to‘lovlar va mas’uliyatli o‘yin tamoyillariga amal qilamiz." },
    ru: { title: "О нас", body: "Omad — онлайн-казино и ставки на спорт для игроков. Мы придерживаемся честной игры, быстрых выплат и принципов ответственной игры." },
  },
  {
    id: 2,
    slug: "terms",
    // Rich text as the content service's editor writes it (decision 037): headings, lists, a table, links, a
    // picture. It also carries what a careless paste or a compromised editor could put there — a script, event
    // handlers, a `javascript:` link, inline style — which the site must write back without (tests/e2e/content.spec.ts).
    uz: {
      title: "Foydalanish shartlari",
      body: [
        "<h1>Umumiy qoidalar</h1>",
        "<p>Saytdan foydalanish uchun <strong>18 yoshdan katta</strong> bo‘lishingiz kerak. Har bir o‘yinchi faqat bitta hisob ochishi mumkin.</p>",
        '<script>window.__contentScriptRan = "script";</script>',
        "<h2>Hisob va to‘lovlar</h2>",
        "<ul><li>Depozit darhol hisobga tushadi.</li><li>Pul yechish 24 soat ichida ko‘rib chiqiladi.</li><li>Bonuslar <em>aylantirish</em> shartlari bilan beriladi.</li></ul>",
        "<ol><li>Hisobingizni tasdiqlang.</li><li>To‘lov usulini tanlang.</li></ol>",
        '<table><caption>To‘lov chegaralari</caption><thead><tr><th scope="col">Amal</th><th scope="col">Eng kam</th><th scope="col">Eng ko‘p</th></tr></thead>',
        "<tbody><tr><td>Depozit</td><td>10,000 so‘m</td><td>50,000,000 so‘m</td></tr><tr><td>Pul yechish</td><td>20,000 so‘m</td><td>30,000,000 so‘m</td></tr></tbody></table>",
        '<h3>Mas’uliyatli o‘yin</h3><p style="position:fixed;inset:0;z-index:99">Chegaralarni <a href="/responsible-game" onclick="window.__contentScriptRan = \'click\'">mas’uliyatli o‘yin</a> sahifasida qo‘ying.',
        ' Yordam: <a href="https://www.gamcare.org.uk/" target="_blank">GamCare</a>. <a href="javascript:window.__contentScriptRan = \'link\'">Batafsil</a></p>',
        '<img src="/sandbox/media/promo/welcome.svg" alt="Omad aksiyalari" width="960" height="360" onload="window.__contentScriptRan = \'img\'">',
      ].join(""),
    },
    ru: {
      title: "Условия использования",
      body: [
        "<h1>Общие правила</h1>",
        "<p>Пользоваться сайтом могут лица <strong>старше 18 лет</strong>. Каждый игрок может открыть только один счёт.</p>",
        '<script>window.__contentScriptRan = "script";</script>',
        "<h2>Счёт и платежи</h2>",
        "<ul><li>Депозит зачисляется сразу.</li><li>Вывод рассматривается в течение 24 часов.</li><li>Бонусы выдаются с условиями <em>отыгрыша</em>.</li></ul>",
        "<ol><li>Подтвердите счёт.</li><li>Выберите способ оплаты.</li></ol>",
        '<table><caption>Лимиты платежей</caption><thead><tr><th scope="col">Операция</th><th scope="col">Минимум</th><th scope="col">Максимум</th></tr></thead>',
        "<tbody><tr><td>Депозит</td><td>10,000 сум</td><td>50,000,000 сум</td></tr><tr><td>Вывод</td><td>20,000 сум</td><td>30,000,000 сум</td></tr></tbody></table>",
        '<h3>Ответственная игра</h3><p style="position:fixed;inset:0;z-index:99">Лимиты задаются на странице <a href="/ru/responsible-game" onclick="window.__contentScriptRan = \'click\'">ответственной игры</a>.',
        ' Помощь: <a href="https://www.gamcare.org.uk/" target="_blank">GamCare</a>. <a href="javascript:window.__contentScriptRan = \'link\'">Подробнее</a></p>',
        '<img src="/sandbox/media/promo/welcome.svg" alt="Акции Omad" width="960" height="360" onload="window.__contentScriptRan = \'img\'">',
      ].join(""),
    },
  },
  {
    id: 3,
    slug: "privacy",
    uz: { title: "Maxfiylik siyosati", body: "Shaxsiy ma’lumotlaringiz faqat hisobingizga xizmat ko‘rsatish va qonun talablarini bajarish uchun ishlatiladi." },
    ru: { title: "Политика конфиденциальности", body: "Ваши персональные данные используются только для обслуживания счёта и выполнения требований закона." },
  },
  {
    id: 4,
    slug: "faq",
    uz: { title: "Ko‘p so‘raladigan savollar", body: "Hisobni qanday to‘ldirish, pulni qanday yechib olish va bonuslardan qanday foydalanish haqida javoblar." },
    ru: { title: "Частые вопросы", body: "Ответы о том, как пополнить счёт, вывести деньги и пользоваться бонусами." },
  },
];

/**
 * SVG files uploaded to the content service (`/content/uploads/icons/{file}`), named by the remote config's
 * `siteSettings.icons` (decision 037). `vip.svg` is a real drawing wrapped in what a hostile upload could carry.
 */
export const uploadedIcons: Record<string, string> = {
  "cashback.svg":
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><defs><linearGradient id="coin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><circle cx="12" cy="12" r="9" fill="url(#coin)"/><path d="M8 12a4 4 0 1 0 4-4M12 5v3l2-1.5" fill="none" stroke="#1a1300" stroke-width="1.8" stroke-linecap="round"/></svg>',
  "vip.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="window.__iconScriptRan = \'onload\'">' +
    '<script>window.__iconScriptRan = "script";</script>' +
    '<foreignObject width="24" height="24"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__iconScriptRan = \'foreign\'"/></foreignObject>' +
    '<image href="https://tracker.example/pixel.png" width="1" height="1"/>' +
    '<path id="crown" d="M4 18h16M5 15l-1-9 5 4 3-6 3 6 5-4-1 9z" fill="#ffc83d" stroke="#7b5cff" stroke-width="1.5" style="fill:url(https://tracker.example/x.svg#p)"/>' +
    '<a href="javascript:window.__iconScriptRan = \'link\'"><circle cx="12" cy="20" r="1.5" fill="#7b5cff"/></a>' +
    '<use xlink:href="https://tracker.example/sprite.svg#logo"/></svg>',
};

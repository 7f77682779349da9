/** Content pages served at `/{slug}`. */
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
    uz: { title: "Foydalanish shartlari", body: "Saytdan foydalanish uchun 18 yoshdan katta bo‘lishingiz kerak. Har bir o‘yinchi faqat bitta hisob ochishi mumkin." },
    ru: { title: "Условия использования", body: "Пользоваться сайтом могут лица старше 18 лет. Каждый игрок может открыть только один счёт." },
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
] as const;

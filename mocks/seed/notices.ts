import type { Text } from "./docs";

/**
 * The content service's loyalty notices (docs/decisions/034), stored as the collection `loyalty-notices` (docs of
 * kind `content:loyalty-notices`) by migration 7. Texts in both languages; `position` orders them.
 */
export const loyaltyNotices: Array<{ id: number; position: number; text: Text }> = [
  {
    id: 1,
    position: 1,
    text: {
      uz: "Dam olish kunlari ballar ikki barobar: shanba va yakshanba kunlari har bir tikish uchun ikki barobar ball beriladi.",
      ru: "Двойные баллы в выходные: в субботу и воскресенье за каждую ставку начисляется вдвое больше баллов.",
    },
  },
  {
    id: 2,
    position: 2,
    text: { uz: "Do‘konda yangilik: 25,000 so‘m bonus endi atigi 500 ball.", ru: "Новинка в магазине: бонус 25,000 сум теперь всего за 500 баллов." },
  },
  {
    id: 3,
    position: 3,
    text: { uz: "«Kumush» darajasiga chiqqaningizda 10,000 so‘m bonus olasiz.", ru: "За переход на уровень «Серебро» вы получите бонус 10,000 сум." },
  },
];

/** The notices as SQL inserts (a migration: a database made by an older sandbox gets them too). */
export function loyaltyNoticesSql(): string {
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return loyaltyNotices
    .map((notice) => `INSERT OR IGNORE INTO docs (kind, id, priority, data) VALUES ('content:loyalty-notices', ${quote(String(notice.id))}, ${notice.position}, ${quote(JSON.stringify(notice))});`)
    .join("\n");
}

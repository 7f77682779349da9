import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { type Locale, locales, localized, t, tf, visit } from "./support";
import { bettingPlayer, finishExport, isoDay, shownDay } from "./support-bets";

const money = (locale: Locale, digits: string) => `${digits} ${locale === "ru" ? "сум" : "so‘m"}`;
/** "N rounds found": Russian 20 and 40 take the "many" form, Uzbek has one form. */
const found = (locale: Locale, count: number) => tf(locale, locale === "ru" ? "profile.bets.found_many" : "profile.bets.found_other", { count });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A QA round's time as the CSV writes it: `back` days ago at `hour` in this machine's time zone, in UTC. */
const roundTime = (back: number, hour: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - back, hour).toISOString();
};

for (const { locale, prefix } of locales) {
  test(`bets (${locale}): the history by days and pages, then an export requested, made ready and downloaded`, async ({ page, javaScriptEnabled }) => {
    // One journey through two pages and a download: many round trips on a small machine.
    test.setTimeout(60_000);
    // With JavaScript the exports page looks again by itself while a file is pending: time is the test's to move.
    if (javaScriptEnabled) await page.clock.install();
    await bettingPlayer(page.request, { locale, rounds: 40 });
    const historyPath = localized(prefix, "/profile/bets/history");

    await visit(page, localized(prefix, "/profile/bets"));
    await expect(page).toHaveURL(historyPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.betsHistory.title"));
    const summary = page.locator(".bets-summary");
    const rows = page.locator(".bets-round");
    await expect(summary).toHaveText(found(locale, 40));
    await expect(rows).toHaveCount(15);
    const newest = rows.first();
    await expect(newest.locator(".history-item__title")).toHaveText(/^Golden Samarkand #\d+$/);
    await expect(newest.locator(".history-item__when")).toHaveText(`${shownDay(isoDay(1))} ${t(locale, "dateTimeJoiner")} 12:00`);
    await expect(newest.locator("dl > div")).toHaveText([`${t(locale, "profile.bets.stake")}${money(locale, "1,000")}`, `${t(locale, "profile.bets.win")}${money(locale, "0")}`]);
    await expect(rows.nth(2).locator(".bets-round__won")).toHaveText(money(locale, "7,500"));

    // The filter is a GET form: the days land in the address, with or without JavaScript.
    await page.getByLabel(t(locale, "profile.bets.from")).fill(isoDay(10));
    await page.getByLabel(t(locale, "profile.bets.to")).fill(isoDay(1));
    await page.getByRole("button", { name: t(locale, "profile.bets.apply") }).click();
    await expect(page).toHaveURL(`${historyPath}?date_from=${isoDay(10)}&date_to=${isoDay(1)}`);
    await expect(summary).toHaveText(found(locale, 20));
    await expect(rows).toHaveCount(15);
    const where = page.locator(".history-pager__where");
    await expect(where).toHaveText(tf(locale, "history.pageOf", { page: 1, pages: 2 }));

    await page.getByRole("link", { name: t(locale, "history.next") }).click();
    await expect(page).toHaveURL(`${historyPath}?date_from=${isoDay(10)}&date_to=${isoDay(1)}&page=2`);
    await expect(where).toHaveText(tf(locale, "history.pageOf", { page: 2, pages: 2 }));
    await expect(rows.locator("dl > div:first-child dd")).toHaveText(["16,000", "17,000", "18,000", "19,000", "20,000"].map((digits) => money(locale, digits)));
    await expect(page.getByLabel(t(locale, "profile.bets.from"))).toHaveValue(isoDay(10));

    await page.getByRole("link", { name: t(locale, "profile.bets.exportsTab") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.betsExports.title"));
    await expect(page.locator(".bets-export")).toHaveCount(0);
    await expect(page.getByText(t(locale, "profile.bets.noRequests"), { exact: true })).toBeVisible();
    await page.getByLabel(t(locale, "profile.bets.from")).fill(isoDay(2));
    await page.getByLabel(t(locale, "profile.bets.to")).fill(isoDay(1));
    await page.getByRole("button", { name: t(locale, "profile.bets.exportSubmit") }).click();

    const request = page.locator(".bets-export");
    await expect(request).toHaveCount(1);
    await expect(request.locator(".history-item__title")).toHaveText(new RegExp(`^${escape(`${shownDay(isoDay(2))} – ${shownDay(isoDay(1))}`)} #\\d+$`));
    await expect(request.locator(".history-status")).toHaveText(t(locale, "profile.bets.status.pending"));
    await expect(request.getByRole("link")).toHaveCount(0);
    const id = (await request.getAttribute("data-id")) ?? "";
    await expect(page.locator(".toast__text")).toHaveText(tf(locale, "profile.bets.requested", { id }));

    await finishExport(page.request, id);
    const status = request.locator(".history-status");
    if (javaScriptEnabled) {
      // Every 10 s while pending the list is read again: no click, the state changes in front of the player.
      await expect
        .poll(async () => {
          await page.clock.runFor(10_000);
          return status.textContent();
        })
        .toBe(t(locale, "profile.bets.status.ready"));
    } else {
      await page.getByRole("link", { name: t(locale, "profile.bets.refresh") }).click();
      await expect(status).toHaveText(t(locale, "profile.bets.status.ready"));
    }
    await expect(page.getByRole("link", { name: t(locale, "profile.bets.refresh") })).toHaveCount(0);
    const downloading = page.waitForEvent("download");
    await request.getByRole("link", { name: t(locale, "profile.bets.download") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`bets-${isoDay(2)}-${isoDay(1)}.csv`);
    const lines = (await readFile(await download.path(), "utf8")).trim().split("\n");
    // The two days hold the four newest rounds (k = 4, 3, 2, 1), oldest first.
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe("id,game,stake,win,currency,created_at");
    const expected = [
      ["sandbox-golden-samarkand", "4000", "0", roundTime(2, 10)],
      ["[\\w-]+", "3000", "7500", roundTime(2, 12)],
      ["[\\w-]+", "2000", "0", roundTime(1, 10)],
      ["sandbox-golden-samarkand", "1000", "0", roundTime(1, 12)],
    ];
    expected.forEach(([game, stake, win, at], index) => {
      expect(lines[index + 1]).toMatch(new RegExp(`^\\d+,${game},${stake},${win},UZS,${escape(at!)}$`));
    });
  });
}

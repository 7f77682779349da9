import { expect, test, type Page } from "@playwright/test";
import { countdownText } from "../../app/features/tournaments/tournaments";
import { jackpotTwo, tournamentOne } from "./route-table";
import { baseOrigin, createPlayer, locales, localized, signIn, t, tf, visit } from "./support";

/**
 * Issue 17 items 1, 2 and 7 (part), decision 030: a player joins a tournament (a double submit joins once), plays
 * one of its games for real money and finds their own row on the leaderboard; the countdown is the server's text
 * without JavaScript and ticks with it (Playwright's clock); jackpots with their amounts and games, and the
 * winners. Rules are in tests/integration/tournaments.test.ts; this is one journey per locale.
 */

const DEMO_SLOT = "sandbox-golden-samarkand";
const amount = { uz: /^\d{1,3}(,\d{3})* so‘m$/, ru: /^\d{1,3}(,\d{3})* сум$/ };
const dateTime = { uz: /^\d{2}\.\d{2}\.\d{4} soat \d{1,2}:\d{2}$/, ru: /^\d{2}\.\d{2}\.\d{4} в \d{1,2}:\d{2}$/ };
const jackpotNames = { uz: ["Mega jekpot", "Katta jekpot", "Kichik jekpot"], ru: ["Мега-джекпот", "Большой джекпот", "Малый джекпот"] };

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

for (const { locale, prefix } of locales) {
  test(`a player joins a tournament, plays its game and finds their row; sees jackpots and winners (${locale})`, async ({ page }) => {
    // Five documents, a join and a spin: on a loaded two-core runner this takes longer than one page's 30 s.
    test.setTimeout(60_000);
    const js = test.info().project.use.javaScriptEnabled !== false;
    if (!js) await page.setViewportSize({ width: 320, height: 740 });
    const player = await createPlayer(page.request, { locale, balance: 50_000 });
    await signIn(page.request, player);
    await page.context().clearCookies({ name: "flash" });
    const { uid, fakename } = (await (await page.request.get(`/sandbox/players/${encodeURIComponent(player.login)}`)).json()) as { uid: number; fakename: string | null };
    if (js) await page.clock.install();

    // The three lists; the running tournament's card leads to its page.
    await visit(page, localized(prefix, "/tournaments"));
    await expect(page.locator(".tournaments__heading")).toHaveText([t(locale, "tournaments.lists.active"), t(locale, "tournaments.lists.future"), t(locale, "tournaments.lists.finished")]);
    const card = page.getByRole("region", { name: t(locale, "tournaments.lists.active") }).getByTestId("tournament-card-1");
    await card.getByRole("link", { name: tournamentOne[locale] }).click();
    await expect(page).toHaveURL(localized(prefix, "/tournaments/1"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${t(locale, "pages.tournament.title")} · ${tournamentOne[locale]}`);
    await expect(page.getByTestId("reset-on-cashout")).toHaveText(t(locale, "tournaments.keptOnCashout"));

    // The countdown: the server's text without JavaScript (one of the values possible while the page was made).
    const countdown = page.getByTestId("tournament-countdown");
    const ends = Date.parse((await countdown.locator("time").getAttribute("datetime"))!);
    const dayWord = t(locale, "tournaments.dayShort");
    await expect(countdown.locator(".countdown__label")).toHaveText(t(locale, "tournaments.endsIn"));

    // Joining: one post for a double click (the button is busy while it is sent); back on the page with a toast.
    let posts = 0;
    page.on("request", (request) => {
      // A document post without JavaScript, Remix's data post (`….data`) with it.
      if (request.method() === "POST" && new URL(request.url()).pathname.replace(/\.data$/, "") === localized(prefix, "/tournaments/1")) posts += 1;
    });
    const join = page.getByRole("button", { name: t(locale, "tournaments.participate") });
    if (js) await join.dblclick();
    else await join.click();
    await expect(page.locator(".tournament__joined")).toHaveText(t(locale, "tournaments.joined"));
    await expect(page.locator(".toast__text")).toHaveText(t(locale, "tournaments.joinedToast"));
    if (js) {
      expect(posts).toBe(1);
      // Ticking each second on the browser's clock.
      const paused = Date.now() + 5_000;
      await page.clock.pauseAt(paused);
      await expect(countdown.locator("time")).toHaveText(countdownText(ends, paused, dayWord));
      await page.clock.fastForward(3_000);
      await expect(countdown.locator("time")).toHaveText(countdownText(ends, paused + 3_000, dayWord));
      // Time flows again for the pages that follow (their hydration waits on timers).
      await page.clock.resume();
    } else {
      const shown = (await countdown.locator("time").textContent()) ?? "";
      const now = Date.now();
      expect(Array.from({ length: 31 }, (_, second) => countdownText(ends, now - second * 1000, dayWord))).toContain(shown);
      await noSidewaysScroll(page);
    }

    // One of the tournament's games (its provider's), played for real money at the sandbox's game.
    await page.getByRole("link", { name: t(locale, "tournaments.games") }).click();
    await expect(page).toHaveURL(localized(prefix, "/tournaments/1/gamehall"));
    // The hall of the tournament's games is on screen (the URL changes before a client navigation renders it).
    await expect(page.locator(".lobby__first-link")).toHaveText(`← ${t(locale, "games.backToTournament")}`);
    await expect(page.locator(".lobby .game-card").first()).toBeVisible();
    const sysnames = await page.locator(".lobby .game-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-game")!));
    const game = sysnames.find((sysname) => sysname !== DEMO_SLOT)!;
    const html = await (await page.request.get(localized(prefix, `/game/${game}`))).text();
    const token = /token=([\w-]+)/.exec(html)![1]!;
    const spun = await page.request.post(`/sandbox/game/${game}/spin`, { headers: { Origin: baseOrigin() }, form: { token, stake: "3000" }, maxRedirects: 0 });
    expect(spun.status()).toBe(303);

    // Back on the tournament: the player's own row, marked, with the 3 points of a 3,000 stake.
    await visit(page, localized(prefix, "/tournaments/1"));
    const mine = page.getByTestId("tournament-leaderboard").locator("tr.leaderboard__mine td");
    const place = (await mine.first().textContent()) ?? "";
    await expect(mine).toHaveText([place, `${fakename ?? `Player${uid}`} (${t(locale, "tournaments.you")})`, "3", "—"]);
    await expect(page.getByTestId("tournament-mine")).toHaveText(tf(locale, "tournaments.yourPlace", { place, points: 3 }));

    // Jackpots: current amounts, their games, the latest wins.
    await visit(page, localized(prefix, "/jackpots"));
    await expect(page.locator(".jackpot-card__name")).toHaveText(jackpotNames[locale]);
    for (const shown of await page.getByTestId("jackpot-amount").allTextContents()) expect(shown).toMatch(amount[locale]);
    await expect(page.getByRole("region", { name: t(locale, "jackpots.games") }).locator(".game-card").first()).toBeVisible();
    const latest = page.getByTestId("jackpots-winners").locator("tbody tr");
    await expect(latest).toHaveCount(5);
    await expect(page.getByRole("link", { name: jackpotTwo[locale] })).toHaveAttribute("href", localized(prefix, "/jackpots/2"));

    // Winners: who, which jackpot, which game, how much and when (§9), 12 a page.
    await visit(page, localized(prefix, "/winners"));
    const rows = page.getByTestId("winners").locator("tbody tr");
    await expect(rows).toHaveCount(12);
    const cells = await rows.first().locator("td").allTextContents();
    expect(cells[1]).toMatch(new RegExp(`^(${jackpotNames[locale].join("|")})$`));
    expect(cells[2]).toBe("Golden Samarkand");
    expect(cells[3]).toMatch(amount[locale]);
    expect(cells[4]).toMatch(dateTime[locale]);
    if (!js) await noSidewaysScroll(page);
  });
}

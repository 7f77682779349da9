import { expect, test, type Page } from "@playwright/test";
import { formatClock, formatNet } from "../../app/features/player/session-meter";
import { formatAmount } from "../../app/lib/format";
import { loadedAxe, seriousIds } from "./axe";
import { remoteConfig } from "../../mocks/seed/config";
import { baseOrigin, createPlayer, locales, localized, signIn, t } from "./support";

/**
 * Issue 19 item 3, decision 027: the time since sign-in and the session's net (won − staked) in the header of
 * every page, in the game page's bar and over the game in full screen. Server-rendered (phone-nojs reads the
 * render's value); with JavaScript the clock moves each minute (Playwright's clock, no waiting). Item 6 rides
 * along: the help organisations of the remote config on the responsible-gaming page. Item 2 (decision 035) closes
 * the journey: the reality check chosen on that page opens on the game page when its 15 minutes have passed
 * (Playwright's clock with JavaScript; without it the sandbox ages the session and the reloaded page shows it).
 */

/** A seeded slot nobody holds free spins on: each spin stakes 1,000 from the main wallet. */
const SLOT = "netent-lucky-link";

/** The clock values possible for a render between `from` and `to`, for a sign-in between `signIn[0]` and `[1]`. */
function possibleClocks(signedIn: readonly [number, number], from: number, to: number): string[] {
  const low = Math.floor((from - signedIn[1]) / 60_000);
  const high = Math.floor((to - signedIn[0]) / 60_000);
  return Array.from({ length: high - low + 1 }, (_, index) => formatClock(Math.max(0, low + index) * 60));
}

/** The meter's two items as read aloud: label and value. */
const items = (locale: "uz" | "ru", clock: string, net: string) => [`${t(locale, "sessionMeter.time")} ${clock}`, `${t(locale, "sessionMeter.net")} ${net}`];

async function visitTimed(page: Page, url: string) {
  const from = Date.now();
  await page.goto(url);
  if (test.info().project.use.javaScriptEnabled !== false) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return [from, Date.now()] as const;
}


for (const { locale, prefix } of locales) {
  test(`the header shows the session's time and net on a page and on the game page after a real spin (${locale})`, async ({ page }) => {
    const project = test.info().project.name;
    const js = test.info().project.use.javaScriptEnabled !== false;
    if (!js) await page.setViewportSize({ width: 320, height: 740 });
    const player = await createPlayer(page.request, { locale, balance: 50_000 });
    const before = Date.now();
    await signIn(page.request, player);
    const signedIn = [before, Date.now()] as const;
    await page.context().clearCookies({ name: "flash" });

    // A real spin: the site launches the game for this session, the sandbox's game takes the stake.
    const html = await (await page.request.get(localized(prefix, `/game/${SLOT}`))).text();
    const token = /token=([\w-]+)/.exec(html)![1]!;
    const spun = await page.request.post(`/sandbox/game/${SLOT}/spin`, { headers: { Origin: baseOrigin() }, form: { token, stake: "1000" }, maxRedirects: 0 });
    expect(spun.status()).toBe(303);
    const outcome = new URL(spun.headers().location!, "http://localhost").searchParams;
    expect(outcome.get("stake")).toBe("1,000");
    const net = formatNet(Number(outcome.get("win")!.replace(/,/g, "")) - 1000, "UZS", locale);
    if (js) await page.clock.install();

    // The game page's bar: the render's clock and the session's net; full screen keeps both over the game.
    let rendered = await visitTimed(page, localized(prefix, `/game/${SLOT}`));
    const bar = page.getByTestId("session-meter-game").locator(".session-meter__item");
    const barClock = (await bar.first().locator("time").textContent()) ?? "";
    expect(possibleClocks(signedIn, ...rendered)).toContain(barClock);
    await expect(bar).toHaveText(items(locale, barClock, net));
    const stage = page.getByTestId("session-meter-stage");
    await expect(stage).toBeHidden();
    await page.getByRole("link", { name: t(locale, "game.fullScreen") }).click();
    await expect(stage.locator(".session-meter__item")).toHaveText(items(locale, barClock, net));

    // Another page, the responsible-gaming one: the header has them too, and the help organisations of the
    // remote config (decision 027) are listed in the page's language.
    rendered = await visitTimed(page, localized(prefix, "/responsible-game"));
    const header = page.getByTestId("session-meter-header").locator(".session-meter__item");
    const clock = (await header.first().locator("time").textContent()) ?? "";
    expect(possibleClocks(signedIn, ...rendered)).toContain(clock);
    await expect(header).toHaveText(items(locale, clock, net));
    const help = page.getByRole("region", { name: t(locale, "responsibleGame.help.title") });
    await expect(help.locator("p").first()).toHaveText(t(locale, "responsibleGame.help.lead"));
    await expect(help.getByRole("link")).toHaveText(remoteConfig(locale).responsibleGaming.helpOrganisations.map((organisation) => organisation.name));
    if (js) {
      const [hours, minutes] = clock.split(":").map(Number) as [number, number];
      await page.clock.fastForward("01:00");
      await expect(header).toHaveText(items(locale, formatClock((hours * 60 + minutes + 1) * 60), net));
    } else {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }

    // The reality check (decision 035): every 15 minutes of the session, chosen on this page.
    const reality = page.getByTestId("rg-reality");
    await reality.getByLabel(t(locale, "responsibleGame.reality.interval")).selectOption("15");
    await reality.getByRole("button", { name: t(locale, "responsibleGame.reality.save"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t(locale, "responsibleGame.toasts.realitySaved") })).toBeVisible({ timeout: 15_000 });
    await expect(reality.getByLabel(t(locale, "responsibleGame.reality.interval"))).toHaveValue("15");

    rendered = await visitTimed(page, localized(prefix, `/game/${SLOT}`));
    const check = page.getByRole("dialog", { name: t(locale, "realityCheck.title") });
    await expect(check).toHaveCount(0);
    if (js) {
      // In full screen too: the timer puts it on the dialog stack when the 15 minutes are up.
      await page.getByRole("link", { name: t(locale, "game.fullScreen") }).click();
      await page.clock.fastForward("15:00");
    } else {
      const aged = await page.request.post(`/sandbox/players/${encodeURIComponent(player.login)}/session-age`, { headers: { Origin: baseOrigin() }, data: { back: 15 * 60 } });
      expect(aged.status()).toBe(200);
      rendered = await visitTimed(page, localized(prefix, `/game/${SLOT}`));
    }
    await expect(check).toBeVisible({ timeout: 15_000 });
    const played = (await check.locator("dd").first().textContent()) ?? "";
    // Time played: the session's age when it opened, 15 minutes and the few seconds the journey took so far.
    expect(possibleClocks(signedIn, rendered[0] + 15 * 60_000, rendered[1] + 15 * 60_000 + 60_000)).toContain(played);
    const staked = 1000;
    const won = Number(outcome.get("win")!.replace(/,/g, ""));
    await expect(check.locator(".reality-check__figures > div")).toHaveText([
      `${t(locale, "realityCheck.time")}${played}`,
      `${t(locale, "realityCheck.staked")}${formatAmount(staked, { currency: "UZS", locale })}`,
      `${t(locale, "realityCheck.won")}${formatAmount(won, { currency: "UZS", locale })}`,
      `${t(locale, "realityCheck.net")}${net}`,
    ]);
    await expect(check.locator(".reality-check > p")).toHaveText(t(locale, "realityCheck.question"));
    await expect(check.getByRole("button")).toHaveText([t(locale, "realityCheck.continue"), t(locale, "realityCheck.stop"), t(locale, "realityCheck.history")]);
    // The game's frame is the provider's page, not ours (as in pages.spec.ts); the dialog over it is.
    if (project === "desktop") expect(seriousIds(await (await loadedAxe(page)).exclude(".game-stage__frame").analyze())).toEqual([]);
    if (!js) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await check.getByRole("button", { name: t(locale, "realityCheck.continue"), exact: true }).click();
    await expect(check).toHaveCount(0, { timeout: 15_000 });
    await expect(page).toHaveURL(localized(prefix, `/game/${SLOT}`));
    if (!js) {
      // Recorded by the platform: the next page of the same interval does not ask again.
      await visitTimed(page, localized(prefix, "/gamehall"));
      await expect(check).toHaveCount(0);
    }
  });
}

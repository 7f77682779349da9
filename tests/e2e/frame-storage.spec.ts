import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { formatAmount } from "../../app/lib/format";
import { baseOrigin, createPlayer, localized, signIn, t, tf } from "./support";

/**
 * Issue 38 item 1 (docs/decisions/065): inside an operator's cross-site frame whose storage the browser denies,
 * nothing breaks. The sandbox's operator page on 127.0.0.1 frames the site on localhost (decision 017). Chromium
 * denies such a frame its storage when third-party cookies are blocked (the player's setting, Debian's Chromium);
 * the headless shell does not by default, so the test denies it in every frame of the page as the browser does (the
 * property read throws a SecurityError), and checks that it is denied. The player's session cookies are let into
 * the frame (SameSite=None), as the site's framed cookies are over HTTPS (decision 017).
 *
 * The balance's refresh is the poller's (every 10 s), moved on with the page's clock: a click on the balance also
 * leads to the wallet, and the operator's page then frames the site anew (checkIframe), so what the fetcher brought
 * is never seen there; waiting the 10 s in real time ran the journey out of its time.
 */
const twin = () => baseOrigin().replace("localhost", "127.0.0.1");
const host = (path: string) => `${twin()}/sandbox/frames/host?path=${encodeURIComponent(path)}`;

async function denyStorageInFrames(page: Page) {
  await page.addInitScript(() => {
    if (window.top === window) return;
    for (const name of ["localStorage", "sessionStorage"] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, "SecurityError");
        },
      });
    }
  });
}

/** A link of the site's navigation, as a player reaches it: on a phone, in the side menu the header's "Menu" opens. */
async function clickNavLink(frame: FrameLocator, locale: "uz" | "ru", key: string) {
  const named = { name: t(locale, key), exact: true };
  if (test.info().project.name !== "phone") return frame.getByRole("link", named).filter({ visible: true }).first().click();
  await frame.getByRole("link", { name: t(locale, "nav.menu"), exact: true }).filter({ visible: true }).first().click();
  await frame.getByRole("dialog").getByRole("link", named).first().click();
}

/** The frame's page has hydrated at `path`, shows `heading` and is not an error page. */
async function expectFramed(page: Page, frame: FrameLocator, locale: "uz" | "ru", path: string, heading: string | RegExp) {
  // The operator's page followed the frame's checkIframe: it frames the site at that path now.
  await expect(page).toHaveURL(host(path), { timeout: 15_000 });
  await expect(page.locator("#received")).toHaveText(path, { timeout: 15_000 });
  await frame.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(frame.locator("html")).toHaveAttribute("lang", locale);
  await expect(frame.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
  await expect(frame.getByText(t(locale, "system.serverError.header"))).toHaveCount(0);
}

for (const { locale, prefix, other, otherPrefix } of [
  { locale: "uz", prefix: "", other: "ru", otherPrefix: "/ru" },
  { locale: "ru", prefix: "/ru", other: "uz", otherPrefix: "" },
] as const) {
  test(`${locale}: framed cross-site with storage denied, a player keeps a favourite, navigates, switches language and opens a game`, async ({ page, context }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, "storage is denied to the page's script; without it there is none to deny");
    // Six framed page loads, each reloading the operator's page (checkIframe): 18–22 s alone, more on a loaded machine.
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await denyStorageInFrames(page);
    await signIn(page.request, await createPlayer(page.request, { locale }));
    // Not the after-login queue (an unseen-cashback popup) nor a lax cookie: the session travels into the frame.
    const cookies = (await context.cookies(baseOrigin())).filter((cookie) => cookie.name !== "flash");
    await context.clearCookies();
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, sameSite: "None" as const, secure: true })));

    // The page's clock runs as usual until the test moves it on (the balance's refresh interval).
    await page.clock.install();
    const home = localized(prefix, "/") || "/";
    await page.goto(host(home));
    const frame = page.frameLocator("#site");
    await frame.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The frame's storage is really denied, and the frame told its parent where it is.
    expect(await frame.locator("html").evaluate(() => [
      (() => { try { return typeof window.sessionStorage; } catch (error) { return (error as DOMException).name; } })(),
      (() => { try { return typeof window.localStorage; } catch (error) { return (error as DOMException).name; } })(),
    ])).toEqual(["SecurityError", "SecurityError"]);
    await expect(page.locator("#received")).toHaveText(home);
    await expect(frame.locator(".header__balance")).toBeVisible();

    // A favourite (a fetcher's post) on the home page's first game.
    const card = frame.locator(".game-card[data-game]").first();
    const name = await card.locator(".game-card__name").innerText();
    await card.getByRole("button", { name: tf(locale, "games.favourite.add", { name }) }).click();
    await expect(card.getByRole("button", { name: tf(locale, "games.favourite.remove", { name }) })).toHaveAttribute("aria-pressed", "true");

    // The header's balance fetcher (its refresh every 10 s, spec §9): the platform's new total shown in the frame.
    await page.route("**/_resources/balance**", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"amount",[\d.]+/g, '"amount",123456.78');
      await route.fulfill({ response, body });
    });
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/_resources/balance"));
    await page.clock.runFor(10_000);
    expect((await refreshed).status()).toBe(200);
    await expect(frame.locator(".header__balance")).toHaveText(`${t(locale, "auth.balance")}: ${formatAmount(123456.78, { currency: "UZS", locale })}`);
    await expect(frame.locator(".header__balance")).toHaveAttribute("aria-busy", "false");

    // The header's link: a route not discovered yet (the manifest request of lazy route discovery).
    await clickNavLink(frame, locale, "nav.tournaments");
    await expectFramed(page, frame, locale, localized(prefix, "/tournaments"), t(locale, "pages.tournaments.title"));

    await clickNavLink(frame, locale, "nav.gamehall");
    await expectFramed(page, frame, locale, localized(prefix, "/gamehall"), t(locale, "pages.gamehall.title"));

    // The language switch (a form post): the same page in the other language.
    await frame.getByRole("button", { name: t(locale, `lang.${other}`) }).filter({ visible: true }).first().click();
    await expectFramed(page, frame, other, localized(otherPrefix, "/gamehall"), t(other, "pages.gamehall.title"));

    // A game of the hall.
    const game = frame.locator(".game-grid--lobby .game-card a[href]").first();
    const gamePath = (await game.getAttribute("href"))!;
    await game.click();
    await expect(page).toHaveURL(host(gamePath), { timeout: 15_000 });
    await expect(page.locator("#received")).toHaveText(gamePath);
    await frame.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(frame.getByText(t(other, "system.serverError.header"))).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

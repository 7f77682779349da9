import { type PlaywrightTestArgs, expect, test } from "@playwright/test";
import { deployNewWorker, hitsFor, pngSize, waitForWorker, withOneDeployAtATime } from "./support-pwa";
import { type Locale, baseOrigin, localized, t, visit } from "./support";

// The only specs with a service worker: elsewhere the default blocks it, so no worker caches their pages.
test.use({ serviceWorkers: "allow" });

const twin = () => baseOrigin().replace("localhost", "127.0.0.1");
const js = () => test.info().project.use.javaScriptEnabled !== false;

/** The manifest the page links and every icon it lists; then (with JavaScript) the worker and the offline hall. */
async function installAndGoOffline({ page, context, request }: Pick<PlaywrightTestArgs, "page" | "context" | "request">, locale: Locale, prefix: string) {
  await visit(page, localized(prefix, "/"));
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe(localized(prefix, "/manifest.webmanifest"));
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  const manifest = (await answer.json()) as { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
  expect(manifest).toMatchObject({ name: "Omad", start_url: localized(prefix, "/"), scope: "/", display: "standalone", lang: locale, description: t(locale, "pwa.description") });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.type} ${icon.purpose}`)).toEqual(["192x192 image/png any", "512x512 image/png any", "512x512 image/png maskable"]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  test.skip(!js(), "the worker needs JavaScript; without it the site is the server's pages");

  await waitForWorker(page);
  await expect(page.locator("html")).toHaveAttribute("data-pwa-offline-ready", "true");
  // A hall page seen under the worker is the one kept for offline.
  await visit(page, localized(prefix, "/gamehall"));
  const firstGame = (await page.locator(".game-card__name").first().textContent())!.trim();
  await context.setOffline(true);
  try {
    await page.goto(localized(prefix, "/promotions"));
    await expect(page.locator(".offline-notice")).toHaveText(`${t(locale, "offline.title")} ${t(locale, "offline.text")} ${t(locale, "offline.retry")}`);
    await expect(page.locator(".game-card__name").first()).toHaveText(firstGame);
    // Nothing of the copy runs: it is the static page the worker made.
    expect(await page.locator("script").count()).toBe(0);
  } finally {
    await context.setOffline(false);
  }
}

test("uz: installable (manifest, worker), the last hall offline, and a new build's update prompt", async ({ page, context, request }) => {
  // The whole journey holds the lock: a worker installed while another project's build is deployed would see that
  // build's undo as one more update. It may wait for the other project's journey to finish.
  test.setTimeout(120_000);
  await withOneDeployAtATime(async () => {
    await installAndGoOffline({ page, context, request }, "uz", "");
    const undo = deployNewWorker();
    try {
      // The browser checks for a new worker when a page is opened again.
      await visit(page, "/promotions");
      const prompt = page.locator(".toast", { hasText: t("uz", "pwa.updateReady") });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await expect(page.locator("html")).toHaveAttribute("data-pwa-need-refresh", "true");
      await page.evaluate(() => {
        (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      });
      // The player has been on the page a moment: their first touch already loaded the chat. (Chromium stops the
      // old worker to hand over and gives the hand-over up when a request of the page wakes it meanwhile; the
      // chat's first load, or a link prefetched under a pointer the vanished prompt uncovers, would do that in the
      // very second of the click. Recorded in decision 016.)
      await page.keyboard.press("Shift");
      await expect(page.locator("[data-chat-widget]")).toBeAttached();
      // What the page and the workers ask from the click on: when the hand-over stalls (decision 016), the failure names
      // them.
      const asked: string[] = [];
      page.context().on("request", (request) => asked.push(`${request.method()} ${request.url().replace(baseOrigin(), "")}${request.serviceWorker() ? " (worker)" : ""}`));
      await prompt.getByRole("button", { name: t("uz", "pwa.updateNow") }).press("Enter");
      // A new document (the reload), controlled by the new worker, with nothing waiting.
      // (An evaluation cut short by the reload itself counts as "not yet".)
      await expect
        .poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false).catch(() => true), {
          timeout: 15_000,
          message: "the page reloads on the new worker",
        })
        .toBe(false)
        .catch((error: Error) => {
          throw new Error(`${error.message}\nrequests after the click: ${asked.join(", ") || "none"}`);
        });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // The new worker takes over before the reloaded page asks, or (when the hand-over had to wait for the page to
      // go) just after, claiming it.
      await expect.poll(() => page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/");
        return { waiting: Boolean(registration?.waiting), active: registration?.active?.state, controlled: Boolean(navigator.serviceWorker.controller) };
      }), { timeout: 10_000 }).toEqual({ waiting: false, active: "activated", controlled: true });
      await expect(page.locator(".toast", { hasText: t("uz", "pwa.updateReady") })).toHaveCount(0);
      expect(page.url()).toBe(`${baseOrigin()}/promotions`);
    } finally {
      undo();
    }
  });
});

test("ru: installable (manifest, worker), the last hall offline, and framed by an operator the site moves its parent through checkIframe", async ({ page, context, request }) => {
  await installAndGoOffline({ page, context, request }, "ru", "/ru");
  await page.goto(`${twin()}/sandbox/frames/host?path=${encodeURIComponent("/ru")}`);
  const frame = page.frameLocator("#site");
  await frame.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The frame reports where it is as it starts.
  await expect(page.locator("#received")).toHaveText("/ru");
  const card = frame.locator(".game-card a[href]").first();
  const target = (await card.getAttribute("href"))!;
  expect(target).toMatch(/^\/ru\//);
  await card.click();
  // The operator's page followed: it now frames the site at the path the message carried.
  await expect(page).toHaveURL(`${twin()}/sandbox/frames/host?path=${encodeURIComponent(target)}`);
  await expect(page.locator("#path")).toHaveText(target);
  await expect(page.locator("#site")).toHaveAttribute("src", `${baseOrigin()}${target}`);
});

test("the visit hit at start and the fraud-check hit 3 s later, once each per tab", async ({ page }) => {
  test.skip(!js(), "the hits are sent by the page's script");
  const track = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const start = new Date("2026-11-23T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  // The page's time stands still; it moves in small steps only until the site has started (the visit hit is sent
  // and the fraud-check timer set in the same task), so the next 3 s are counted from that moment exactly.
  const untilStarted = async () => {
    await expect
      .poll(async () => {
        const sent = await page.evaluate(() => sessionStorage.getItem("hit:visit") !== null && document.documentElement.dataset.hydrated === "true");
        if (!sent) await page.clock.runFor(50);
        return sent;
      }, { timeout: 20_000, intervals: [50] })
      .toBe(true);
  };
  await page.goto(`/?track_id=${track}`);
  await untilStarted();
  await expect.poll(() => hitsFor(page.request, baseOrigin(), track)).toEqual([{ type: "visit", referer: "", track, seon_session: "" }]);
  await page.clock.runFor(2900);
  expect((await hitsFor(page.request, baseOrigin(), track)).map((hit) => hit.type)).toEqual(["visit"]);
  await page.clock.runFor(100);
  await expect.poll(async () => (await hitsFor(page.request, baseOrigin(), track)).map((hit) => hit.type)).toEqual(["visit", "fraud"]);
  // Another page of the tab sends neither again.
  await page.goto("/promotions");
  await untilStarted();
  await page.clock.runFor(5000);
  expect((await hitsFor(page.request, baseOrigin(), track)).map((hit) => hit.type)).toEqual(["visit", "fraud"]);
});

/**
 * Issue 29.12: answering the analytics banner leaves a guest a guest (decision 057). The consent cookie is a
 * preference, so the hall stays `private, no-cache` and the worker keeps it: offline, the hall's games still show.
 */
for (const { locale, prefix, decision } of [
  { locale: "uz", prefix: "", decision: "pwa.consent.decline" },
  { locale: "ru", prefix: "/ru", decision: "pwa.consent.accept" },
] as const) {
  test(`${locale}: a guest who answered the analytics banner still gets the hall offline`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await visit(page, localized(prefix, "/"));
    const banner = page.getByRole("region", { name: t(locale, "pwa.consent.title") });
    await banner.getByRole("button", { name: t(locale, decision) }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => (await context.cookies(baseOrigin())).some((cookie) => cookie.name === "analytics_consent")).toBe(true);
    // Neither the page after the answer nor the hall is a player's page.
    const home = await visit(page, localized(prefix, "/"));
    expect(home!.headers()["cache-control"]).toBe("private, no-cache");
    const hall = await visit(page, localized(prefix, "/gamehall"));
    expect(hall!.headers()["cache-control"]).toBe("private, no-cache");
    await expect(page.getByRole("region", { name: t(locale, "pwa.consent.title") })).toHaveCount(0);
    test.skip(!js(), "the worker needs JavaScript; without it the site is the server's pages");

    await waitForWorker(page);
    await expect(page.locator("html")).toHaveAttribute("data-pwa-offline-ready", "true");
    // The hall browsed under the worker, after the answer, is the one kept for offline.
    await visit(page, localized(prefix, "/gamehall"));
    const games = (await page.locator(".game-card__name").allTextContents()).map((name) => name.trim());
    expect(games.length).toBeGreaterThan(0);
    await context.setOffline(true);
    try {
      await page.goto(localized(prefix, "/promotions"));
      await expect(page.locator(".offline-notice")).toHaveText(`${t(locale, "offline.title")} ${t(locale, "offline.text")} ${t(locale, "offline.retry")}`);
      // The copy is the hall's first page as the server sent it: the live grid may have shown fewer cards (those in
      // view on a phone) or more (loaded on while scrolling); the cards both have are the same, in the same order.
      await expect(page.locator(".game-card__name").first()).toHaveText(games[0]!);
      const offline = (await page.locator(".game-card__name").allTextContents()).map((name) => name.trim());
      const shared = Math.min(offline.length, games.length);
      expect(shared).toBeGreaterThanOrEqual(6);
      expect(offline.slice(0, shared)).toEqual(games.slice(0, shared));
    } finally {
      await context.setOffline(false);
    }
  });
}

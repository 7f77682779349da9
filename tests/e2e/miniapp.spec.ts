import { expect, test } from "@playwright/test";
import { locales, t } from "./support";

/** The sandbox's host signs in and lists what the mini-app told it; a platform round trip can be slow on a loaded machine. */
const slow = { timeout: 15_000 };

for (const { locale, prefix } of locales) {
  test.describe(`messaging-app mini-app (${locale})`, () => {
    // The forged initData in Uzbek; in Russian the signed one only (the refusal is the same code in both).
    const forgedToo = locale === "uz";
    test(forgedToo ? "a forged initData is refused with the registration error; the host's signed one signs the player in, themed and expanded" : "the host's signed initData signs the player in, themed and expanded", async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the mini-app runs only with JavaScript (the messaging app's own API is JavaScript)");
      const id = String(Date.now() % 1_000_000_000);
      const lang = locale === "ru" ? "ru" : "uz";

      if (forgedToo) {
        await page.goto(`/sandbox/miniapp?variant=forged&lang=${lang}&user=${id}&path=${prefix || "/"}`);
        const forged = page.frameLocator("#miniapp");
        await expect(forged.getByRole("alert").filter({ hasText: t(locale, "validation.wrongRegServerError") })).toHaveText(t(locale, "validation.wrongRegServerError"), slow);
        await expect(forged.getByRole("banner").getByRole("link", { name: t(locale, "auth.signIn"), exact: true })).toBeVisible();
      }

      // A new tab of the same browser: the refusal is remembered per mini-app session only.
      const host = forgedToo ? await page.context().newPage() : page;
      await host.goto(`/sandbox/miniapp?variant=valid&lang=${lang}&user=${id}&username=tg_e2e_${id}&path=${prefix || "/"}`);
      const app = host.frameLocator("#miniapp");
      await expect(app.locator(".header__balance")).toBeVisible(slow);
      await expect(app.getByRole("banner").getByRole("link", { name: t(locale, "auth.signIn"), exact: true })).toHaveCount(0);
      await expect(host.locator("#events")).toHaveText("web_app_ready web_app_expand");
      await expect(app.locator("html")).toHaveAttribute("data-miniapp", "telegram");
      expect(await app.locator("html").evaluate((html) => getComputedStyle(html).getPropertyValue("--color-bg").trim())).toBe("#17212b");
    });

    test("a replayed launch data (the same initData again, inside its hour) is refused like a forged one (issue 28.6)", async ({ browser, page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the mini-app runs only with JavaScript (the messaging app's own API is JavaScript)");
      // Two browsers each starting the mini-app.
      test.setTimeout(60_000);
      const id = String(Date.now() % 1_000_000_000);
      const lang = locale === "ru" ? "ru" : "uz";
      // One launch: its auth_date fixed, so both loads hand over the very same signed initData.
      const launch = `/sandbox/miniapp?variant=valid&lang=${lang}&user=${id}&username=tg_replay_${id}&at=${Math.floor(Date.now() / 1000) - 30}&path=${prefix || "/"}`;
      await page.goto(launch);
      await expect(page.frameLocator("#miniapp").locator(".header__balance")).toBeVisible(slow);

      // Someone else's browser (no session of the first) replays it.
      const other = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
      try {
        const replay = await other.newPage();
        await replay.goto(launch);
        const app = replay.frameLocator("#miniapp");
        await expect(app.getByRole("alert").filter({ hasText: t(locale, "validation.wrongRegServerError") })).toHaveText(t(locale, "validation.wrongRegServerError"), slow);
        await expect(app.getByRole("banner").getByRole("link", { name: t(locale, "auth.signIn"), exact: true })).toBeVisible();
        await expect(app.locator(".header__balance")).toHaveCount(0);
      } finally {
        await other.close();
      }
    });
  });
}

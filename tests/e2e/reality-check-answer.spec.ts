import { expect, test } from "@playwright/test";
import { baseOrigin, createPlayer, locales, localized, signIn, t } from "./support";

/**
 * Issue 38 item 4, decision 067: the reality check's answer survives a page left at once and a slow server. The
 * sandbox ages the session so the render shows the check; continue is answered, the answer is held 2 s by the
 * test, the player loads another page at once; once the answer has landed, a reload does not ask again (the
 * platform recorded it: the server decides from the platform's record).
 */
for (const { locale, prefix } of locales) {
  test(`the reality check's answer survives an immediate navigation and a slow server (${locale})`, async ({ page }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, "without JavaScript the answer is a plain form post (session-clock.spec.ts)");
    const player = await createPlayer(page.request, { locale, balance: 50_000 });
    await signIn(page.request, player);
    await page.context().clearCookies({ name: "flash" });
    await page.goto(localized(prefix, "/responsible-game"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const reality = page.getByTestId("rg-reality");
    await reality.getByLabel(t(locale, "responsibleGame.reality.interval")).selectOption("15");
    await reality.getByRole("button", { name: t(locale, "responsibleGame.reality.save"), exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t(locale, "responsibleGame.toasts.realitySaved") })).toBeVisible({ timeout: 15_000 });
    const aged = await page.request.post(`/sandbox/players/${encodeURIComponent(player.login)}/session-age`, { headers: { Origin: baseOrigin() }, data: { back: 15 * 60 } });
    expect(aged.status()).toBe(200);

    let landed = false;
    await page.route("**/_actions/reality-check", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const response = await route.fetch();
      await route.fulfill({ response });
      landed = true;
    });
    await page.goto(localized(prefix, "/gamehall"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const check = page.getByRole("dialog", { name: t(locale, "realityCheck.title") });
    await expect(check).toBeVisible({ timeout: 15_000 });
    await check.getByRole("button", { name: t(locale, "realityCheck.continue"), exact: true }).click();
    await expect(check).toHaveCount(0);
    // Another page at once, before the answer has landed.
    await page.goto(localized(prefix, "/"));
    // The platform answered the held request: the browser did not cancel it.
    await expect.poll(() => landed, { message: "the answer reached the platform", timeout: 10_000 }).toBe(true);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(check).toHaveCount(0);
  });
}

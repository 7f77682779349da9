import { expect, test } from "@playwright/test";
import { createPlayer, locales, localized, signIn, t, tf, visit } from "./support";

/**
 * Issue 28 (leftovers): what a player sees when a fetcher's action meets a platform fault. The hall's heart is a
 * fetcher with JavaScript (the page stays, the answer is data) and a plain form post without it; under the sandbox's
 * QA scenarios `maintenance` and `forbidden` (every platform call answers so) the player gets the spec's system page,
 * translated, whichever way the heart was sent — never a bare error, a blank page or a silent nothing.
 */

const FAVOURITE = "/_actions/games/favourite";

const faults = [
  { scenario: "maintenance", status: 503, kind: "maintenance", key: "maintenance" },
  { scenario: "forbidden", status: 403, kind: "forbidden", key: "forbidden" },
] as const;

for (const { locale, prefix } of locales) {
  test.describe(`a fetcher's action under a platform fault (${locale})`, () => {
    test.describe.configure({ timeout: 60_000 });
    for (const fault of faults) {
      test(`the hall's heart under "${fault.scenario}": the ${fault.kind} page, translated`, async ({ page, context, baseURL }) => {
        const js = test.info().project.use.javaScriptEnabled !== false;
        const player = await createPlayer(page.request, { locale });
        await signIn(page.request, player);
        // Not the after-login queue (an unseen-cashback popup): this test is about the heart.
        await context.clearCookies({ name: "flash" });
        const hall = localized(prefix, "/gamehall");
        await visit(page, hall);
        const card = page.locator(".game-grid--lobby .game-card").first();
        const name = await card.locator(".game-card__name").innerText();
        const heart = card.getByRole("button", { name: tf(locale, "games.favourite.add", { name }) });
        await expect(heart).toBeVisible();
        // The page's own loads after hydration (its fetchers, and the route discovery before a fetcher's first load,
        // decision 061) end before the platform fails: only the heart's post is to meet the fault.
        await page.waitForLoadState("networkidle");

        // From now on every platform call of this browser answers with the fault.
        await context.addCookies([{ name: "sandbox_scenario", value: fault.scenario, domain: new URL(baseURL!).hostname, path: "/" }]);
        const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(FAVOURITE) && response.request().method() === "POST");
        await heart.click();
        const answer = await answered;
        // With JavaScript the fetcher's own request; without it the form's post, a document.
        expect({ by: answer.request().resourceType(), status: answer.status() }).toEqual({ by: js ? "fetch" : "document", status: fault.status });

        const shown = page.locator("[data-system-page]");
        await expect(shown).toHaveAttribute("data-system-page", fault.kind);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, `system.${fault.key}.header`));
        await expect(shown.getByText(t(locale, `system.${fault.key}.description`), { exact: true })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        // With JavaScript the fetcher kept the player on the hall's address; without it the form's post showed the page.
        if (js) await expect(page).toHaveURL(new RegExp(`${hall}$`));
        await expect(page.getByText("Unexpected Server Error")).toHaveCount(0);

        // Nothing was added: once the platform answers again, the favourites tab is empty.
        await context.clearCookies({ name: "sandbox_scenario" });
        await visit(page, localized(prefix, "/gamehall?tab=favourites"));
        await expect(page.getByText(t(locale, "games.noFavourites"), { exact: true })).toBeVisible();
      });
    }
  });
}

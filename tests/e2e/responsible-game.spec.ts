import { checkLayout } from "./axe";
import { expect, test } from "@playwright/test";
import { formatAmount, formatDateTime } from "../../app/lib/format";
import { periodWindow } from "../../mocks/handlers/limit-rules";
import { baseOrigin, createPlayer, locales, localized, signIn, t, tf, visit } from "./support";

const exact = (locale: "uz" | "ru", key: string) => ({ name: t(locale, key), exact: true });
/** After a post the server answers a redirect and a new page: the shared two-core machine may take a while. */
const afterPost = { timeout: 15_000 };

for (const { locale, prefix } of locales) {
  test.describe(`responsible gaming in ${locale}`, () => {
    test("a daily limit refuses a deposit past it with the renewal time; a 24-hour time-out signs out and refuses sign-in", async ({ page }) => {
      test.slow(); // Eight documents on a shared two-core machine.
      if (test.info().project.name === "phone-nojs") await page.setViewportSize({ width: 320, height: 740 });
      const player = await createPlayer(page.request, { locale });
      await signIn(page.request, player);
      await page.context().clearCookies({ name: "flash" });
      const money = (amount: number) => formatAmount(amount, { currency: "UZS", locale });

      // The limit: none yet; a daily 50,000 applies at once, with what is left and when the day renews.
      await visit(page, localized(prefix, "/profile/responsible-game"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(locale, "pages.responsibleGame.title"));
      const limit = page.getByTestId("rg-limit");
      await expect(limit.getByTestId("rg-limit-current")).toHaveText(t(locale, "responsibleGame.limit.none"));
      await limit.getByLabel(t(locale, "responsibleGame.limit.period")).selectOption("day");
      await limit.getByLabel(t(locale, "responsibleGame.limit.amount")).fill("50000");
      await limit.getByRole("button", exact(locale, "responsibleGame.limit.save")).click();
      await expect(page.getByRole("status").filter({ hasText: t(locale, "responsibleGame.toasts.saved") })).toBeVisible(afterPost);
      // The sandbox's day ends at Tashkent midnight; the site shows it in the server's zone (this machine's).
      const renews = formatDateTime(periodWindow("day", Date.now()).end, locale);
      await expect(limit.getByTestId("rg-limit-current").locator("p")).toHaveText([
        tf(locale, "responsibleGame.limit.current.day", { amount: money(50_000) }),
        tf(locale, "responsibleGame.limit.available", { amount: money(50_000) }),
        tf(locale, "responsibleGame.limit.renews", { date: renews }),
      ]);

      // A deposit past it: refused beside the amount, with what is left and when the limit renews.
      await visit(page, localized(prefix, "/cashier/deposit/payme"));
      await page.getByLabel(t(locale, "deposit.amount"), { exact: true }).fill("60000");
      await page.getByRole("button", { name: t(locale, "deposit.submit") }).click();
      await expect(page.locator(".field__error")).toHaveText([tf(locale, "cashierErrors.BillingDepositLimitExceededUntil", { available: money(50_000), date: renews })], afterPost);

      // An increase waits 24 hours, shown with when it applies; once the sandbox's clock has moved 24 hours it is the limit.
      await visit(page, localized(prefix, "/profile/responsible-game"));
      await limit.getByLabel(t(locale, "responsibleGame.limit.amount")).fill("80000");
      const asked = Date.now();
      await limit.getByRole("button", exact(locale, "responsibleGame.limit.save")).click();
      const pending = limit.getByTestId("rg-limit-pending").locator("p");
      await expect(pending).toBeVisible(afterPost);
      const waits = [asked, Date.now()].map((at) => tf(locale, "responsibleGame.limit.pending.day", { amount: money(80_000), date: formatDateTime(at + 24 * 3_600_000, locale) }));
      expect(waits).toContain(await pending.textContent());
      const moved = await page.request.post(`/sandbox/players/${encodeURIComponent(player.login)}/clock`, { headers: { Origin: baseOrigin() }, data: { advance: 24 * 3600 + 60 } });
      expect(moved.status()).toBe(200);
      await visit(page, localized(prefix, "/profile/responsible-game"));
      await expect(limit.getByTestId("rg-limit-pending")).toHaveCount(0);
      await expect(limit.getByTestId("rg-limit-current").locator("p").first()).toHaveText(tf(locale, "responsibleGame.limit.current.day", { amount: money(80_000) }));

      // A 24-hour time-out: the confirm step says what happens; yes signs out.
      const timeout = page.getByTestId("rg-timeout");
      await timeout.getByLabel(t(locale, "responsibleGame.periods.24h")).check();
      await timeout.getByRole("button", exact(locale, "responsibleGame.timeout.next")).click();
      const dialog = page.getByRole("dialog", { name: t(locale, "responsibleGame.confirm.title.timeout") });
      const length = t(locale, "responsibleGame.periods.24h");
      await expect(dialog.locator("p")).toHaveText([
        tf(locale, "responsibleGame.confirm.what.timeout", { length }),
        t(locale, "responsibleGame.confirm.signOut"),
        t(locale, "responsibleGame.confirm.final"),
      ], afterPost);
      await checkLayout(page, locale);
      await dialog.getByRole("button", { name: tf(locale, "responsibleGame.confirm.yes.timeout", { length }), exact: true }).click();
      await expect(page).toHaveURL(localized(prefix, "/"), afterPost);
      // The toast goes after five seconds with JavaScript: read it first, then check its end time with the sandbox's.
      const [before, after] = tf(locale, "responsibleGame.toasts.timeout", { date: "\u0000" }).split("\u0000") as [string, string];
      const shown = await page.getByRole("status").filter({ hasText: before }).locator("p").textContent();
      const { excluded_until } = (await (await page.request.get(`/sandbox/players/${encodeURIComponent(player.login)}`)).json()) as { excluded_until: string };
      const until = formatDateTime(excluded_until, locale);
      expect(shown).toBe(`${before}${until}${after}`);
      await expect(page.locator(".header__balance")).toHaveCount(0);

      // Sign-in is refused with when the break ends.
      await visit(page, localized(prefix, "/forms/sign_in"));
      const form = page.locator("#sign-in");
      await form.getByLabel(t(locale, "auth.fields.login")).fill(player.login);
      await form.getByLabel(t(locale, "auth.fields.password")).fill(player.password);
      await form.getByRole("button", exact(locale, "auth.signIn")).click();
      await expect(form.locator(".form-errors")).toHaveText(tf(locale, "auth.errors.selfExcluded.timeout", { date: until }), afterPost);
    });
  });
}

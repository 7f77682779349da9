import { type Page, expect, test } from "@playwright/test";
import { createPlayer, locales, localized, signIn, t, visit } from "./support";

/**
 * Issue 29 item 7 at 320 px: the phone header's deposit button is a round button with a whole "+" and a name; the
 * session clock and net are readable (12 px at the least, the clock's icon beside it).
 */
test.describe("touch targets and the phone header at 320 px", () => {
  test.skip(() => test.info().project.name !== "phone", "the phone header at 320 px, once");
  test.use({ viewport: { width: 320, height: 640 } });
  test.describe.configure({ timeout: 120_000 });

  for (const { locale, prefix } of locales) {
    test(`the deposit button and the session meter (${locale})`, async ({ page }) => {
      const player = await createPlayer(page.request, { locale, balance: 123_456_789 });
      await signIn(page.request, player);

      await visit(page, localized(prefix, "/"));
      const deposit = page.locator("header .header__deposit");
      await expect(deposit).toHaveAccessibleName(t(locale, "auth.deposit"));
      const sizes = await deposit.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const plus = link.querySelector("svg")!.getBoundingClientRect();
        return { width: box.width, height: box.height, plus: [plus.width, plus.height] };
      });
      expect(sizes.width).toBeGreaterThanOrEqual(36);
      expect(sizes.height).toBeGreaterThanOrEqual(36);
      expect(sizes.plus).toEqual([20, 20]);

      const meter = page.getByTestId("session-meter-header");
      await expect(meter).toBeVisible();
      const looks = await meter.evaluate((element) => ({
        size: Number.parseFloat(getComputedStyle(element).fontSize),
        icon: element.querySelector("svg")!.getBoundingClientRect().width,
      }));
      expect(looks.size).toBeGreaterThanOrEqual(12);
      expect(looks.icon).toBeGreaterThanOrEqual(12);
    });
  }
});

type Measured = { text: string; width: number; height: number };

/** Each target's box as laid out (CSS px), with the text a player reads on it. */
async function measure(page: Page, selector: string): Promise<Measured[]> {
  return page.locator(selector).evaluateAll((targets) =>
    targets.map((target) => {
      const box = target.getBoundingClientRect();
      return { text: (target as HTMLElement).innerText.trim(), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
    }),
  );
}

/** The targets under 24 × 24 px, named (an empty list is the pass). */
function tooSmall(targets: Measured[]): string[] {
  return targets.filter((target) => target.width < 24 || target.height < 24).map((target) => `${target.text}: ${target.width}×${target.height}`);
}

/**
 * Issue 29 item 7 measured, not asked of axe (its `target-size` rule counted these links as inline text and said
 * nothing): at 320 × 740 every listed target is at least 24 × 24 CSS px itself (WCAG 2.5.8's size rule; none of them
 * relies on the spacing or inline exceptions: each is the whole content of its heading, cell or line), and no
 * tournament card has content wider than the card (its overflow was clipped, ≈ 8–20 px of the Russian sign-in button).
 */
test.describe("every listed target is 24 × 24 px at 320 px", () => {
  test.use({ viewport: { width: 320, height: 740 } });
  test.describe.configure({ timeout: 120_000 });

  for (const { locale, prefix } of locales) {
    test(`tournament names, winners' games, verification, support contacts, the balance; whole tournament cards (${locale})`, async ({ page }) => {
      // A guest first: the cards carry the longest button then ("sign in to take part").
      for (const signedIn of [false, true]) {
        if (signedIn) {
          const player = await createPlayer(page.request, { locale, balance: 123_456_789 });
          await signIn(page.request, player);
        }
        await visit(page, localized(prefix, "/tournaments"));
        const names = await measure(page, "main article h3 a");
        expect(names.map((name) => name.text)).toEqual(locale === "ru" ? ["Еженедельный слот-турнир", "Самаркандская гонка", "Весенний кубок", "Зимний турнир"] : ["Haftalik slot turniri", "Samarqand poygasi", "Bahor kubogi", "Qish turniri"]);
        expect.soft(tooSmall(names)).toEqual([]);
        const cut = await page.locator("main article").evaluateAll((cards) =>
          cards.flatMap((card) => {
            const edge = card.getBoundingClientRect();
            return [...card.querySelectorAll<HTMLElement>("*")]
              .filter((element) => element.checkVisibility())
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.right > edge.right + 0.5 || box.left < edge.left - 0.5;
              })
              .map((element) => `${card.getAttribute("aria-labelledby")}: ${element.tagName.toLowerCase()} ${element.innerText.trim().slice(0, 40)}`);
          }),
        );
        expect.soft(cut).toEqual([]);
      }

      await visit(page, localized(prefix, "/winners"));
      const games = await measure(page, "[data-testid=winners] td a");
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((game) => game.text === "Golden Samarkand")).toBe(true);
      expect.soft(tooSmall(games)).toEqual([]);

      await visit(page, localized(prefix, "/profile"));
      const verification = await measure(page, "[data-testid=profile-verification] a");
      expect(verification.map((link) => link.text)).toEqual([t(locale, "profile.home.verificationState.none")]);
      expect.soft(tooSmall(verification)).toEqual([]);

      await visit(page, localized(prefix, "/support"));
      const contacts = await measure(page, ".support-contacts dd a");
      expect(contacts.map((link) => link.text)).toEqual(["support@omad.example", "+998 71 200 00 00", "t.me/omad_support_example"]);
      expect.soft(tooSmall(contacts)).toEqual([]);

      // The withdrawal form sent empty: the server answers with its errors, and the header's balance stays a target.
      await visit(page, localized(prefix, "/cashier/withdraw"));
      await page.locator("main form").getByRole("button").last().click();
      await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
      const balance = await measure(page, "header .header__balance");
      expect(balance).toHaveLength(1);
      expect.soft(tooSmall(balance)).toEqual([]);
    });
  }
});

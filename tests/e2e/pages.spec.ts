import { expect, test, type Page } from "@playwright/test";
import { loadedAxe } from "./axe";
import { batches, guestPaths, playerPaths } from "./page-sweep";
import { contentSlugs, pages } from "./route-table";
import { createPlayer, locales, localized, signIn, visit } from "./support";
import { problemsIn, readTexts } from "./texts-check";

/**
 * Every page, in both languages, as a guest and as a player, visited once for these checks (issue 11):
 * - what a player reads: only texts of the page's language (no `{{…}}`, no raw key, no English) — on the desktop
 *   (header navigation, JavaScript) and on the phone without JavaScript (bottom bar, server render only), which
 *   between them show every text there is;
 * - on the phone without JavaScript, no control (a select, a button, a summary) cutting off its label at 320 px;
 * - accessibility: no serious or critical WCAG 2.2 A/AA violation axe can find — on the desktop (the phone's own
 *   shell is checked in a11y.spec.ts; without JavaScript the markup is the same server render), each page in one
 *   language (see `axeIn`).
 */
/** The guest's pages: every page of the route table (a guarded one lands on home's sign-in), the content pages, the hall's states, the URL-opened dialogs, system pages. */
const guestSweep = [
  ...new Set([
    ...pages
      .filter((route) => !("redirect" in route))
      .map((route) => route.path),
    ...contentSlugs.map((slug) => `/${slug}`),
    ...guestPaths,
    "/gamehall?query=golden",
    "/gamehall?page=2",
    "/gamehall?tab=favourites",
    "/gamehall?type=live",
  ]),
];
/** Guarded pages visited by a guest only show home's sign-in again: axe has seen that page already. */
const axeGuest = new Set(guestPaths);
/** Signed in: every guarded page, home, the hall and its favourites (the player's header is read on these). */
const playerSweep = [...playerPaths, "/gamehall?tab=favourites"];

/**
 * The language axe checks each page in: the two take turns down the list. A page's markup is the same in both (its
 * texts differ, and the texts check reads them in both), while axe costs about a second of the 2-core runner per
 * page. So every page is checked once, and each language still gets every kind of page: the shells, dialogs, forms,
 * the cashier, the profile (a11y.spec.ts checks the phone's shell on a page of each kind in both).
 */
function axeIn(paths: readonly string[]): Map<string, string> {
  return new Map(paths.map((path, index) => [path, locales[index % locales.length]!.locale]));
}
const guestAxe = axeIn(guestSweep.filter((path) => axeGuest.has(path)));
const playerAxe = axeIn(playerSweep);

async function seriousViolations(page: Page, url: string): Promise<string[]> {
  // The game and the sportsbook are the providers' own pages in a frame (the sandbox stands in for them): they are
  // checked as far as our side goes (the frame's title), not inside.
  const results = await (await loadedAxe(page))
    .exclude(".game-stage__frame")
    .exclude(".betting__frame")
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === "serious" || violation.impact === "critical"
    )
    .map(
      (violation) =>
        `${url}: ${violation.impact} ${violation.id} (${
          violation.help
        }) at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join(", ")}`
    );
}

/**
 * Controls whose label the page cuts off: a select narrower than its text, or a button, summary or label that clips
 * what it holds (a scroll strip of tabs scrolls, it does not clip). On the phone without JavaScript, narrowed to
 * 320 px (the narrowest screen the site serves) for the check, then back.
 */
async function cutControls(page: Page, url: string): Promise<string[]> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: viewport.height });
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("select, button, summary, label, a.button")]
      .filter((node) => {
        if (!node.getClientRects().length || node.closest("[hidden], .visually-hidden")) return false;
        const overflow = getComputedStyle(node).overflowX;
        const clips = node.tagName === "SELECT" || overflow === "hidden" || overflow === "clip";
        return clips && node.scrollWidth > node.clientWidth + 1;
      })
      .map((node) => `${node.tagName.toLowerCase()} "${(node instanceof HTMLSelectElement ? (node.selectedOptions[0]?.text ?? "") : node.innerText).trim().slice(0, 40)}" needs ${node.scrollWidth} px, has ${node.clientWidth}`),
  );
  await page.setViewportSize(viewport);
  return cut.map((text) => `${url}: cut off at 320 px: ${text}`);
}

async function sweep(
  page: Page,
  prefix: string,
  paths: readonly string[],
  axeOn: (path: string) => boolean
): Promise<string[]> {
  const withAxe = test.info().project.use.javaScriptEnabled !== false;
  const problems: string[] = [];
  for (const path of paths) {
    const url = localized(prefix, path);
    await visit(page, url);
    problems.push(...problemsIn(url, await readTexts(page)));
    if (!withAxe) problems.push(...(await cutControls(page, url)));
    if (withAxe && axeOn(path))
      problems.push(...(await seriousViolations(page, url)));
  }
  return [...new Set(problems)];
}

/** Pages in groups of a few: a failure names its pages, and the groups spread over the workers. */
const GROUP = 8;

for (const { locale, prefix } of locales) {
  test.describe(`every page in ${locale}`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.skip(
      ({ isMobile }) => isMobile,
      "the phone with JavaScript renders what the desktop and the phone without it show"
    );

    for (const [index, group] of batches(guestSweep, GROUP).entries()) {
      test(`a guest's pages, part ${index + 1} (${group[0]} … ${group.at(
        -1
      )}): only ${locale} texts; no serious axe violation on the desktop (axe on the ${locale} half of the pages)`, async ({
        page,
      }) => {
        expect(
          await sweep(page, prefix, group, (path) => guestAxe.get(path) === locale)
        ).toEqual([]);
      });
    }

    for (const [index, group] of batches(playerSweep, GROUP).entries()) {
      test(`a player's pages, part ${index + 1} (${group[0]} … ${group.at(
        -1
      )}): only ${locale} texts; no serious axe violation on the desktop (axe on the ${locale} half of the pages)`, async ({
        page,
      }) => {
        await signIn(
          page.request,
          await createPlayer(page.request, { locale, balance: 150_000 })
        );
        expect(await sweep(page, prefix, group, (path) => playerAxe.get(path) === locale)).toEqual([]);
      });
    }
  });
}

test("the texts check finds what it looks for", () => {
  const problems = problemsIn("/x", [
    "«golden» bo‘yicha {{total}} ta o‘yin",
    "games.searchCount",
    "Show more",
    "Megaways · Golden Samarkand · Pragmatic Play",
    "Бонус 25 000 сумов · 2,710,000 сум · +998 71 200 00 00",
  ]);
  expect(problems).toEqual([
    '/x: unfilled {{total}} in "«golden» bo‘yicha {{total}} ta o‘yin"',
    '/x: raw key games.searchCount in "games.searchCount"',
    '/x: English "Show more" in "Show more"',
    '/x: amount "25 000 сум" not in the site\'s format in "Бонус 25 000 сумов · 2,710,000 сум · +998 71 2"',
  ]);
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { batches, guestPaths, playerPaths } from "./page-sweep";
import { locales, localized, signIn, visit } from "./support";

/**
 * Issue 11: every page, in both languages, as a guest and as a player, has no serious or critical WCAG 2.2 A/AA
 * violation that axe can find. The sweep runs on the desktop and the phone (the layouts differ: header navigation
 * or bottom bar); without JavaScript the markup is the same server render, so that project skips it.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Finding {
  url: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

async function serious(page: Page, url: string): Promise<Finding[]> {
  // The game and the sportsbook are the providers' own pages in a frame (the sandbox stands in for them): they are
  // checked as far as our side goes (the frame's title), not inside.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude(".game-stage__frame").exclude(".betting__frame").analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      url,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

test.describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "axe runs in the page: the JavaScript projects cover the same markup");
  test.describe.configure({ timeout: 180_000 });

  for (const { locale, prefix } of locales) {
    for (const [index, paths] of batches(guestPaths, 8).entries()) {
      test(`guest pages in ${locale}, part ${index + 1}: no serious or critical violation`, async ({ page }) => {
        const findings: Finding[] = [];
        for (const path of paths) {
          const url = localized(prefix, path);
          await visit(page, url);
          findings.push(...(await serious(page, url)));
        }
        expect(findings).toEqual([]);
      });
    }

    for (const [index, paths] of batches(playerPaths, 8).entries()) {
      test(`player pages in ${locale}, part ${index + 1}: no serious or critical violation`, async ({ page }) => {
        await signIn(page.request);
        const findings: Finding[] = [];
        for (const path of paths) {
          const url = localized(prefix, path);
          await visit(page, url);
          findings.push(...(await serious(page, url)));
        }
        expect(findings).toEqual([]);
      });
    }
  }
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { batches, guestPaths, playerPaths } from "./page-sweep";
import { locales, localized, signIn, visit } from "./support";

/**
 * Issue 11: every page, in both languages, as a guest and as a player, has no serious or critical WCAG 2.2 A/AA
 * violation that axe can find. The desktop sweeps every page; the phone checks its own shell (compact header, bottom
 * bar) on a page of each kind; without JavaScript the markup is the same server render, so that project skips it.
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

/** A page of each kind for the phone's shell: home, hall, content, a dialog of each kind, system pages, the cashier. */
const phonePaths = {
  guest: ["/", "/gamehall", "/providers", "/about", "/?show_popup_auth=1", "/?show_popup_reg=1", "/_system/maintenance", "/no-such-page"],
  player: ["/", "/cashier/deposit", "/cashier/deposit/payme", "/cashier/withdraw", "/cashier/history", "/profile/settings"],
};

async function sweep(page: Page, prefix: string, paths: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    const url = localized(prefix, path);
    await visit(page, url);
    findings.push(...(await serious(page, url)));
  }
  return findings;
}

test.describe("accessibility (axe, WCAG 2.2 A and AA)", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "axe runs in the page: the JavaScript projects cover the same markup");
  test.describe.configure({ timeout: 180_000 });

  for (const { locale, prefix } of locales) {
    // Every page on the desktop; on the phone the same pages render the same markup in the phone's shell (compact
    // header, bottom bar, full-screen dialogs), so the phone checks that shell on a page of each kind.
    for (const [index, paths] of batches(guestPaths, 8).entries()) {
      test(`guest pages in ${locale}, part ${index + 1}: no serious or critical violation`, async ({ page, isMobile }) => {
        test.skip(isMobile, "the phone checks its shell on phonePaths");
        expect(await sweep(page, prefix, paths)).toEqual([]);
      });
    }

    for (const [index, paths] of batches(playerPaths, 8).entries()) {
      test(`player pages in ${locale}, part ${index + 1}: no serious or critical violation`, async ({ page, isMobile }) => {
        test.skip(isMobile, "the phone checks its shell on phonePaths");
        await signIn(page.request);
        expect(await sweep(page, prefix, paths)).toEqual([]);
      });
    }

    test(`the phone's shell in ${locale}, as a guest and as a player: no serious or critical violation`, async ({ page, isMobile }) => {
      test.skip(!isMobile, "the desktop sweeps every page");
      const findings = await sweep(page, prefix, phonePaths.guest);
      await signIn(page.request);
      findings.push(...(await sweep(page, prefix, phonePaths.player)));
      expect(findings).toEqual([]);
    });
  }
});

import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { locales, localized, signIn, visit } from "./support";

/**
 * Issue 11: no serious or critical WCAG 2.2 A/AA violation that axe can find. The desktop sweeps every page in
 * pages.spec.ts (with the texts check, one visit per page); here the phone checks its own shell (compact header,
 * bottom bar, full-screen dialogs) on a page of each kind, in both languages, as a guest and as a player.
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
    test(`the phone's shell in ${locale}, as a guest and as a player: no serious or critical violation`, async ({ page, isMobile }) => {
      test.skip(!isMobile, "the desktop sweeps every page in pages.spec.ts");
      const findings = await sweep(page, prefix, phonePaths.guest);
      await signIn(page.request);
      findings.push(...(await sweep(page, prefix, phonePaths.player)));
      expect(findings).toEqual([]);
    });
  }
});

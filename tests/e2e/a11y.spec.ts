import { axe, loadedAxe } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { locales, localized, signIn, visit } from "./support";

/**
 * Issue 11: no serious or critical WCAG 2.2 A/AA violation that axe can find. The desktop sweeps every page in
 * pages.spec.ts (with the texts check, one visit per page); here the phone checks its own shell (compact header,
 * bottom bar, full-screen dialogs) on a page of each kind, in both languages, as a guest and as a player.
 */
interface Finding {
  url: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

async function serious(page: Page, url: string, loaded = true): Promise<Finding[]> {
  // The game and the sportsbook are the providers' own pages in a frame (the sandbox stands in for them): they are
  // checked as far as our side goes (the frame's title), not inside.
  const results = await (loaded ? await loadedAxe(page) : axe(page)).exclude(".game-stage__frame").exclude(".betting__frame").analyze();
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

/** A page of each kind for the phone's shell: home, hall, content, a dialog of each kind (the side menu is the curtain), system pages, the cashier. */
const phonePaths = {
  guest: ["/", "/gamehall", "/providers", "/about", "/?show_popup_auth=1", "/?show_popup_reg=1", "/providers?sidebar=1", "/_system/maintenance", "/no-such-page"],
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

for (const loaded of [false, true]) {
  test(`the axe check finds what it looks for, in frames too (${loaded ? "axe loaded into each frame before the check, as the sweeps do" : "axe injected by AxeBuilder"})`, async ({ page, javaScriptEnabled, isMobile }) => {
    test.skip(javaScriptEnabled === false || isMobile, "axe runs in the page; once is enough for a self-check");
    // A button without a name and an image without a text alternative, and a nameless button in a framed page.
    const documents: Record<string, string> = {
      "/axe-self-check": `<main><h1>t</h1><button></button><img src="/favicon.ico"><iframe title="f" src="/axe-self-check/frame"></iframe></main>`,
      "/axe-self-check/frame": `<main><button></button></main>`,
    };
    await page.route(/\/axe-self-check/, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="uz"><head><title>t</title></head><body>${documents[new URL(route.request().url()).pathname]}</body></html>`,
      }),
    );
    await page.goto("/axe-self-check");
    await page.frameLocator("iframe").locator("button").waitFor();
    const found = await serious(page, "/axe-self-check", loaded);
    expect(found.flatMap((finding) => finding.targets.map((target) => `${finding.rule} at ${target}`)).sort()).toEqual([
      "button-name at button",
      "button-name at iframe button",
      "image-alt at img",
    ]);
  });
}

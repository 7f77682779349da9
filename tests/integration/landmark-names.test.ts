import { describe, expect, it } from "vitest";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { siteInProcess } from "./site";

/**
 * Issue 38 item 5: the footer's navigation has a name of its own; it was the side menu's ("Menyu"), two landmarks
 * with one name. The side menu (app/features/shell/sidebar-menu.tsx) keeps nav.menu.
 */
const site = siteInProcess();

describe("the footer's navigation is named apart from the side menu", () => {
  it.each([["/", uz], ["/ru", ru], ["/gamehall", uz], ["/ru/gamehall", ru]] as const)("%s", async (path, dict) => {
    const html = await (await fetch(`${site.url}${path}`)).text();
    const footer = /<nav class="footer__links" aria-label="([^"]*)"/.exec(html)?.[1];
    expect(footer).toBe(dict.footer.navLabel);
    expect(footer).not.toBe(dict.nav.menu);
    const names = [...html.matchAll(/<nav\b[^>]*\baria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(names).not.toContain(dict.nav.menu);
  });
});

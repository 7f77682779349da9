import { beforeAll, describe, expect, it } from "vitest";
import { sessionAnswers } from "~/platform/session-cache.server";
import { DEMO_SLOT } from "../../mocks/seed/catalog";
import { sandboxPlayer } from "./cashier-support";
import { siteInProcess } from "./site";

/**
 * Issue 27 on whole pages (root, layout and route loaders through the real HTTP app) against the in-process
 * sandbox: what the platform receives for one view of a signed-in player's pages. No read asked twice in a view, no
 * read the page does not show, the catalogue kept for the session (never for another), the account and balance
 * asked on every view, and the count of calls told in Server-Timing.
 */
const site = siteInProcess();
const received: Array<{ method: string; query: string }> = [];
beforeAll(() => {
  site.platform.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const method = /^\/api\/(.+)$/.exec(url.pathname)?.[1];
    if (method) {
      url.searchParams.delete("v");
      received.push({ method, query: url.searchParams.toString() });
    }
  });
});

async function view(pathname: string, cookie: string) {
  received.length = 0;
  const response = await fetch(`${site.url}${pathname}`, { headers: { cookie }, redirect: "manual" });
  await response.text();
  // Server-Timing is written before the platform's last answers are read off the wire: what it counts is known.
  const calls = received.map((call) => call.method);
  return { status: response.status, timing: response.headers.get("server-timing") ?? "", calls, received: [...received] };
}

const twice = (list: string[]) => [...new Set(list.filter((item, index) => list.indexOf(item) !== index))];
const CATALOGUE = ["games.getCategories", "games.getProviders", "games.get", "banners.get", "metadata.getgeneralinfo"];

describe("a signed-in player's views (issue 27)", { timeout: 120_000 }, () => {
  const pages = ["/", "/gamehall", `/game/${DEMO_SLOT}`, "/cashier/deposit", "/cashier/withdraw", "/profile/settings", "/loyalty", "/profile/bonuses"];

  it("each view asks no read twice, and its Server-Timing counts the calls the platform received", async () => {
    const { cookie } = sandboxPlayer({ balance: 100_000 });
    for (const pathname of pages) {
      const result = await view(pathname, cookie);
      expect(result.status, pathname).toBe(200);
      expect(twice(result.received.map((call) => `${call.method}?${call.query}`)), pathname).toEqual([]);
      expect(result.timing, pathname).toMatch(new RegExp(`^upstream;dur=[\\d.]+;desc="${result.calls.length} calls", render;dur=[\\d.]+$`));
      // The sign-up dialog's characters are a guest's: never asked for a player.
      expect(result.calls, pathname).not.toContain("loyalty.getcharacters");
      // The balance is never kept: every view asks for the account.
      expect(result.calls.filter((method) => method === "account.getInfo"), pathname).toEqual(["account.getInfo"]);
    }
  });

  it("the pages whose root and route read the same thing ask it once: profile, free spins (bonuses, game), deposit history", async () => {
    const { cookie } = sandboxPlayer({ balance: 100_000, confirmed: false });
    // A fresh player with an unconfirmed contact: the root's hints read the profile and the deposit history.
    const settings = await view("/profile/settings", cookie);
    expect(settings.calls.filter((method) => method === "account.getprofileinfo")).toEqual(["account.getprofileinfo"]);
    const bonuses = await view("/profile/bonuses", cookie);
    expect(bonuses.calls.filter((method) => method === "freespins.get")).toEqual(["freespins.get"]);
    const game = await view(`/game/${DEMO_SLOT}`, cookie);
    expect(game.calls.filter((method) => method === "freespins.get")).toEqual(["freespins.get"]);
    // games.get twice by method (the launch, then the provider's other games), never the same read twice.
    expect(twice(game.received.map((call) => `${call.method}?${call.query}`))).toEqual([]);
    const deposit = await view("/cashier/deposit", cookie);
    expect(deposit.received.filter((call) => call.method === "cashier.gethistory").map((call) => call.query)).toEqual(["locale=uz&count=1&type=deposit"]);
    expect(twice(deposit.calls)).toEqual([]);
  });

  it("the catalogue is kept for the player's session: a second view asks only the player's own reads; another player reads for themselves", async () => {
    const first = sandboxPlayer({ balance: 100_000 });
    const firstView = await view("/", first.cookie);
    for (const method of CATALOGUE) expect(firstView.calls, method).toContain(method);
    const second = await view("/", first.cookie);
    expect(second.calls.filter((method) => CATALOGUE.includes(method))).toEqual([]);
    expect(second.calls).toContain("account.getInfo");
    expect(second.calls).toContain("freespins.get");
    const other = sandboxPlayer({ balance: 100_000 });
    const otherView = await view("/", other.cookie);
    for (const method of CATALOGUE) expect(otherView.calls, method).toContain(method);
    sessionAnswers.clear();
  });

  it("a write of the session drops what it kept: the profile saved is the profile shown", async () => {
    const { cookie } = sandboxPlayer({ balance: 100_000 });
    const before = await view("/profile/settings", cookie);
    expect(before.calls).toContain("account.getprofileinfo");
    expect((await view("/profile/settings", cookie)).calls).not.toContain("account.getprofileinfo");
    const { PlatformClient } = await import("~/platform/client.server");
    const { accountApi } = await import("~/platform/account.server");
    const { SANDBOX_PLATFORM_URL } = await import("~/env.server");
    const api = accountApi(new PlatformClient({ baseUrl: SANDBOX_PLATFORM_URL, locale: "uz", cookie, framed: false, timeoutMs: 5_000 }));
    await api.saveProfileInfo({ first_name: "Dilnoza" });
    const after = await view("/profile/settings", cookie);
    expect(after.calls).toContain("account.getprofileinfo");
    expect((await (await fetch(`${site.url}/profile/settings`, { headers: { cookie } })).text())).toContain('value="Dilnoza"');
  });
});

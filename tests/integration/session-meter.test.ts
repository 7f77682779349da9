import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import type { GamePageData } from "~/features/game/game.server";
import type { ResponsibleGameData } from "~/features/responsible-game/responsible-game.server";
import { loader as balanceLoader } from "~/routes/resources/balance";
import { loader as gameLoader } from "~/routes/game.$sysname";
import { loader as profileLoader } from "~/routes/profile.responsible-game";
import { loader as standAloneLoader } from "~/routes/responsible-game";
import { loader as rootLoader } from "~/root";
import { createSession, getDb, toMajor } from "../../mocks/db/store";
import { remoteConfig } from "../../mocks/seed/config";
import { routeArgs, sandboxPlayer, settle } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

/** Issue 19 items 3 and 6, decision 027: the header's session clock and net; help organisations from the config. */
const site = sandboxSite();
const { platform } = recordingPlatform({ site });
const SLOT = "netent-lucky-link";

type Meter = { elapsed: number; net: number | null; currency: string } | null;
const meterOf = async (cookie: string, path = "/") =>
  ((await rootLoader(routeArgs(path, { headers: { cookie } }) as never)) as { player: { meter: Meter } | null }).player?.meter ?? null;

/** Opens the slot for real money from the game page (a launch of this session) and spins it at the sandbox's game. */
async function realSpin(cookie: string, stake = 1000) {
  const page = (await gameLoader({ ...routeArgs(`/game/${SLOT}`, { headers: { cookie } }), params: { sysname: SLOT } } as never)) as GamePageData;
  const token = new URL(page.frameUrl!, "http://localhost").searchParams.get("token")!;
  const answer = await fetch(`${site.url}/sandbox/game/${SLOT}/spin`, { method: "POST", body: new URLSearchParams({ token, stake: String(stake) }), redirect: "manual" });
  expect(answer.status).toBe(303);
  return getDb().prepare("SELECT stake, win FROM rounds WHERE id = (SELECT MAX(id) FROM rounds WHERE game = ?)").get(SLOT) as { stake: number; win: number };
}

describe("the session clock and net position in the root loader (decision 027)", () => {
  it("a fresh sign-in: no time yet, nothing won or lost, in the account's currency", async () => {
    const { cookie } = sandboxPlayer({ balance: 50_000 });
    expect(await meterOf(cookie)).toEqual({ elapsed: 0, net: 0, currency: "UZS" });
    expect(await meterOf("")).toBeNull();
  });

  it("after real spins: won − staked of this session, the time since its sign-in; the balance resource carries the net", async () => {
    const { uid, cookie } = sandboxPlayer({ balance: 50_000 });
    const session = cookie.split("=")[1]!;
    getDb().prepare("UPDATE sessions SET created_at = ? WHERE id = ?").run(Date.now() - (12 * 60 + 30) * 1000, session);
    const first = await realSpin(cookie);
    const second = await realSpin(cookie, 2000);
    const net = toMajor(first.win + second.win - first.stake - second.stake);
    expect([first.stake, second.stake]).toEqual([100_000, 200_000]);
    const meter = await meterOf(cookie, "/ru/gamehall");
    expect(meter).toMatchObject({ net, currency: "UZS" });
    expect(meter!.elapsed).toBeGreaterThanOrEqual(750);
    expect(meter!.elapsed).toBeLessThan(760);

    const balance = await balanceLoader(routeArgs("/_resources/balance", { headers: { cookie } }) as never);
    expect(await balance.json()).toMatchObject({ net });

    // Another session of the same player (another device) starts from nothing: the rounds were this session's.
    const other = `platform_session=${createSession(getDb(), uid)}`;
    expect(await meterOf(other)).toEqual({ elapsed: 0, net: 0, currency: "UZS" });
  });

  it("a platform that sends no session (or a malformed one) shows no meter, and the page still renders", async () => {
    const { cookie } = sandboxPlayer();
    platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, () =>
        HttpResponse.json({ data: { uid: 7, login: "x@omad.test", balance_main: { amount: 10, currency: "UZS" }, session: { staked: 5 } } }),
      ),
    );
    const data = (await rootLoader(routeArgs("/", { headers: { cookie } }) as never)) as { player: { meter: Meter; total: unknown } | null };
    expect(data.player).toMatchObject({ meter: null, total: { amount: 10, currency: "UZS" } });
  });
});

describe("help organisations on the responsible-gaming page (decision 027)", () => {
  const helpOf = async (path: string, cookie: string) => {
    const loader = path.includes("profile") ? profileLoader : standAloneLoader;
    return ((await settle(() => loader(routeArgs(path, { headers: { cookie } }) as never))).body as ResponsibleGameData).help;
  };

  it("come from the remote config, in the page's language, on both addresses", async () => {
    const { cookie } = sandboxPlayer();
    expect(await helpOf("/profile/responsible-game", cookie)).toEqual(remoteConfig("uz").responsibleGaming.helpOrganisations);
    const ru = await helpOf("/ru/responsible-game", cookie);
    expect(ru).toEqual(remoteConfig("ru").responsibleGaming.helpOrganisations);
    expect(ru[0]).toEqual({ name: "Анонимные Игроки", url: "https://www.gamblersanonymous.org/", description: "Группы взаимопомощи для тех, кто хочет бросить играть." });
  });

  it("absent config: no section; a bad entry is dropped, the good ones stay", async () => {
    const { cookie } = sandboxPlayer();
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { responsibleGaming: true } })));
    expect(await helpOf("/responsible-game", cookie)).toEqual([]);
    platform.resetHandlers();
    clearRemoteConfigCache();
    platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () =>
        HttpResponse.json({
          functionalSettings: { responsibleGaming: true },
          responsibleGaming: {
            helpOrganisations: [
              { name: "Script", url: "javascript:alert(1)" },
              { name: "", url: "https://nameless.example" },
              "text",
              { name: "Hotline", url: "tel:+998 71 200-00-00", description: "" },
            ],
          },
        }),
      ),
    );
    expect(await helpOf("/profile/responsible-game", cookie)).toEqual([{ name: "Hotline", url: "tel:+998 71 200-00-00", description: null }]);
  });
});

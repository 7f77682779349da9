import type { AppLoadContext } from "@remix-run/node";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { createLoadContext } from "~/load-context";
import { loader as programLoader } from "~/routes/loyalty.$sysname";
import { loader as tournamentLoader } from "~/routes/tournaments.$id";
import { loader as tournamentGamesLoader } from "~/routes/tournaments.$id.gamehall";
import { recordingPlatform } from "./harness";

/** Issue 11.6: pages about one tournament or loyalty program name it in their heading, never show its id. */
const { platform } = recordingPlatform();

function args(url: string, params: Record<string, string>) {
  return { request: new Request(new URL(url, "http://localhost")), params, context: createLoadContext("test-nonce") as unknown as AppLoadContext };
}

/** The programme page answers with headers (no-store: it shows the player's standing); its data is the page's. */
async function programPage(request: ReturnType<typeof args>) {
  const answer = (await programLoader(request)) as unknown as { data: unknown };
  return answer.data;
}

async function thrownStatus(run: () => Promise<unknown>): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status ?? null;
  }
}

describe("the heading of a tournament's and a loyalty program's page", () => {
  it("names the tournament in the page's language", async () => {
    expect(await tournamentLoader(args("/tournaments/1", { id: "1" }))).toMatchObject({ title: "Turnir", param: "Haftalik slot turniri" });
    expect(await tournamentLoader(args("/ru/tournaments/1", { id: "1" }))).toMatchObject({ title: "Турнир", param: "Еженедельный слот-турнир" });
    expect(await tournamentGamesLoader(args("/ru/tournaments/2/gamehall", { id: "2" }))).toMatchObject({ title: "Игры турнира", param: "Самаркандская гонка" });
  });

  it("names the loyalty program", async () => {
    expect(await programPage(args("/loyalty/main", { sysname: "main" }))).toMatchObject({ title: "Sodiqlik dasturi", param: "Omad klubi" });
    expect(await programPage(args("/ru/loyalty/main", { sysname: "main" }))).toMatchObject({ title: "Программа лояльности", param: "Клуб Omad" });
  });

  it("answers 404 for a tournament or program the platform does not have", async () => {
    expect(await thrownStatus(() => tournamentLoader(args("/tournaments/99", { id: "99" })))).toBe(404);
    expect(await thrownStatus(() => tournamentGamesLoader(args("/tournaments/99/gamehall", { id: "99" })))).toBe(404);
    expect(await thrownStatus(() => programLoader(args("/loyalty/gold", { sysname: "gold" })))).toBe(404);
  });

  it("shows the page's title alone, never the id, when the platform cannot say the name", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    platform.use(
      http.get(`${SANDBOX_PLATFORM_URL}/api/tournaments.get`, () => HttpResponse.json({ error: { type: "InternalServerErrorException" } }, { status: 500 })),
      http.get(`${SANDBOX_PLATFORM_URL}/api/loyalty.getProgram`, () => HttpResponse.json({ data: { unexpected: true } })),
    );
    expect(await tournamentLoader(args("/tournaments/1", { id: "1" }))).toMatchObject({ title: "Turnir", param: null });
    expect(await programPage(args("/loyalty/main", { sysname: "main" }))).toMatchObject({ title: "Sodiqlik dasturi", param: null });
  });
});

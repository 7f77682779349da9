import { describe, expect, it, vi } from "vitest";
import { SANDBOX_BOT_TOKEN } from "~/env.server";
import { signInitData } from "~/features/miniapp/init-data.server";
import { getApi } from "~/platform/api/index.server";
import { PlatformError } from "~/platform/errors";
import { action } from "~/routes/resources/miniapp-sign-in";
import { getDb } from "../../mocks/db/store";
import { SCENARIO_COOKIE } from "../../mocks/scenario";
import { formPost, routeArgs } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { platform, received } = recordingPlatform();

/** What auth.register received in its body (the harness records queries only). */
const registerBodies: URLSearchParams[] = [];
platform.events.on("request:start", ({ request }) => {
  if (new URL(request.url).pathname.endsWith("/api/auth.register")) void request.clone().text().then((text) => registerBodies.push(new URLSearchParams(text)));
});

function initData(id: number, options: { token?: string; ageS?: number } = {}) {
  return signInitData(
    { query_id: `AAH${id}`, user: JSON.stringify({ id, first_name: "Sandbox", username: `tg_player_${id}`, language_code: "ru" }), auth_date: String(Math.floor(Date.now() / 1000) - (options.ageS ?? 5)) },
    options.token ?? SANDBOX_BOT_TOKEN,
  );
}

async function signIn(raw: string, cookie = "") {
  const args = formPost("/_actions/auth/miniapp", cookie, { initData: raw });
  const response = (await action(args)) as Response;
  return { status: response.status, body: (await response.json()) as unknown, cookies: args.context.responseHeaders.getSetCookie() };
}

const player = (id: number) => getDb().prepare("SELECT uid, fakename FROM players WHERE login = ?").get(`tg${id}`) as { uid: number; fakename: string } | undefined;

describe("the mini-app sign-in (decision 018)", () => {
  it("registers a new messaging-app user with auth.register's variant, then signs the same user in again", async () => {
    const id = 800_000_000 + Math.floor(Math.random() * 1_000_000);
    const raw = initData(id);
    const first = await signIn(raw);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(first.cookies.some((cookie) => cookie.startsWith("platform_session="))).toBe(true);
    expect(received.map((entry) => entry.method)).toContain("auth.register");
    expect(Object.fromEntries(registerBodies.at(-1)!)).toEqual({ is_tg: "1", id: String(id), username: `tg_player_${id}`, hash: new URLSearchParams(raw).get("hash"), language_code: "ru", payload: raw });
    const created = player(id);
    expect(created).toMatchObject({ fakename: `tg_player_${id}` });
    // A new launch (its own auth_date, so its own hash): the same launch data twice is a replay (issue 28.6).
    const again = await signIn(initData(id, { ageS: 120 }));
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    expect(player(id)!.uid).toBe(created!.uid);
  });

  it("refuses forged and stale initData without asking the platform", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = 810_000_000 + Math.floor(Math.random() * 1_000_000);
    expect(await signIn(initData(id, { token: "1000000002:FORGED-token-of-another-bot" }))).toMatchObject({ status: 401, body: { ok: false, error: "wrongRegServerError" }, cookies: [] });
    expect(await signIn(initData(id, { ageS: 2 * 60 * 60 }))).toMatchObject({ status: 401, body: { ok: false, error: "wrongRegServerError" } });
    expect(await signIn("")).toMatchObject({ status: 400, body: { ok: false, error: "wrongRegServerError" } });
    expect(received.map((entry) => entry.method)).not.toContain("auth.register");
    expect(player(id)).toBeUndefined();
  });

  it("refuses a replayed launch data like a forged one, even 20 at once: one session (issue 28.6)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = 815_000_000 + Math.floor(Math.random() * 1_000_000);
    const raw = initData(id);
    const forged = await signIn(initData(id, { token: "1000000002:FORGED-token-of-another-bot" }));
    const first = await signIn(raw);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const replays = await Promise.all(Array.from({ length: 20 }, () => signIn(raw)));
    expect(replays).toEqual(Array.from({ length: 20 }, () => forged));
    expect(forged).toEqual({ status: 401, body: { ok: false, error: "wrongRegServerError" }, cookies: [] });
    expect(received.filter((entry) => entry.method === "auth.register")).toHaveLength(1);
  });

  it("lets the same launch data try again after the platform failed its sign-in", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = 817_000_000 + Math.floor(Math.random() * 1_000_000);
    const raw = initData(id);
    const fail = `${SCENARIO_COOKIE}=${encodeURIComponent(`fail:InternalServerError:auth.register:tg-${id}`)}`;
    expect(await signIn(raw, fail)).toMatchObject({ status: 400, body: { ok: false, error: "wrongRegServerError" } });
    expect(await signIn(raw)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("answers a platform refusal with the registration error", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
    const fail = `${SCENARIO_COOKIE}=${encodeURIComponent(`fail:InvalidParameter:auth.register:tg-${id}`)}`;
    expect(await signIn(initData(id), fail)).toMatchObject({ status: 400, body: { ok: false, error: "wrongRegServerError" } });
    expect(player(id)).toBeUndefined();
  });
});

describe("the sandbox's auth.register, messaging-app variant (decision 018's contract)", () => {
  const register = (input: Parameters<ReturnType<typeof getApi>["auth"]["registerFromMessagingApp"]>[0]) => {
    const { request, context } = routeArgs("/");
    return getApi(request, context).auth.registerFromMessagingApp(input);
  };

  it("refuses a payload that does not verify, or whose id or hash are not the fields sent", async () => {
    const id = 830_000_000 + Math.floor(Math.random() * 1_000_000);
    const raw = initData(id);
    const hash = new URLSearchParams(raw).get("hash")!;
    const refusals = [
      { id: String(id), hash, payload: initData(id, { token: "1000000002:FORGED-token-of-another-bot" }) },
      { id: String(id + 1), hash, payload: raw },
      { id: String(id), hash: "0".repeat(64), payload: raw },
    ];
    for (const input of refusals) {
      const error = await register(input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PlatformError);
      expect(error).toMatchObject({ type: "InvalidParameter", status: 400 });
    }
    expect(player(id)).toBeUndefined();
    expect(await register({ id: String(id), hash, payload: raw })).toMatchObject({ registered: true });
    expect(await register({ id: String(id), hash, payload: raw })).toMatchObject({ registered: false, uid: player(id)!.uid });
  });
});

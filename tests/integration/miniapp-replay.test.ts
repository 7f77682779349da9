import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SANDBOX_BOT_TOKEN } from "~/env.server";
import { signInitData } from "~/features/miniapp/init-data.server";
import { type ReplayStore, memoryReplayStore, redisReplayStore } from "~/features/miniapp/replay.server";
import type { action as signInAction } from "~/routes/resources/miniapp-sign-in";
import { getDb } from "../../mocks/db/store";
import { formPost } from "./cashier-support";
import { recordingPlatform } from "./harness";
import { startRedis } from "./redis-server";

/**
 * Issue 28.6 (docs/decisions/053): a launch data signs in once. Claims of a launch's hash, in memory and in Redis
 * (a real redis-server shared by two stores, as two instances share it), and the sign-in itself over Redis.
 */

const { received } = recordingPlatform();
let redis: { url: string; process: ChildProcess } | undefined;
const opened: ReplayStore[] = [];
let action: typeof signInAction;
let siteStore: () => ReplayStore;

beforeAll(async () => {
  redis = await startRedis();
  // The site started with REDIS_URL: its modules afresh, reading this environment (the app reads it once).
  vi.stubEnv("REDIS_URL", redis.url);
  vi.resetModules();
  ({ action } = await import("~/routes/resources/miniapp-sign-in"));
  ({ replayStore: siteStore } = await import("~/features/miniapp/replay.server"));
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await siteStore?.().close();
  redis?.process.kill("SIGTERM");
});

const claimsOf = (store: ReplayStore, key: string, times: number) => Promise.all(Array.from({ length: times }, () => store.claim(key, 3600)));
const count = (answers: boolean[]) => answers.filter(Boolean).length;

describe("replay claims (issue 28.6)", () => {
  it("in memory: the first of 20 claims at once wins, the rest are refused; a released claim can be made again", async () => {
    const store = memoryReplayStore();
    expect(count(await claimsOf(store, "hash-a", 20))).toBe(1);
    expect(await store.claim("hash-a", 3600)).toBe(false);
    expect(await store.claim("hash-b", 3600)).toBe(true);
    await store.release("hash-a");
    expect(await store.claim("hash-a", 3600)).toBe(true);
  });

  it("in Redis: two instances claiming the same hash 20 times at once make exactly one claim, kept for the launch's hour", async () => {
    const one = redisReplayStore(redis!.url);
    const two = redisReplayStore(redis!.url);
    opened.push(one, two);
    const key = `hash-${Date.now()}`;
    const answers = await Promise.all([claimsOf(one, key, 10), claimsOf(two, key, 10)]);
    expect(count(answers.flat())).toBe(1);
    expect(await two.claim(key, 3600)).toBe(false);
    expect(await one.claim(key, 3600)).toBe(false);
    const look = new Redis(redis!.url);
    const ttl = await look.ttl(`miniapp:launch:${key}`);
    await look.quit();
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
    await one.release(key);
    expect(await two.claim(key, 3600)).toBe(true);
  });
});

function initData(id: number, ageS = 5) {
  return signInitData(
    { query_id: `AAH${id}`, user: JSON.stringify({ id, first_name: "Sandbox", username: `tg_player_${id}`, language_code: "uz" }), auth_date: String(Math.floor(Date.now() / 1000) - ageS) },
    SANDBOX_BOT_TOKEN,
  );
}

async function signIn(raw: string, cookie = "") {
  const args = formPost("/_actions/auth/miniapp", cookie, { initData: raw });
  const response = (await action(args)) as Response;
  return { status: response.status, body: (await response.json()) as unknown, session: args.context.responseHeaders.getSetCookie().some((line) => line.startsWith("platform_session=")) };
}

describe("the mini-app sign-in over Redis (issue 28.6)", () => {
  it("20 sign-ins with the same launch data at once: one session, 19 refusals like a forged one's", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const id = 840_000_000 + Math.floor(Math.random() * 1_000_000);
    const raw = initData(id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(raw)));
    expect(answers.filter((answer) => answer.status === 200)).toEqual([{ status: 200, body: { ok: true }, session: true }]);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals).toEqual(Array.from({ length: 19 }, () => ({ status: 401, body: { ok: false, error: "wrongRegServerError" }, session: false })));
    expect(received.filter((call) => call.method === "auth.register")).toHaveLength(1);
    // The claim is in Redis, where another instance finds it.
    const look = new Redis(redis!.url);
    expect(await look.exists(`miniapp:launch:${new URLSearchParams(raw).get("hash")}`)).toBe(1);
    await look.quit();
    expect(getDb().prepare("SELECT COUNT(*) AS n FROM players WHERE login = ?").get(`tg${id}`)).toEqual({ n: 1 });
    // A new launch of the same user (its own hash) signs in again.
    expect(await signIn(initData(id, 65))).toEqual({ status: 200, body: { ok: true }, session: true });
  });
});

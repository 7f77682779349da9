import type { ServerBuild } from "@remix-run/node";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { metrics } from "../../server/metrics";
import { addTestRoute, siteInProcess } from "./site";

/** Requests shed so far for this reason (site_requests_shed_total, issue 40). */
async function shedCount(reason: string): Promise<number> {
  return (await metrics.shed.get()).values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

/**
 * Issue 28, decision 052: an instance past its renders in flight refuses at once with 503, `Retry-After` and the
 * translated busy page (JSON for fetchers), never sheds its probes or static files, answers a render out of its time
 * budget the same way instead of a 500, and renders simultaneous misses of one guest page once.
 */

/** A page whose loader waits until the test lets it go: it holds the instance's only render slot. */
let loaderCalls = 0;
let entered: () => void = () => undefined;
let release: () => void = () => undefined;
function hold() {
  const enteredPromise = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { enteredPromise, released };
}
let current = hold();

function withTestRoutes(build: ServerBuild): ServerBuild {
  const add = (id: string, path: string, module: Record<string, unknown>) => addTestRoute(build, id, path, module);
  const held = async () => {
    loaderCalls += 1;
    entered();
    await current.released;
    return { held: "yes" };
  };
  add("test-hold", "test-hold", {
    loader: held,
    // A post (a money action) is never cut by the deadline of reads.
    action: held,
    default: () => createElement("p", { id: "held" }, "held page"),
  });
  // A page that never finishes rendering: it suspends on a promise that never settles.
  add("test-hang", "test-hang", {
    action: () => ({ posted: true }),
    default: () => {
      throw new Promise(() => undefined);
    },
  });
  return build;
}

const site = siteInProcess({
  env: { RENDER_CONCURRENCY: "1", RENDER_QUEUE_MAX: "1", RENDER_QUEUE_MS: "300", RENDER_DEADLINE_MS: "3000", BUSY_RETRY_AFTER_S: "7", DOCUMENT_CACHE_MS: "60000" },
  withBuild: withTestRoutes,
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${site.url}${pathname}`, { headers, redirect: "manual" });
const post = (pathname: string) =>
  fetch(`${site.url}${pathname}`, {
    method: "POST",
    headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
    body: "a=1",
    redirect: "manual",
  });

/** Holds the only render slot until `free` is called (a post: no deadline cuts it). */
async function holdSlot() {
  current = hold();
  const page = post(`/test-hold?slot=${Math.random()}`);
  await current.enteredPromise;
  return {
    free: async () => {
      release();
      const response = await page;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<p id="held">held page</p>');
    },
  };
}

function expectBusyPage(html: string, texts: { header: string; description: string }, lang: string) {
  expect(html).toContain(`<html lang="${lang}"`);
  expect(html).toMatch(/data-system-page="busy"/);
  expect(html).toContain(`<h1 id="system-page-header" class="system-page__header">${texts.header}</h1>`);
  expect(html).toContain(`<p class="system-page__description">${texts.description}</p>`);
  expect(html).toMatch(/<a class="button button--primary system-page__button" href="" data-retry="">/);
  // Sent for any address: not hydrated as the busy page's own route.
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).not.toContain("window.__remixContext");
}

describe("load shedding (issue 28)", { timeout: 60_000 }, () => {
  it("past the renders in flight: 503, Retry-After and the busy page in the page's language; JSON for fetchers", async () => {
    const slot = await holdSlot();
    try {
      const uzPage = await get("/gamehall?shed=1");
      expect(uzPage.status).toBe(503);
      expect(uzPage.headers.get("retry-after")).toBe("7");
      expect(uzPage.headers.get("cache-control")).toBe("no-store");
      expect(uzPage.headers.get("content-type")).toMatch(/^text\/html/);
      expectBusyPage(await uzPage.text(), uz.system.busy, "uz");

      const ruPage = await get("/ru/promotions?shed=1");
      expect(ruPage.status).toBe(503);
      expect(ruPage.headers.get("retry-after")).toBe("7");
      expectBusyPage(await ruPage.text(), ru.system.busy, "ru");

      // Client navigations' data and fetchers' resources: the same status, a translated message.
      for (const [pathname, texts] of [
        ["/gamehall.data", uz.system.busy],
        ["/ru/gamehall.data", ru.system.busy],
        ["/ru/_resources/balance", ru.system.busy],
      ] as const) {
        const data = await get(pathname);
        expect(data.status, pathname).toBe(503);
        expect(data.headers.get("retry-after"), pathname).toBe("7");
        expect(await data.json(), pathname).toEqual({ message: texts.description });
      }

      // Probes and static files are never shed.
      for (const pathname of ["/healthz", "/readyz", "/favicon.svg"]) {
        expect((await get(pathname)).status, pathname).toBe(200);
      }
    } finally {
      await slot.free();
    }
    // Once the slot is free, pages render again.
    const page = await get("/gamehall?shed=1");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('class="game-card');
  });

  it("route discovery is never shed: a client navigation under load finds its route, and its data is answered busy", async () => {
    const version = (await (await get("/promotions")).text()).match(/"version": ?"([^"]+)"/)?.[1];
    expect(version).toMatch(/^\w+$/);
    const slot = await holdSlot();
    try {
      const discovery = await get(`/__manifest?p=%2Fcashier%2Fwithdraw&p=%2Fru%2Fgamehall&version=${version}`);
      expect(discovery.status).toBe(200);
      const routes = (await discovery.json()) as Record<string, { id: string; path?: string }>;
      expect(routes["cashier.withdraw"]).toMatchObject({ id: "cashier.withdraw", path: "withdraw" });
      expect(routes["ru/gamehall"]).toMatchObject({ id: "ru/gamehall", path: "ru/gamehall" });
      const data = await get("/cashier/withdraw.data");
      expect(data.status).toBe(503);
      expect(await data.json()).toEqual({ message: uz.system.busy.description });
    } finally {
      await slot.free();
    }
  });

  it("a render out of its time budget ends as the busy page's 503, never a 500", async () => {
    const before = { budget: await shedCount("budget"), deadline: await shedCount("deadline") };
    // A post's page: the deadline of reads does not answer it first.
    const response = await post("/test-hang");
    expect(response.status).toBe(503);
    expect({ budget: await shedCount("budget"), deadline: await shedCount("deadline") }).toEqual({ budget: before.budget + 1, deadline: before.deadline });
    expect(response.headers.get("retry-after")).toBe("7");
    expectBusyPage(await response.text(), uz.system.busy, "uz");
  });

  it("a page not rendered within the deadline is answered busy at once, and its slot serves again once it ends", async () => {
    current = hold();
    const before = { budget: await shedCount("budget"), deadline: await shedCount("deadline") };
    const started = Date.now();
    const page = get("/test-hold?deadline=1");
    await current.enteredPromise;
    const late = await page;
    expect(late.status).toBe(503);
    expect({ budget: await shedCount("budget"), deadline: await shedCount("deadline") }).toEqual({ budget: before.budget, deadline: before.deadline + 1 });
    expect(late.headers.get("retry-after")).toBe("7");
    expectBusyPage(await late.text(), uz.system.busy, "uz");
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
    release();
    await expect.poll(async () => (await get("/promotions?after-deadline=1")).status, { timeout: 10_000 }).toBe(200);
  });

  it("simultaneous guests missing one page wait for one render instead of each rendering it", async () => {
    current = hold();
    loaderCalls = 0;
    const first = get("/test-hold?merge=1");
    await current.enteredPromise;
    // Four more guests while the first renders: the instance's only slot is taken, yet none is refused.
    const others = [1, 2, 3, 4].map(() => get("/test-hold?merge=1"));
    release();
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(await answer.text()).toContain('<p id="held">held page</p>');
    expect(loaderCalls).toBe(1);
    expect(answers.filter((answer) => (answer.headers.get("server-timing") ?? "").includes("cache;desc")).length).toBe(4);
  });
});

import type { ServerBuild } from "@remix-run/node";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { renderReserveMs } from "../../server/load-shedding";
import { addTestRoute, siteInProcess } from "./site";

/**
 * Issue 38.4, decision 070: a slow platform is not overload. With the production defaults (RENDER_DEADLINE_MS 2.5 s,
 * PLATFORM_BUDGET_MS 8 s, RENDER_QUEUE_MS 1 s), a page read's platform reads end before its render deadline, so a
 * read that is late is left out and the page renders without it (200) in time; the busy page (503) stays for the
 * site's own overload: no render slot in time, or a render of ours that runs past the deadline.
 */

const production = parseEnv({ SANDBOX: "1", NODE_ENV: "production" });

let release: () => void = () => undefined;
let released = Promise.resolve();
let entered: Array<() => void> = [];
function holdRenders() {
  released = new Promise<void>((resolve) => {
    release = resolve;
  });
}

function withTestRoutes(build: ServerBuild): ServerBuild {
  const held = async () => {
    entered.shift()?.();
    await released;
    return { held: "yes" };
  };
  // A render of our own that takes as long as the test wants (no platform call in it).
  addTestRoute(build, "test-slow-render", "test-slow-render", { loader: held, action: held, default: () => createElement("p", { id: "held" }, "held page") });
  return build;
}

// The defaults of production for every figure this file is about (site.ts turns the deadline off unless told).
const site = siteInProcess({
  env: { RENDER_DEADLINE_MS: String(production.RENDER_DEADLINE_MS), RENDER_QUEUE_MS: String(production.RENDER_QUEUE_MS) },
  withBuild: withTestRoutes,
});

const withScenario = (value: string) => ({ cookie: `sandbox_scenario=${encodeURIComponent(value)}`, accept: "text/html" });

async function timed(pathname: string, headers: Record<string, string>) {
  const started = Date.now();
  const response = await fetch(`${site.url}${pathname}`, { headers, redirect: "manual" });
  const html = await response.text();
  return { response, html, took: Date.now() - started };
}

function expectSystemPage(html: string, kind: string, texts: { header: string; description: string }) {
  expect(html).toContain(`data-system-page="${kind}"`);
  expect(html).toContain(`<h1 id="system-page-header" class="system-page__header">${texts.header}</h1>`);
  expect(html).toContain(`<p class="system-page__description">${texts.description}</p>`);
}

describe("a slow platform is not overload (issue 38.4)", { timeout: 60_000 }, () => {
  // A process's first render of a page is its slowest (code compiled on first use): the figures here are a warm
  // instance's, as a player meets it.
  beforeAll(async () => {
    for (const pathname of ["/gamehall", "/ru/gamehall", "/", "/ru", "/promotions", "/ru/promotions"]) {
      expect((await fetch(`${site.url}${pathname}`)).status, pathname).toBe(200);
    }
  }, 60_000);

  it("runs on the production defaults: an 8 s read budget, a 2.5 s render deadline, a 1 s queue", () => {
    expect({
      budget: site.env?.PLATFORM_BUDGET_MS,
      deadline: site.env?.RENDER_DEADLINE_MS,
      queue: site.env?.RENDER_QUEUE_MS,
      concurrency: site.env?.RENDER_CONCURRENCY,
    }).toEqual({ budget: 8_000, deadline: 2_500, queue: 1_000, concurrency: production.RENDER_CONCURRENCY });
  });

  it.each([
    ["/gamehall", uz.games.empty],
    ["/ru/gamehall", ru.games.empty],
  ])("%s with the game list 12 s late: 200 before the deadline, the hall's empty notice instead of the games", async (pathname, empty) => {
    const { response, html, took } = await timed(pathname, withScenario("slow:12000:games.get"));
    expect(response.status).toBe(200);
    expect(html).not.toContain("data-system-page");
    expect(html).toContain(`<p class="lobby__empty" role="status">${empty}</p>`);
    expect(html).not.toContain('class="game-card');
    // The list was waited for until the reads' time ran out (the deadline less the render's share), not longer.
    const readWindow = production.RENDER_DEADLINE_MS - renderReserveMs(production.RENDER_DEADLINE_MS);
    expect(took).toBeGreaterThanOrEqual(readWindow - 50);
    expect(took).toBeLessThan(production.RENDER_DEADLINE_MS);
  });

  it.each(["/", "/ru"])("%s with the game list 12 s late: the home page without its game rows, in time", async (pathname) => {
    const { response, html, took } = await timed(pathname, withScenario("slow:12000:games.get"));
    expect(response.status).toBe(200);
    expect(html).not.toContain("data-system-page");
    expect(html).not.toContain('class="game-card');
    expect(took).toBeLessThan(production.RENDER_DEADLINE_MS);
  });

  it.each([
    ["/promotions", uz.system.maintenance],
    ["/ru/promotions", ru.system.maintenance],
  ])("%s with every call 12 s late: the account is unreadable, the maintenance page in time, never the busy page", async (pathname, texts) => {
    const { response, html, took } = await timed(pathname, withScenario("slow:12000"));
    expect(response.status).toBe(503);
    expectSystemPage(html, "maintenance", texts);
    expect(html).not.toContain('data-system-page="busy"');
    expect(took).toBeLessThan(production.RENDER_DEADLINE_MS);
  });

  it("the site's own overload is still the busy page: no render slot within the queue's time", async () => {
    holdRenders();
    const concurrency = production.RENDER_CONCURRENCY;
    const inSlots = Array.from({ length: concurrency }, () => new Promise<void>((resolve) => entered.push(resolve)));
    // Posts hold every slot (the deadline never cuts a post).
    const holders = Array.from({ length: concurrency }, (_, i) =>
      fetch(`${site.url}/test-slow-render?slot=${i}`, {
        method: "POST",
        headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      }),
    );
    await Promise.all(inSlots);
    try {
      for (const [pathname, texts] of [
        ["/gamehall", uz.system.busy],
        ["/ru/gamehall", ru.system.busy],
      ] as const) {
        const { response, html, took } = await timed(pathname, { accept: "text/html" });
        expect(response.status, pathname).toBe(503);
        expect(response.headers.get("retry-after"), pathname).toBe(String(production.BUSY_RETRY_AFTER_S));
        expectSystemPage(html, "busy", texts);
        expect(took, pathname).toBeGreaterThanOrEqual(production.RENDER_QUEUE_MS - 50);
      }
    } finally {
      release();
      entered = [];
      for (const holder of await Promise.all(holders)) expect(holder.status).toBe(200);
    }
  });

  it("a render of ours past the deadline is still the busy page, at the deadline", async () => {
    holdRenders();
    const inSlot = new Promise<void>((resolve) => entered.push(resolve));
    const page = timed("/test-slow-render?late=1", { accept: "text/html" });
    await inSlot;
    try {
      const { response, html, took } = await page;
      expect(response.status).toBe(503);
      expectSystemPage(html, "busy", uz.system.busy);
      expect(took).toBeGreaterThanOrEqual(production.RENDER_DEADLINE_MS - 50);
    } finally {
      release();
      entered = [];
    }
  });
});

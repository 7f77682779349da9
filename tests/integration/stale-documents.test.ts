import type { ServerBuild } from "@remix-run/node";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { useLoaderData } from "@remix-run/react";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { addTestRoute, siteInProcess } from "./site";

/**
 * Issue 28, decision 058: a guest page past its time is rendered again by one request; meanwhile the other guests
 * get the page of a moment ago at once (not a wait behind that render), and when the new render is refused under
 * load the guest gets that page too, not the busy page. A page never kept is still answered busy.
 */

let version = 0;
let entered: () => void = () => undefined;
let release: () => void = () => undefined;
let enteredPromise: Promise<void> = Promise.resolve();
let released: Promise<void> = Promise.resolve();
function hold() {
  enteredPromise = new Promise<void>((resolve) => {
    entered = resolve;
  });
  released = new Promise<void>((resolve) => {
    release = resolve;
  });
}

function withTestRoutes(build: ServerBuild): ServerBuild {
  const add = (id: string, path: string, module: Record<string, unknown>) => addTestRoute(build, id, path, module);
  const held = async () => {
    version += 1;
    const mine = version;
    entered();
    await released;
    return { version: mine };
  };
  function Page() {
    const data = useLoaderData<{ version: number }>();
    return createElement("p", { id: "version" }, `version ${data.version}`);
  }
  add("test-versioned", "test-versioned", { loader: held, action: held, default: Page });
  add("ru-test-versioned", "ru/test-versioned", { loader: held, default: Page });
  return build;
}

// Kept 10 ms, then sendable as stale for a minute; one render slot, one waiting for at most 300 ms.
const site = siteInProcess({
  env: { DOCUMENT_CACHE_MS: "10", DOCUMENT_STALE_MS: "60000", RENDER_CONCURRENCY: "1", RENDER_QUEUE_MAX: "1", RENDER_QUEUE_MS: "300", BUSY_RETRY_AFTER_S: "7" },
  withBuild: withTestRoutes,
});

const get = (pathname: string) => fetch(`${site.url}${pathname}`, { redirect: "manual" });
/** Past the kept time of 10 ms: a timer guarantees at least that long. */
const pastKeptTime = () => new Promise((resolve) => setTimeout(resolve, 25));

/** The page rendered and kept once (the loader let go at once). */
async function renderOnce(pathname: string) {
  hold();
  const answer = get(pathname);
  await enteredPromise;
  release();
  const response = await answer;
  expect(response.status).toBe(200);
  return response.text();
}

describe("a guest page past its time (decision 058)", { timeout: 60_000 }, () => {
  for (const [lang, prefix] of [
    ["uz", ""],
    ["ru", "/ru"],
  ] as const) {
    it(`while one request renders it again, the other guests get the page of a moment ago at once (${lang})`, async () => {
      const pathname = `${prefix}/test-versioned?while=${lang}`;
      const first = await renderOnce(pathname);
      const kept = first.match(/<p id="version">version (\d+)<\/p>/)?.[1];
      expect(kept).toBeDefined();
      await pastKeptTime();

      hold();
      const leader = get(pathname);
      await enteredPromise;
      // The render is held: these answer without it.
      const others = await Promise.all([1, 2, 3].map(() => get(pathname)));
      for (const other of others) {
        expect(other.status).toBe(200);
        expect(other.headers.get("server-timing")).toBe('cache;desc="stale"');
        expect(await other.text()).toContain(`<p id="version">version ${kept}</p>`);
      }
      release();
      const renewed = await leader;
      expect(renewed.status).toBe(200);
      const fresh = (await renewed.text()).match(/<p id="version">version (\d+)<\/p>/)?.[1];
      expect(Number(fresh)).toBe(Number(kept) + 1);
    });
  }

  it("a render refused under load sends the page of a moment ago; a page never kept gets the busy page", async () => {
    const pathname = "/test-versioned?refused=1";
    const first = await renderOnce(pathname);
    const kept = first.match(/<p id="version">version (\d+)<\/p>/)?.[1];
    await pastKeptTime();

    // A post holds the only render slot.
    hold();
    const holder = fetch(`${site.url}/test-versioned?holder=1`, {
      method: "POST",
      headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
      redirect: "manual",
    });
    await enteredPromise;
    try {
      // Waits 300 ms for the slot, is refused, and gets the kept page instead of the busy page.
      const refused = await get(pathname);
      expect(refused.status).toBe(200);
      expect(refused.headers.get("server-timing")).toBe('cache;desc="stale"');
      expect(await refused.text()).toContain(`<p id="version">version ${kept}</p>`);

      // Nothing kept for these: the busy page, in the page's language.
      const uzBusy = await get("/test-versioned?never=1");
      expect(uzBusy.status).toBe(503);
      expect(uzBusy.headers.get("retry-after")).toBe("7");
      expect(await uzBusy.text()).toContain(`<h1 id="system-page-header" class="system-page__header">${uz.system.busy.header}</h1>`);
      const ruBusy = await get("/ru/test-versioned?never=1");
      expect(ruBusy.status).toBe(503);
      expect(await ruBusy.text()).toContain(`<h1 id="system-page-header" class="system-page__header">${ru.system.busy.header}</h1>`);
    } finally {
      release();
      expect((await holder).status).toBe(200);
    }
  });
});

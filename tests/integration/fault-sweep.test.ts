import { describe, expect, it, vi } from "vitest";
import { resources } from "~/i18n/resources.server";
import { Jar, siteInProcess, sourceBuild } from "./site";

/**
 * Issue 28.3 and 28.7 (docs/decisions/053): every resource route and every action of the route table (derived
 * from app/routes.ts: a new one is swept without being listed), in both locales, as a browser's navigation or
 * form post, as a script asking for JSON and as a fetcher's `.data` request, under each QA scenario and
 * `fail:{Type}:*` fault, through the whole HTTP server. Never a 500 nor Remix's bare error; the fatal faults are
 * their system page with its status (a page for a document, `{ type, status, message }` translated for JSON).
 */

const site = siteInProcess();

type Locale = "uz" | "ru";
type Mode = "document" | "json" | "data";
interface Target {
  id: string;
  /** The route's path as the table writes it (with its parameters). */
  pattern: string;
  path: string;
  method: "GET" | "POST";
  resource: boolean;
  index: boolean;
  locale: Locale;
}

/** A value for each path parameter of the table (a new parameter fails the sweep until it is given one). */
const samples: Record<string, string> = {
  ":lng": "uz",
  ":ns": "common",
  ":sysname": "uzcard",
  ":id": "1",
  ":transaction?": "tx-981",
  ":page": "maintenance",
  ":slug": "about",
  "*": "x",
};

async function targets(): Promise<Target[]> {
  const build = await sourceBuild();
  const full = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId && route.parentId !== "root" ? full(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const list: Target[] = [];
  for (const route of Object.values(build.routes)) {
    if (route.id === "root") continue;
    const module = route.module as { default?: unknown; loader?: unknown; action?: unknown };
    const resource = !module.default;
    const pattern = `/${full(route.id)}`;
    const path = pattern
      .split("/")
      .map((part) => {
        if (!part.startsWith(":") && part !== "*") return part;
        const sample = samples[part];
        if (sample === undefined) throw new Error(`${route.id}: give the sweep a sample for ${part}`);
        return sample;
      })
      .join("/");
    const base = { id: route.id, pattern, path, resource, index: Boolean(route.index) };
    const locales: Locale[] = path.startsWith("/ru/") || path === "/ru" ? ["ru"] : route.id.startsWith("ru/") || build.routes[`ru/${route.id}`] ? ["uz"] : ["uz", "ru"];
    for (const locale of locales) {
      if (resource && module.loader) list.push({ ...base, method: "GET", locale });
      if (module.action) list.push({ ...base, method: "POST", locale });
    }
  }
  return list;
}

const scenarios = ["maintenance", "banned", "forbidden", "fail:Authorization", "fail:InvalidParameter", "fail:InternalServerError"] as const;
type Scenario = (typeof scenarios)[number];

/** The system page a scenario is when the platform was asked (spec §8 global behaviour). */
const fatal: Partial<Record<Scenario, { status: number; type: string; page: string; key: string }>> = {
  maintenance: { status: 503, type: "maintenance", page: "maintenance", key: "maintenance" },
  banned: { status: 403, type: "user-banned", page: "user-blocked", key: "userBlocked" },
  forbidden: { status: 403, type: "forbidden", page: "forbidden", key: "forbidden" },
};

const translations = resources as unknown as Record<Locale, { common: { system: Record<string, { header: string }> & { fault: Record<string, string> } } }>;

/** Resource routes whose answer is the same for everyone and declared cacheable (no player data). */
const publicAnswers = /^\/(ru\/)?(manifest\.webmanifest|robots\.txt|sitemap\.xml|locales\/|_resources\/(sidebar|games-search))/;

let tags = 0;
let listening = false;
const asked = new Map<string, number>();

function headersFor(mode: Mode, cookie: string, locale: Locale): Record<string, string> {
  const referer = `${site.url}${locale === "ru" ? "/ru" : ""}/gamehall`;
  if (mode === "document") return { cookie, referer, accept: "text/html", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", origin: site.url };
  if (mode === "json") return { cookie, referer, accept: "application/json", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty", origin: site.url };
  return { cookie, referer, accept: "*/*", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty", origin: site.url };
}

function urlOf(target: Target, mode: Mode): string {
  if (mode !== "data") return `${target.path}${target.index ? "?index" : ""}`;
  const data = target.path === "/" ? "/_root.data" : `${target.path.replace(/\/$/, "")}.data`;
  const params = new URLSearchParams();
  if (target.index) params.set("index", "");
  if (target.method === "GET") params.set("_routes", target.id);
  const query = params.toString();
  return `${data}${query ? `?${query}` : ""}`;
}

interface Seen {
  status: number;
  type: string | null;
  cacheControl: string | null;
  location: string | null;
  body: string;
  calls: number;
}

async function send(target: Target, mode: Mode, scenario: Scenario | null, session: string): Promise<Seen> {
  const tag = `s${++tags}`;
  const value = scenario?.startsWith("fail:") ? `${scenario}:*:${tag}` : scenario;
  const cookie = [session, `fault_tag=${tag}`, value ? `sandbox_scenario=${encodeURIComponent(value)}` : ""].filter(Boolean).join("; ");
  const response = await fetch(`${site.url}${urlOf(target, mode)}`, {
    method: target.method,
    headers: { ...headersFor(mode, cookie, target.locale), ...(target.method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: target.method === "POST" ? new URLSearchParams({ amount: "60000", code: "SWEEP", id: "1", locale: target.locale }) : undefined,
    redirect: "manual",
  });
  const body = await response.text();
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    location: response.headers.get("location"),
    body,
    calls: asked.get(tag) ?? 0,
  };
}

/** What is wrong with an answer under a scenario (empty when it is right). */
function check(target: Target, mode: Mode, scenario: Scenario, seen: Seen): string[] {
  const problems: string[] = [];
  if (seen.status >= 500 && seen.status !== 502 && seen.status !== 503) problems.push(`status ${seen.status}`);
  if (seen.body.includes("Unexpected Server Error")) problems.push("Remix's bare error");
  const page = fatal[scenario];
  // A route the fault did not reach (nothing asked, or its read degraded before) answers as it does; a redirect
  // (202 for a fetcher) leads to a page that meets the fault itself.
  if (!page || seen.calls === 0 || (seen.status >= 300 && seen.status < 400) || (mode === "data" && seen.status === 202)) return problems;
  // A post to a page without a form (the catch-alls) is not found, whatever the platform says.
  if (seen.status === 404 && target.method === "POST" && /(\/:slug|\*)$/.test(target.pattern)) return problems;
  // The same answer for every visitor (the sitemap, cached publicly) is no player's page: its own fault answer.
  if (publicAnswers.test(target.path)) return problems;
  if (seen.status !== page.status) problems.push(`status ${seen.status}, wanted ${page.status}`);
  const header = translations[target.locale].common.system[page.key]!.header;
  if (mode === "document") {
    if (!seen.type?.startsWith("text/html")) problems.push(`a ${seen.type} answer, not a page`);
    else {
      if (!seen.body.includes(`data-system-page="${page.page}"`)) problems.push(`not the ${page.page} page`);
      if (!seen.body.includes(`<html lang="${target.locale}"`)) problems.push(`not in ${target.locale}`);
    }
  } else if (mode === "json") {
    if (!seen.type?.includes("application/json")) problems.push(`a ${seen.type} answer, not JSON`);
    else {
      const json = JSON.parse(seen.body) as unknown;
      if (JSON.stringify(json) !== JSON.stringify({ type: page.type, status: page.status, message: header })) problems.push(`JSON ${seen.body.slice(0, 120)}`);
    }
  } else if (!seen.body.includes(page.type) || !(seen.body.includes(header) || seen.body.includes(`data-system-page="${page.page}"`))) {
    problems.push(`.data without ${page.type} and "${header}": ${seen.body.slice(0, 160)}`);
  }
  return problems;
}

async function player(): Promise<string> {
  const jar = new Jar();
  const login = `sweep${Date.now()}@omad.test`;
  const response = await fetch(`${site.url}/forms/sign_up`, {
    method: "POST",
    body: new URLSearchParams({ login, password: "secret12", currency: "UZS", terms: "1" }),
    headers: { origin: site.url },
    redirect: "manual",
  });
  jar.take(response);
  if (!jar.header().includes("platform_session")) {
    const signIn = await fetch(`${site.url}/forms/sign_in`, { method: "POST", body: new URLSearchParams({ login: "demo@omad.test", password: "demo1234" }), headers: { origin: site.url }, redirect: "manual" });
    jar.take(signIn);
  }
  return jar.header();
}

async function inTurns<T>(items: T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await each(items[next++]!);
  }));
}

describe.each([
  ["the spec's fatal scenarios", scenarios.filter((scenario) => fatal[scenario])],
  ["one-off platform errors", scenarios.filter((scenario) => !fatal[scenario])],
] as const)("every resource route and action under %s (issue 28.3)", (_name, group) => {
  it("never a 500 nor a bare error; the fatal faults are their system page, JSON or .data with their status", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    // What the platform answered each request with a fatal fault (a system page's status).
    if (!listening) site.platform.events.on("response:mocked", ({ request, response }) => {
      const tag = /fault_tag=(s\d+)/.exec(request.headers.get("cookie") ?? "")?.[1];
      if (tag && (response.status === 503 || response.status === 403)) asked.set(tag, (asked.get(tag) ?? 0) + 1);
    });
    listening = true;
    const list = await targets();
    // Every resource route and action of the table, both locales.
    expect(list.filter((target) => target.resource).length).toBeGreaterThan(20);
    expect(new Set(list.map((target) => target.locale))).toEqual(new Set(["uz", "ru"]));
    const session = await player();
    expect(session).toContain("platform_session");
    const failures: string[] = [];
    let fatalShown = 0;
    // A page's action is posted by its form (a document) or by a fetcher (.data); a resource route is also asked
    // for JSON by scripts. The one-off faults (`fail:`) as a document and JSON, the fatal ones every way.
    const jobs = list.flatMap((target) =>
      (target.resource ? (["document", "json", "data"] as const) : (["document", "data"] as const)).flatMap((mode) =>
        group.filter((scenario) => mode !== "data" || fatal[scenario]).map((scenario) => ({ target, mode, scenario })),
      ),
    );
    await inTurns(jobs, 6, async ({ target, mode, scenario }) => {
      const seen = await send(target, mode, scenario, session);
      const problems = check(target, mode, scenario, seen);
      if (fatal[scenario] && seen.status === fatal[scenario]!.status && seen.calls > 0) fatalShown++;
      if (problems.length) failures.push(`${target.method} ${urlOf(target, mode)} (${target.locale}, ${mode}) · ${scenario}: ${problems.join("; ")}`);
    });
    expect(failures).toEqual([]);
    console.info(`[fault-sweep] ${jobs.length} requests over ${list.length} route methods; ${fatalShown} system pages`);
    if (group.some((scenario) => fatal[scenario])) expect(fatalShown).toBeGreaterThan(list.length);
  }, 600_000);
});

describe("player data is never kept by a cache (issue 28.7)", () => {
  it("every resource route answers a player with Cache-Control: private, no-store", async () => {
    const session = await player();
    const failures: string[] = [];
    for (const target of (await targets()).filter((entry) => entry.resource)) {
      if (target.method === "GET" && publicAnswers.test(target.path)) continue;
      for (const mode of ["document", "json"] as const) {
        const seen = await send(target, mode, null, session);
        if (seen.status >= 300 && seen.status < 400) continue;
        if (seen.cacheControl !== "private, no-store") failures.push(`${target.method} ${target.path} (${mode}): ${seen.status} ${seen.cacheControl}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("money under a failing platform call (issue 28.3)", () => {
  const fields = (key: string) => ({ idempotencyKey: key, amount: "60000" });

  async function post(path: string, cookie: string, body: Record<string, string>, referer: string) {
    return fetch(`${site.url}${path}`, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { cookie, origin: site.url, referer: `${site.url}${referer}`, accept: "text/html", "sec-fetch-dest": "document" },
      redirect: "manual",
    });
  }

  /** The answer to a session that ended mid-action: the locale's sign-in form, back to the page, with the translated toast. */
  function expectSignIn(response: Response, prefix: string, back: string) {
    expect({ status: response.status, location: response.headers.get("location") }).toEqual({
      status: 303,
      location: `${prefix}/forms/sign_in?redirectTo=${encodeURIComponent(back)}`,
    });
    const toast = response.headers.getSetCookie().find((line) => line.startsWith("flash="));
    expect(toast).toBeDefined();
    const value = JSON.parse(atob(decodeURIComponent(toast!.split(";")[0]!.slice("flash=".length)))) as unknown;
    expect(value).toEqual({ type: "error", key: "system.fault.sessionEnded" });
  }

  for (const prefix of ["", "/ru"]) {
    it(`${prefix || "/"}: a deposit, a withdrawal, a promo code and taking an offer whose platform call meets an ended session go to sign-in, not a 500`, async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      const { sandboxPlayer } = await import("./cashier-support");
      const player = sandboxPlayer({ balance: 200_000 });
      const fail = (method: string) => `${player.cookie}; sandbox_scenario=${encodeURIComponent(`fail:Authorization:${method}:${method}-${player.uid}-${prefix}`)}`;
      const key = () => crypto.randomUUID();

      const deposit = await post(`${prefix}/cashier/deposit/payme`, fail("cashier.makedeposit"), { ...fields(key()), promo_code: "" }, `${prefix}/cashier/deposit/payme`);
      expectSignIn(deposit, prefix, `${prefix}/cashier/deposit/payme`);

      const withdraw = await post(
        `${prefix}/cashier/withdraw?method=visa`,
        fail("cashier.makewithdrawal"),
        { intent: "withdraw", ...fields(key()), method: "visa", "requisites.card": "4111 1111 1111 1111", "requisites.holder": "Ali Valiyev" },
        `${prefix}/cashier/withdraw?method=visa`,
      );
      expectSignIn(withdraw, prefix, `${prefix}/cashier/withdraw?method=visa`);

      const promo = await post("/_actions/promo-code", fail("campaigns.activateOffer"), { promo_code: "FREESPINS50", redirectTo: `${prefix}/offers` }, `${prefix}/offers`);
      expectSignIn(promo, prefix, `${prefix}/offers`);

      // Offer 104 is taken with one button (its trigger is registration): the call is made, and meets the ended session.
      const offer = await post(`${prefix}/offers/104`, fail("campaigns.takepromotions"), { intent: "take" }, `${prefix}/offers/104`);
      expectSignIn(offer, prefix, `${prefix}/offers/104`);
    }, 60_000);
  }

  it("20 deposit posts at once without the amount: each a 400 beside the form, nothing made", async () => {
    const { sandboxPlayer } = await import("./cashier-support");
    const player = sandboxPlayer({ balance: 0 });
    const page = await fetch(`${site.url}/cashier/deposit/uzcard`, { headers: { cookie: player.cookie } });
    const key = /name="idempotencyKey"[^>]*value="([^"]+)"/.exec(await page.text())?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("/cashier/deposit/uzcard", player.cookie, { idempotencyKey: key! }, "/cashier/deposit/uzcard")));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400));
    const { getDb } = await import("../../mocks/db/store");
    expect(getDb().prepare("SELECT COUNT(*) AS n FROM transactions WHERE uid = ?").get(player.uid)).toEqual({ n: 0 });
  }, 60_000);
});

import { describe, expect, it, vi } from "vitest";
import { createLoadContext } from "~/load-context";
import { accountApi } from "./account.server";
import { isOne } from "./api/shared.server";
import { Caller } from "./api/shared.server";
import {
  PlatformClient,
  type PlatformClientOptions,
  RETRY_STATUSES,
  buildForm,
  buildQuery,
  embeddedCookieFor,
  getPlatform,
  isFramed,
  unwrap,
} from "./client.server";
import { AnswerNotAcceptedError, PlatformError, platformErrorTypes, systemPageFor } from "./errors";

process.env.SANDBOX ??= "1";

type Call = { url: URL; init: RequestInit };

function fakeFetch(answers: Array<Response | (() => Response | Promise<Response>) | Error>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return typeof next === "function" ? next() : next.clone();
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function client(fetchFn: typeof fetch, extra: Partial<PlatformClientOptions> = {}) {
  return new PlatformClient({ baseUrl: "http://platform.test", locale: "uz", cookie: null, framed: false, timeoutMs: 1000, fetch: fetchFn, ...extra });
}

describe("request encoding", () => {
  it("sends every call to /api/{method} with v, locale and, when framed, the non-strict flag", async () => {
    const { fn, calls } = fakeFetch([json({ data: 1 })]);
    await client(fn, { locale: "ru", framed: true }).get("games.get", { params: { count: 12 } });
    const { url } = calls[0]!;
    expect(url.origin + url.pathname).toBe("http://platform.test/api/games.get");
    expect(url.searchParams.get("v")).toBe("2.34");
    expect(url.searchParams.get("locale")).toBe("ru");
    expect(url.searchParams.get("non_strict")).toBe("1");
    expect(url.searchParams.get("count")).toBe("12");
  });

  it("leaves the non-strict flag out when not framed", async () => {
    const { fn, calls } = fakeFetch([json({ data: 1 })]);
    await client(fn).get("account.getInfo");
    expect(calls[0]!.url.searchParams.has("non_strict")).toBe(false);
  });

  it("drops null and undefined params from the query and joins lists", () => {
    const query = buildQuery({ a: null, b: undefined, c: "", d: 0, e: false, types: ["slot", "live"] }, { v: "2.34" });
    expect([...query.keys()]).toEqual(["v", "c", "d", "e", "types"]);
    expect(query.get("types")).toBe("slot,live");
    expect(query.get("d")).toBe("0");
  });

  it("sends POST bodies as form data: empty text stays empty, other empty values are null", () => {
    const form = buildForm({ name: "", note: null, tags: [], skip: undefined, amount: 0, ok: true, ids: [1, 2] });
    expect(form.get("name")).toBe("");
    expect(form.get("note")).toBe("null");
    expect(form.get("tags")).toBe("null");
    expect(form.has("skip")).toBe(false);
    expect(form.get("amount")).toBe("0");
    expect(form.get("ok")).toBe("true");
    expect(form.get("ids")).toBe("1,2");
  });

  it("puts POST params in the body, not in the query", async () => {
    const { fn, calls } = fakeFetch([json({ data: 1 })]);
    await client(fn).post("account.changelocale", { params: { locale: "ru" } });
    const { url, init } = calls[0]!;
    expect(init.method).toBe("POST");
    expect(url.searchParams.has("locale")).toBe(true); // the call's locale, not the param
    expect(url.searchParams.get("locale")).toBe("uz");
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect((init.body as URLSearchParams).get("locale")).toBe("ru");
  });

  it("reads answers from data, data.items or data.sysnames", async () => {
    expect(unwrap({ items: [1, 2], total: 2 })).toEqual([1, 2]);
    expect(unwrap({ sysnames: ["a"] })).toEqual(["a"]);
    expect(unwrap({ uid: 1 })).toEqual({ uid: 1 });
    expect(unwrap(1)).toBe(1);
    const { fn } = fakeFetch([json({ data: { items: [{ id: 1 }] } })]);
    await expect(client(fn).get("banners.get")).resolves.toEqual([{ id: 1 }]);
  });
});

describe("retries", () => {
  it.each([...RETRY_STATUSES])("retries a GET once on %i", async (status) => {
    const { fn, calls } = fakeFetch([json({}, status), json({ data: "ok" })]);
    await expect(client(fn).get("games.get")).resolves.toBe("ok");
    expect(calls).toHaveLength(2);
  });

  it.each([...RETRY_STATUSES])("gives up on a GET after one retry on %i", async (status) => {
    const { fn, calls } = fakeFetch([json({}, status)]);
    await expect(client(fn).get("games.get")).rejects.toBeInstanceOf(PlatformError);
    expect(calls).toHaveLength(2);
  });

  it.each([...RETRY_STATUSES])("never retries a POST on %i", async (status) => {
    const { fn, calls } = fakeFetch([json({}, status), json({ data: 1 })]);
    await expect(client(fn).post("cashier.makedeposit")).rejects.toBeInstanceOf(PlatformError);
    expect(calls).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422, 501])("does not retry a GET on %i", async (status) => {
    const { fn, calls } = fakeFetch([json({}, status)]);
    await expect(client(fn).get("games.get")).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });

  it("retries a GET once when the network fails, a POST never", async () => {
    const get = fakeFetch([new TypeError("fetch failed"), json({ data: 2 })]);
    await expect(client(get.fn).get("games.get")).resolves.toBe(2);
    expect(get.calls).toHaveLength(2);
    const post = fakeFetch([new TypeError("fetch failed"), json({ data: 2 })]);
    await expect(client(post.fn).post("auth.login")).rejects.toMatchObject({ type: "ApplicationUnavailable", status: 502 });
    expect(post.calls).toHaveLength(1);
  });

  it("honours an explicit retry count", async () => {
    const { fn, calls } = fakeFetch([json({}, 503)]);
    await expect(client(fn).get("games.get", { retries: 0 })).rejects.toBeInstanceOf(PlatformError);
    expect(calls).toHaveLength(1);
  });
});

describe("timeout", () => {
  const hang = (_input: unknown, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    });

  it("aborts a call that takes longer than the timeout and reports 504", async () => {
    const fn = vi.fn(hang) as unknown as typeof fetch;
    const started = Date.now();
    await expect(client(fn, { timeoutMs: 100 }).post("auth.login")).rejects.toMatchObject({ type: "ApplicationUnavailable", status: 504 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("retries a timed-out GET once", async () => {
    const fn = vi.fn(hang) as unknown as typeof fetch;
    await expect(client(fn, { timeoutMs: 100 }).get("games.get")).rejects.toMatchObject({ status: 504 });
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe("error mapping", () => {
  it.each(platformErrorTypes.map((type) => [type]))("maps %sException to a typed error", async (type) => {
    const { fn } = fakeFetch([json({ error: { type: `${type}Exception`, message: `m-${type}`, code: 7 } }, 400)]);
    const error = await client(fn).post("any.method").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ type, message: `m-${type}`, code: 7, status: 400, method: "any.method" });
  });

  it("treats an error body on a 200 answer as an error", async () => {
    const { fn } = fakeFetch([json({ error: { type: "InvalidParameterException", message: "bad" } })]);
    await expect(client(fn).post("x.y")).rejects.toMatchObject({ type: "InvalidParameter", status: 400 });
  });

  it("maps unknown types to UnknownError and keeps extra error fields", async () => {
    const { fn } = fakeFetch([json({ error: { type: "WeirdException", resend_time: 30 } }, 400)]);
    const error = (await client(fn).post("x.y").catch((e: unknown) => e)) as PlatformError;
    expect(error.type).toBe("UnknownError");
    expect(error.details.resend_time).toBe(30);
  });

  it.each([
    [401, "Authorization"],
    [403, "AccessDenied"],
    [404, "UnknownError"],
    [429, "TooManyRequests"],
    [500, "InternalServerError"],
    [503, "ApplicationUnavailable"],
    [418, "UnknownError"],
  ])("maps a bare HTTP %i to %s", async (status, type) => {
    const { fn } = fakeFetch([new Response("oops", { status: status as number })]);
    await expect(client(fn).post("x.y")).rejects.toMatchObject({ type, status });
  });

  it("gives the system page of spec §8 for each type", () => {
    const page = (type: (typeof platformErrorTypes)[number], status: number) => systemPageFor(new PlatformError({ type, status, method: "m" }));
    expect(page("UserBanned", 403)).toEqual({ status: 403, kind: "user-banned" });
    expect(page("ApplicationDisabled", 503)).toEqual({ status: 503, kind: "maintenance" });
    expect(page("ApplicationUnavailable", 502)).toEqual({ status: 503, kind: "maintenance" });
    expect(page("AccessDenied", 403)).toEqual({ status: 403, kind: "forbidden" });
    expect(page("InvalidParameter", 403)).toEqual({ status: 403, kind: "forbidden" });
    expect(page("MethodNotFound", 404)).toBeNull();
    expect(page("UnknownError", 404)).toEqual({ status: 404, kind: "not-found" });
    for (const type of platformErrorTypes) {
      if (["UserBanned", "ApplicationDisabled", "ApplicationUnavailable"].includes(type)) continue;
      expect(page(type, 400)).toBeNull();
    }
  });
});

describe("sessions", () => {
  it("forwards the player's cookies and relays every Set-Cookie of the platform", async () => {
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "sid=abc; Path=/; HttpOnly");
    headers.append("set-cookie", "lang=ru; Path=/");
    const { fn, calls } = fakeFetch([new Response(JSON.stringify({ data: 1 }), { headers })]);
    const relayed: string[] = [];
    await client(fn, { cookie: "sid=old; other=1", onSetCookie: (c) => relayed.push(c) }).post("auth.login");
    expect(new Headers(calls[0]!.init.headers).get("cookie")).toBe("sid=old; other=1");
    expect(relayed).toEqual(["sid=abc; Path=/; HttpOnly", "lang=ru; Path=/"]);
  });

  it("relays Set-Cookie onto the response headers of the request and shares one client", async () => {
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "sid=new; Path=/; HttpOnly");
    const { fn, calls } = fakeFetch([new Response(JSON.stringify({ data: { uid: 0 } }), { headers })]);
    vi.stubGlobal("fetch", fn);
    try {
      const context = createLoadContext("n");
      const request = new Request("http://site.test/ru/gamehall", { headers: { cookie: "sid=old" } });
      const platform = getPlatform(request, context);
      expect(getPlatform(request, context)).toBe(platform);
      await platform.get("account.getInfo");
      expect(context.responseHeaders.getSetCookie()).toEqual(["sid=new; Path=/; HttpOnly"]);
      expect(calls[0]!.url.searchParams.get("locale")).toBe("ru");
      expect(new Headers(calls[0]!.init.headers).get("cookie")).toBe("sid=old");
      expect(context.upstreamMs.total).toBeGreaterThanOrEqual(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("framed detection", () => {
  const req = (headers: Record<string, string>, url = "http://site.test/") => new Request(url, { headers });

  it("is framed on a framed document and on later requests carrying the embedded cookie", () => {
    expect(isFramed(req({ "sec-fetch-dest": "iframe" }))).toBe(true);
    expect(isFramed(req({ "sec-fetch-dest": "empty", cookie: "a=1; embedded=1" }))).toBe(true);
    expect(isFramed(req({ cookie: "embedded=1" }))).toBe(true);
    expect(isFramed(req({ "sec-fetch-dest": "document", cookie: "embedded=1" }))).toBe(false);
    expect(isFramed(req({}))).toBe(false);
  });

  it("sets the embedded cookie on a framed document and clears it on a top-level one", () => {
    expect(embeddedCookieFor(req({ "sec-fetch-dest": "iframe" }, "https://site.test/"))).toBe("embedded=1; Path=/; HttpOnly; SameSite=None; Secure; Partitioned");
    expect(embeddedCookieFor(req({ "sec-fetch-dest": "iframe" }))).toBe("embedded=1; Path=/; HttpOnly; SameSite=Lax");
    expect(embeddedCookieFor(req({ "sec-fetch-dest": "iframe", cookie: "embedded=1" }))).toBeNull();
    expect(embeddedCookieFor(req({ "sec-fetch-dest": "document", cookie: "embedded=1" }))).toMatch(/^embedded=; Max-Age=0/);
    expect(embeddedCookieFor(req({ "sec-fetch-dest": "empty" }))).toBeNull();
  });

  it("getPlatform puts the embedded cookie on the response and asks the API to be non-strict", () => {
    const context = createLoadContext("n");
    const platform = getPlatform(req({ "sec-fetch-dest": "iframe" }), context);
    expect(platform.options.framed).toBe(true);
    expect(context.responseHeaders.getSetCookie()[0]).toMatch(/^embedded=1/);
  });
});

describe("save, add and confirm answers", () => {
  it("accepts only the answer 1", () => {
    expect(isOne(1)).toBe(true);
    expect(isOne("1")).toBe(true);
    for (const other of [0, "0", true, null, undefined, 2, {}, [], "ok"]) expect(isOne(other)).toBe(false);
  });

  it.each([[0], [null], [true], [{ ok: 1 }], ["done"]])("turns the answer %j into a typed refusal", async (answer) => {
    const { fn } = fakeFetch([json({ data: answer })]);
    const error = await accountApi(client(fn)).saveProfileInfo({ first_name: "A" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerNotAcceptedError);
    expect(error).toMatchObject({ method: "account.saveProfileInfo", answer });
  });

  it("resolves when the platform answers 1, for add, save and confirm calls", async () => {
    const { fn, calls } = fakeFetch([json({ data: 1 })]);
    const api = accountApi(client(fn));
    await api.addContact("+998901234567", "UZ");
    await api.confirmContact("a@b.uz", "123456");
    await api.saveProfileInfo({ documentNumber: "12345" });
    expect(calls.map((c) => c.url.pathname)).toEqual(["/api/account.addcontact", "/api/account.confirmContact", "/api/account.saveProfileInfo"]);
    expect((calls[2]!.init.body as URLSearchParams).get("document_number")).toBe("12345");
    await expect(new Caller(client(fakeFetch([json({ data: "1" })]).fn)).accepted("x.add")).resolves.toBeUndefined();
  });
});

describe("the page's read budget (issue 11.11)", () => {
  const hang = (_input: unknown, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    });

  it("ends a hanging read when the budget runs out, without a retry that cannot fit, as a timed-out fault", async () => {
    const fn = vi.fn(hang) as unknown as typeof fetch;
    const started = Date.now();
    const error = (await client(fn, { timeoutMs: 5000, budgetMs: 150 }).get("games.get").catch((e: unknown) => e)) as PlatformError;
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ type: "ApplicationUnavailable", status: 504, timedOut: true });
    expect(error.message).toBe("games.get did not answer within the page's read budget (150 ms)");
    expect(fn).toHaveBeenCalledTimes(1);
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1000);
  });

  it("shares one budget between the reads of a request: a later read gets only what is left", async () => {
    const fn = vi.fn(hang) as unknown as typeof fetch;
    const platform = client(fn, { timeoutMs: 5000, budgetMs: 200 });
    const started = Date.now();
    await platform.get("account.getInfo").catch(() => null);
    const error = (await platform.get("games.get").catch((e: unknown) => e)) as PlatformError;
    expect(error).toMatchObject({ timedOut: true, method: "games.get" });
    // The second read was not even sent: nothing was left of the budget.
    expect(fn).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("does not send a read with a few milliseconds left: a timer ending the last wait early must not start another", async () => {
    const fn = vi.fn(hang) as unknown as typeof fetch;
    const error = (await client(fn, { timeoutMs: 5000, readsEndAt: Date.now() + 3 }).get("games.get").catch((e: unknown) => e)) as PlatformError;
    expect(error).toMatchObject({ type: "ApplicationUnavailable", status: 504, timedOut: true, method: "games.get" });
    expect(fn).not.toHaveBeenCalled();
  });

  it("ends the reads of a page read before its render deadline (readsEndAt) when that comes before the budget (decision 070)", async () => {
    const fn = vi.fn(hang) as unknown as typeof fetch;
    const started = Date.now();
    const platform = client(fn, { timeoutMs: 5000, budgetMs: 8000, readsEndAt: started + 150.5 });
    const error = (await platform.get("games.get").catch((e: unknown) => e)) as PlatformError;
    const took = Date.now() - started;
    expect(error).toMatchObject({ type: "ApplicationUnavailable", status: 504, timedOut: true });
    expect(error.message).toBe("games.get did not answer before the page's render deadline");
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1000);
    // A post is not cut by it.
    const late = () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({ data: 1 })), 50));
    const { fn: postFn } = fakeFetch([late]);
    await expect(client(postFn, { timeoutMs: 1000, readsEndAt: Date.now() - 1 }).post("cashier.makedeposit")).resolves.toBe(1);
  });

  it("retries a quick 503 once while the budget can fit the retry", async () => {
    const { fn, calls } = fakeFetch([new Response("Service Unavailable", { status: 503 }), json({ data: 5 })]);
    await expect(client(fn, { budgetMs: 2000 }).get("games.get")).resolves.toBe(5);
    expect(calls).toHaveLength(2);
  });

  it("does not retry when what is left of the budget cannot fit another attempt", async () => {
    const slow503 = () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response("busy", { status: 503 })), 120));
    const { fn, calls } = fakeFetch([slow503, json({ data: 5 })]);
    await expect(client(fn, { budgetMs: 200 }).get("games.get")).rejects.toMatchObject({ type: "ApplicationUnavailable", status: 503, timedOut: false });
    expect(calls).toHaveLength(1);
  });

  it("never cuts a write short: a POST keeps its own timeout whatever is left of the budget", async () => {
    const late = () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({ data: 1 })), 120));
    const { fn } = fakeFetch([late]);
    const platform = client(fn, { timeoutMs: 1000, budgetMs: 50 });
    await expect(platform.post("cashier.makedeposit")).resolves.toBe(1);
  });

  it("a timed-out read is not a system page for a read (it yields nothing), but is maintenance where a caller must fail", () => {
    const timedOut = new PlatformError({ type: "ApplicationUnavailable", status: 504, method: "games.get", timedOut: true });
    expect(systemPageFor(timedOut)).toEqual({ status: 503, kind: "maintenance" });
    expect(timedOut.timedOut).toBe(true);
  });
});

describe("answers from in front of the platform (issue 11.9)", () => {
  it.each([502, 503, 504])("reads a bare HTML %i (a load balancer's page) as the platform being unavailable, after one retry", async (status) => {
    const { fn, calls } = fakeFetch([new Response("<html><body><h1>Bad Gateway</h1></body></html>", { status, headers: { "content-type": "text/html" } })]);
    const error = await client(fn).get("games.get").catch((e: unknown) => e);
    expect(error).toMatchObject({ type: "ApplicationUnavailable", status, timedOut: false });
    expect(systemPageFor(error as PlatformError)).toEqual({ status: 503, kind: "maintenance" });
    expect(calls).toHaveLength(2);
  });

  it("keeps a bare 500 an internal error of the platform (not maintenance)", async () => {
    const { fn } = fakeFetch([new Response("oops", { status: 500 })]);
    const error = await client(fn).get("games.get").catch((e: unknown) => e);
    expect(error).toMatchObject({ type: "InternalServerError", status: 500 });
    expect(systemPageFor(error as PlatformError)).toBeNull();
  });
});

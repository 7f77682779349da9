import { describe, expect, it, vi } from "vitest";
import { type Readiness, cachedReadiness, readiness } from "./health";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A platform whose account read and remote config answer as given. */
function platform(account: () => Response | Promise<Response>, config: () => Response = () => json({ siteName: "Omad" })) {
  return vi.fn(async (input: string | URL | Request) => (String(input).includes("/api/account.getInfo") ? account() : config())) as unknown as typeof fetch;
}

describe("readiness tells the truth about the platform (issues 11.9, 15.4)", () => {
  it("is ok only when a real read parses", async () => {
    const answer = await readiness("http://platform.test", { fetch: platform(() => json({ data: { uid: 0 } })) });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("ok");
    expect(answer.body.checks.map((check) => [check.name, check.ok])).toEqual([
      ["platform", true],
      ["config", true],
    ]);
  });

  it.each([
    ["a 200 with an error body", () => json({ error: { type: "ApplicationDisabledException" } }), "answer has the wrong shape"],
    ["a load balancer's 502 page", () => new Response("<html>Bad Gateway</html>", { status: 502 }), "answered 502"],
    ["an HTML 200", () => new Response("<html>hello</html>", { status: 200 }), "answer is not JSON"],
    ["a wrong-shaped answer", () => json({ data: { uid: "someone" } }), "answer has the wrong shape"],
  ])("is unavailable (503) for %s", async (_name, account, error) => {
    const answer = await readiness("http://platform.test", { fetch: platform(account) });
    expect(answer.status).toBe(503);
    expect(answer.body.status).toBe("unavailable");
    expect(answer.body.checks[0]).toMatchObject({ name: "platform", ok: false, error });
    expect(answer.body.checks[1]).toMatchObject({ name: "config", ok: true });
  });

  it("is unavailable when the platform does not answer within the check's timeout", async () => {
    const hang = vi.fn(
      (_input: unknown, init: RequestInit = {}) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch;
    const answer = await readiness("http://platform.test", { fetch: hang, timeoutMs: 50 });
    expect(answer.status).toBe(503);
    expect(answer.body.checks.map((check) => check.error)).toEqual(["no answer within 50 ms", "no answer within 50 ms"]);
  });
});

describe("/readyz's cache (issue 15.4)", () => {
  const answer = (status: number): Readiness => {
    const checks = [{ name: "platform", ok: status === 200, ms: 1 }, { name: "config", ok: status === 200, ms: 1 }] as Readiness["body"]["checks"];
    return { status, body: { status: status === 200 ? "ok" : "unavailable", checks } };
  };

  it("asks the platform once for probes arriving together and within the cache time, again after it", async () => {
    let clock = 0;
    const results = [answer(200), answer(503)];
    const check = vi.fn(async () => results.shift()!);
    const ready = cachedReadiness(check, { ttlMs: 5_000, now: () => clock });
    const together = await Promise.all([ready(), ready(), ready()]);
    expect(together.map((item) => item.status)).toEqual([200, 200, 200]);
    clock = 4_999;
    expect((await ready()).status).toBe(200);
    expect(check).toHaveBeenCalledTimes(1);
    clock = 5_000;
    expect((await ready()).status).toBe(503);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from "vitest";
import { createRateLimiter, defaultTiers, memoryStore, redactUrl } from "./rate-limit";

describe("rate limiter", () => {
  it("picks the strictest tier for auth posts, then writes, then reads", () => {
    const tiers = defaultTiers();
    const tierOf = (method: string, path: string) => tiers.find((tier) => tier.matches({ method, path }))?.name;
    expect(tierOf("POST", "/forms/sign_in")).toBe("auth");
    expect(tierOf("POST", "/ru/forms/sign_up")).toBe("auth");
    expect(tierOf("POST", "/_actions/locale")).toBe("write");
    expect(tierOf("GET", "/forms/sign_in")).toBe("read");
  });

  it("allows the limit per window and client, then refuses until the window ends", async () => {
    let clock = 0;
    const [auth] = defaultTiers();
    const limiter = createRateLimiter([auth!], memoryStore(() => clock));
    for (let i = 0; i < 10; i++) expect((await limiter.hit(auth!, "1.1.1.1")).allowed).toBe(true);
    const refused = await limiter.hit(auth!, "1.1.1.1");
    expect(refused).toEqual({ allowed: false, retryAfterS: 60 });
    expect((await limiter.hit(auth!, "2.2.2.2")).allowed).toBe(true);
    clock = 60_000;
    expect((await limiter.hit(auth!, "1.1.1.1")).allowed).toBe(true);
  });

  it("scales every limit to a whole number of requests, at least one", () => {
    expect(defaultTiers(0.25).map((tier) => [tier.name, tier.limit])).toEqual([
      ["auth", 2],
      ["vitals", 7],
      ["write", 15],
      ["read", 300],
    ]);
    expect(defaultTiers(0.001).map((tier) => tier.limit)).toEqual([1, 1, 1, 1]);
  });

  it("logs a Redis address without its credentials", () => {
    expect(redactUrl("redis://user:s3cret@cache.internal:6380/2")).toBe("redis://cache.internal:6380/2");
    expect(redactUrl("not a url")).toBe("(unparsable URL)");
  });
});

import { describe, expect, it } from "vitest";
import { createRateLimiter, defaultTiers } from "./rate-limit";

describe("rate limiter", () => {
  it("picks the strictest tier for auth posts, then writes, then reads", () => {
    const tiers = defaultTiers();
    const tierOf = (method: string, path: string) => tiers.find((tier) => tier.matches({ method, path }))?.name;
    expect(tierOf("POST", "/forms/sign_in")).toBe("auth");
    expect(tierOf("POST", "/ru/forms/sign_up")).toBe("auth");
    expect(tierOf("POST", "/_actions/locale")).toBe("write");
    expect(tierOf("GET", "/forms/sign_in")).toBe("read");
  });

  it("allows the limit per window and client, then refuses until the window ends", () => {
    let clock = 0;
    const [auth] = defaultTiers();
    const limiter = createRateLimiter([auth!], () => clock);
    for (let i = 0; i < 10; i++) expect(limiter.hit(auth!, "1.1.1.1").allowed).toBe(true);
    const refused = limiter.hit(auth!, "1.1.1.1");
    expect(refused).toEqual({ allowed: false, retryAfterS: 60 });
    expect(limiter.hit(auth!, "2.2.2.2").allowed).toBe(true);
    clock = 60_000;
    expect(limiter.hit(auth!, "1.1.1.1").allowed).toBe(true);
  });
});

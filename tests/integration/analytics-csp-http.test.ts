import { afterEach, describe, expect, it, vi } from "vitest";
import { metadata } from "../../mocks/handlers/metadata";
import { siteInProcess } from "./site";

const site = siteInProcess();

function directives(policy: string) {
  return Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));
}

describe("a document's policy over HTTP (decision 024)", { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is one policy, the default before consent and the default plus the loaders' origins after it", async () => {
    const real = metadata.getgeneralinfo!;
    vi.spyOn(metadata, "getgeneralinfo").mockImplementation((ctx) => ({
      ...(real(ctx) as Record<string, unknown>),
      analytic: { tag_manager: { id: "GTM-HTTP1", src: "https://tags.example/gtm.js" } },
    }));
    const page = (cookie?: string) => fetch(`${site.url}/gamehall`, { headers: cookie ? { cookie } : {} });

    const before = await page();
    expect(before.status).toBe(200);
    const base = before.headers.get("content-security-policy")!;
    expect(base).not.toContain(",");
    expect(base).not.toContain("tags.example");
    expect(await before.text()).not.toContain("https://tags.example/gtm.js");

    const after = await page("analytics_consent=granted");
    const policy = after.headers.get("content-security-policy")!;
    // One header (two would be joined with a comma, and the stricter one would still apply).
    expect(policy).not.toContain(",");
    const [was, now] = [directives(base), directives(policy)];
    expect(Object.keys(now)).toEqual(Object.keys(was));
    for (const [name, sources] of Object.entries(now)) {
      const added = sources.filter((source) => !was[name]!.includes(source) && !source.startsWith("'nonce-"));
      expect(added, name).toEqual(["script-src", "connect-src", "img-src"].includes(name) ? ["https://tags.example"] : []);
    }
    expect(await after.text()).toContain("https://tags.example/gtm.js?id=GTM-HTTP1");

    const declined = await page("analytics_consent=denied");
    expect(declined.headers.get("content-security-policy")).not.toContain("tags.example");
  });
});

import type { EntryContext } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentPolicy } from "~/entry.server";
import { getEnv } from "~/env.server";
import { loader as rootLoader } from "~/root";
import { action as consentAction, loader as consentLoader } from "~/routes/resources/consent";
import { metadata } from "../../mocks/handlers/metadata";
import { contentSecurityPolicy } from "../../server/security";
import { routeArgs, sandboxPlayer, settle } from "./cashier-support";
import { recordingPlatform } from "./harness";

recordingPlatform();

function consentPost(fields: Record<string, string>) {
  return routeArgs("/_actions/consent", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
}

describe("/_actions/consent", () => {
  it("stores the decision for a year and lands back on the same page of this site", async () => {
    for (const [decision, back] of [
      ["granted", "/ru/casino?category=slots"],
      ["denied", "/"],
    ] as const) {
      const result = await settle(() => consentAction(consentPost({ decision, redirectTo: back })));
      expect(result.status).toBe(302);
      expect(result.location).toBe(back);
      expect(result.headers.getSetCookie()).toEqual([`analytics_consent=${decision}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`]);
    }
  });

  it("never sends the player to another site", async () => {
    for (const hostile of ["https://evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example", "javascript:alert(1)", "/\t/evil.example"]) {
      const result = await settle(() => consentAction(consentPost({ decision: "granted", redirectTo: hostile })));
      expect(result.status).toBe(302);
      expect(result.location).toBe("/");
    }
  });

  it("refuses a decision it does not know with a translated 400 and sets nothing", async () => {
    for (const [back, message] of [
      ["/casino", "Tanlov noto‘g‘ri: «Ruxsat berish» yoki «Rad etish» tugmasini bosing."],
      ["/ru/casino", "Неверный выбор: нажмите «Разрешить» или «Отказаться»."],
    ] as const) {
      const response = (await consentAction(consentPost({ decision: "yes", redirectTo: back }))) as Response;
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(message);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await settle(() => consentLoader())).location).toBe("/");
  });
});

describe("a page's analytics and its Content-Security-Policy", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function page(cookie: string) {
    const args = routeArgs("/", { headers: cookie ? { cookie } : {} });
    const data = (await rootLoader(args as never)) as Awaited<ReturnType<typeof rootLoader>>;
    const context = { staticHandlerContext: { loaderData: { root: data } } } as unknown as EntryContext;
    return { analytics: data.analytics, policy: documentPolicy(context, "n0nce") ?? contentSecurityPolicy(getEnv(), "n0nce") };
  }

  it("grows only after consent, and only by the configured https origins", async () => {
    const real = metadata.getgeneralinfo!;
    vi.spyOn(metadata, "getgeneralinfo").mockImplementation((ctx) => ({
      ...(real(ctx) as Record<string, unknown>),
      analytic: {
        tag_manager: { id: "GTM-TEST1", src: "https://tags.example/gtm.js" },
        cdp: { id: "CDP-TEST", src: "https://cdp.example:8443/cdp.js" },
        marketing: { id: "MK-1", src: "https://*.ads.example/m.js" },
        web_analytics: { id: "G-1", src: "http://plain.example/a.js" },
      },
    }));
    const base = contentSecurityPolicy(getEnv(), "n0nce");
    const player = sandboxPlayer();

    const asked = await page(player.cookie);
    expect(asked.analytics).toEqual({ ask: true, consented: false, scripts: [] });
    expect(asked.policy).toBe(base);

    const declined = await page(`${player.cookie}; analytics_consent=denied`);
    expect(declined.analytics).toEqual({ ask: false, consented: false, scripts: [] });
    expect(declined.policy).toBe(base);

    const consented = await page(`${player.cookie}; analytics_consent=granted`);
    expect(consented.analytics).toEqual({
      ask: false,
      consented: true,
      scripts: ["https://tags.example/gtm.js?id=GTM-TEST1", `https://cdp.example:8443/cdp.js?id=CDP-TEST&uid=${player.uid}`],
    });
    const grown = (policy: string): Record<string, string[]> =>
      Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));
    const before = grown(base);
    const after = grown(consented.policy);
    for (const name of Object.keys(before)) {
      const added = after[name]!.filter((source) => !before[name]!.includes(source));
      expect(added).toEqual(["script-src", "connect-src", "img-src"].includes(name) ? ["https://tags.example", "https://cdp.example:8443"] : []);
    }
  });

  it("with the sandbox's own analytics (site paths), asks, then loads them with the player's uid for the CDP alone", async () => {
    const player = sandboxPlayer();
    expect((await page(player.cookie)).analytics.ask).toBe(true);
    const consented = await page(`${player.cookie}; analytics_consent=granted`);
    expect(consented.analytics.scripts).toEqual([
      "/sandbox/analytics/tag_manager.js?id=GTM-SANDBOX1",
      "/sandbox/analytics/web_analytics.js?id=G-SANDBOX2",
      "/sandbox/analytics/product_analytics.js?id=PA-SANDBOX3",
      "/sandbox/analytics/marketing.js?id=MK-SANDBOX4",
      `/sandbox/analytics/cdp.js?id=CDP-SANDBOX5&uid=${player.uid}`,
    ]);
    // Its own origin: nothing to add to the policy.
    expect(consented.policy).toBe(contentSecurityPolicy(getEnv(), "n0nce"));
  });
});

import { describe, expect, it, vi } from "vitest";
import { action as signInAction } from "~/routes/forms.sign_in";
import { action as signUpAction } from "~/routes/forms.sign_up";
import { loader as hitLoader } from "~/routes/resources/hit";
import { loader as manifestLoader } from "~/routes/resources/manifest";
import { getDb } from "../../mocks/db/store";
import { formPost, routeArgs, settle } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { received } = recordingPlatform();

function lastEvents(name: string, count = 1) {
  return (getDb().prepare("SELECT name, params FROM events WHERE name = ? ORDER BY id DESC LIMIT ?").all(name, count) as Array<{ name: string; params: string }>).map((row) => JSON.parse(row.params) as Record<string, unknown>);
}

describe("/manifest.webmanifest", () => {
  it("is the locale's manifest: the remote config's name, the translated description, the locale's home", async () => {
    for (const [path, locale, start, description] of [
      ["/manifest.webmanifest", "uz", "/", "Kazino va sport tikishlari: o‘yinlar, aksiyalar va hisobingiz bir joyda."],
      ["/ru/manifest.webmanifest", "ru", "/ru", "Казино и ставки на спорт: игры, акции и ваш счёт в одном месте."],
    ] as const) {
      const response = (await manifestLoader(routeArgs(path))) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ name: "Omad", lang: locale, start_url: start, description, scope: "/", display: "standalone" });
      expect((manifest.icons as Array<{ src: string }>).map((icon) => icon.src)).toEqual(["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"]);
    }
  });
});

describe("/hit", () => {
  it("hands the hit to the platform with its query and answers a no-store pixel", async () => {
    const track = `it${Date.now()}`;
    const response = (await hitLoader(routeArgs(`/hit?type=fraud&referer=${encodeURIComponent("https://ads.example/x")}&track=${track}&seon_session=c2Vvbg==`))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(lastEvents("hit")[0]).toEqual({ type: "fraud", referer: "https://ads.example/x", track, seon_session: "c2Vvbg==" });
  });

  it("refuses a malformed hit with a 400 and sends nothing", async () => {
    const before = lastEvents("hit", 1000).length;
    for (const query of ["", "type=other", "type=visit&track=%3Cscript%3E", `type=visit&referer=${"a".repeat(2049)}`]) {
      const response = (await hitLoader(routeArgs(`/hit?${query}`))) as Response;
      expect(response.status, query).toBe(400);
    }
    expect(lastEvents("hit", 1000)).toHaveLength(before);
  });
});

describe("events.handle from the server (spec §7, §9: UTC+3 timestamps)", () => {
  it("a refused login reports login_error with the platform's code and the time at UTC+3", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T18:40:05.120Z") });
    try {
      const answer = await settle(() => signInAction(formPost("/forms/sign_in", "", { login: "nobody@omad.test", password: "wrong-password" })));
      expect(answer.status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    const call = received.find((entry) => entry.method === "events.handle");
    expect(call?.params.get("event_name")).toBe("login_error");
    const params = JSON.parse(call!.params.get("event_params")!) as Record<string, unknown>;
    expect(params).toEqual({ code: expect.any(String), timestamp: "2026-11-23T21:40:05.120+03:00" });
    expect(params.code).not.toBe("");
  });

  it("a registration reports registration (and a refused one does not)", async () => {
    const login = `tracked-${Date.now()}@omad.test`;
    const refused = await settle(() => signUpAction(formPost("/forms/sign_up", "", { login, password: "Secret123", currency: "UZS", character: "3" })));
    expect(refused.status).toBe(400);
    expect(received.filter((entry) => entry.method === "events.handle")).toEqual([]);
    const done = await settle(() => signUpAction(formPost("/forms/sign_up", "", { login, password: "Secret123", terms: "on", currency: "UZS", character: "3" })));
    expect(done.status).toBe(302);
    const calls = received.filter((entry) => entry.method === "events.handle");
    expect(calls.map((entry) => entry.params.get("event_name"))).toEqual(["registration"]);
    expect(JSON.parse(calls[0]!.params.get("event_params")!)).toEqual({ method: "form", timestamp: expect.stringMatching(/\+03:00$/) });
  });
});

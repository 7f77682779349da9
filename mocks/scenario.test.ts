import { describe, expect, it } from "vitest";
import { formatScenario, parseScenario, slowsMethod } from "./scenario";
import { metadata } from "./handlers/metadata";
import type { Ctx } from "./handlers/context";

function generalInfo(cookie: string | null) {
  const request = new Request("http://platform.test/api/metadata.getgeneralinfo", { headers: cookie ? { cookie } : {} });
  return metadata.getgeneralinfo!({ request } as Ctx) as { time_to_force_logout: number | null };
}

describe("the logout scenario", () => {
  it("parses and formats logout:{seconds}", () => {
    expect(parseScenario("logout:20").forceLogoutSeconds).toBe(20);
    expect(parseScenario("slow:100,logout:0").forceLogoutSeconds).toBe(0);
    expect(parseScenario("slow:100").forceLogoutSeconds).toBeNull();
    expect(formatScenario({ slowMs: 100, forceLogoutSeconds: 15 })).toBe("slow:100,logout:15");
    expect(formatScenario({ forceLogoutSeconds: null })).toBe("");
  });
  it("sets general info's time_to_force_logout", () => {
    expect(generalInfo(null).time_to_force_logout).toBe(1800);
    expect(generalInfo("sandbox_scenario=logout%3A12").time_to_force_logout).toBe(12);
    expect(generalInfo("sandbox_scenario=logout:0").time_to_force_logout).toBeNull();
  });
});

describe("the slow scenario", () => {
  it("delays every call, or one method's calls", () => {
    const every = parseScenario("slow:12000");
    expect({ ms: every.slowMs, games: slowsMethod(every, "games.get"), account: slowsMethod(every, "account.getInfo") }).toEqual({ ms: 12000, games: true, account: true });
    const one = parseScenario("slow:12000:games.get");
    expect({ ms: one.slowMs, games: slowsMethod(one, "games.get"), account: slowsMethod(one, "account.getInfo") }).toEqual({ ms: 12000, games: true, account: false });
    expect(formatScenario({ slowMs: 12000, slowMethod: "games.get" })).toBe("slow:12000:games.get");
    expect(formatScenario({ slowMs: 12000, slowMethod: "*" })).toBe("slow:12000");
    expect(slowsMethod(parseScenario(null), "games.get")).toBe(false);
  });
});

describe("the photos scenario (decision 073)", () => {
  it("parses and formats photos, beside the others", () => {
    expect(parseScenario("photos").photos).toBe(true);
    expect(parseScenario("huge").photos).toBe(false);
    expect(formatScenario(parseScenario("huge,photos,isolation"))).toBe("huge,isolation,photos");
  });
});

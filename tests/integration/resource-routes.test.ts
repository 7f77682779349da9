import { describe, expect, it, vi } from "vitest";
import { Jar, siteInProcess, sourceBuild } from "./site";

/**
 * Issue 29.5: no route answers with a raw object. Under single fetch Remix wraps a resource route's raw object (or
 * a `data()` result, which is no Response) itself and prints a "REMIX FUTURE CHANGE" warning on every such
 * request, in production logs too. Every resource route (a route module without a page), in both languages where
 * it has a `/ru` twin, is asked as a guest and as a signed-in player, with GET and, when it has an action, a POST.
 */
const site = siteInProcess();

/** A value for each dynamic segment of a route's path. */
const samples: Record<string, string> = { lng: "ru", ns: "common" };

async function resourceRoutes(): Promise<Array<{ id: string; path: string; action: boolean }>> {
  const build = await sourceBuild();
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    return route.parentId ? [fullPath(route.parentId), own].filter(Boolean).join("/") : own;
  };
  return Object.values(build.routes)
    .filter((route) => route.id !== "root" && !route.module.default && (route.module.loader || route.module.action))
    .map((route) => ({
      id: route.id,
      path: `/${fullPath(route.id).replace(/:(\w+)\??/g, (_, name: string) => samples[name] ?? "1").replace(/\*$/, "x")}`,
      action: Boolean(route.module.action),
    }));
}

const FUTURE = "REMIX FUTURE CHANGE";

describe("resource routes answer with Responses (no REMIX FUTURE CHANGE warning)", () => {
  it("every resource route, guest and player, uz and ru, GET and POST", async () => {
    const routes = await resourceRoutes();
    // Both languages' twins are among them (the loyalty notifications of the issue, in particular).
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/_resources/loyalty-notifications", "/ru/_resources/loyalty-notifications"]));
    const warn = vi.spyOn(console, "warn");
    const request = (path: string, method: string, cookie: string) =>
      fetch(`${site.url}${path}`, {
        method,
        redirect: "manual",
        headers: { origin: site.url, cookie, ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
        body: method === "POST" ? "" : undefined,
      });
    const signIn = new Jar();
    const response = await request("/forms/sign_in", "POST", "");
    expect(response.status).toBe(400);
    const signedIn = await fetch(`${site.url}/forms/sign_in`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ login: "demo@omad.test", password: "demo1234" }),
      headers: { origin: site.url },
    });
    expect(signedIn.status).toBe(302);
    signIn.take(signedIn);

    const warned: string[] = [];
    const statuses: string[] = [];
    // The sign-out last: it ends the player's session.
    const ordered = [...routes].sort((a, b) => Number(a.id.endsWith("logout")) - Number(b.id.endsWith("logout")));
    for (const who of ["guest", "player"] as const) {
      for (const route of ordered) {
        for (const method of route.action ? ["GET", "POST"] : ["GET"]) {
          warn.mockClear();
          const answer = await request(route.path, method, who === "player" ? signIn.header() : "");
          await answer.arrayBuffer();
          statuses.push(`${who} ${method} ${route.path} ${answer.status}`);
          if (warn.mock.calls.some((call) => call.map(String).join(" ").includes(FUTURE))) warned.push(`${who} ${method} ${route.path} (${route.id})`);
        }
      }
    }
    expect(warned).toEqual([]);
    // Asked without the fields they expect, none fails with an error of the site's own either (a 502 is an
    // upstream's answer passed on, e.g. the reality check's figures for a guest).
    expect(statuses.filter((line) => / 500$/.test(line))).toEqual([]);
  });
});

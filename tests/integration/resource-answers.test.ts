import { type AppLoadContext, createRequestHandler } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { createLoadContext } from "~/load-context";
import { sandboxPlayer } from "./cashier-support";
import { siteInProcess, sourceBuild } from "./site";

/**
 * Issue 29.5: no route answers with something that is not a Response. Under single fetch Remix turns a resource
 * route's raw object (or a `data()`, which is no Response either) into JSON itself and prints a "REMIX FUTURE CHANGE"
 * warning on every such request, production logs included. Every resource route of the table (a module without a
 * page; derived from app/routes.ts, so a new one is asked without being listed), each path it has (`/ru` twins too),
 * is asked as a guest and as a signed-in player, as a browser and as a script asking for JSON, with GET and, when
 * it has an action, POST; none may print the warning. Each is asked twice: through the site (its HTTP server, the
 * fault answer around every route) and through Remix's own handler over the route modules alone, so a module that
 * leaves its answer to the fault wrapper's conversion is found too.
 */

const site = siteInProcess();

const FUTURE = "REMIX FUTURE CHANGE";

/** A value for each dynamic segment of a resource route's path. */
const samples: Record<string, string> = { lng: "ru", ns: "common" };

async function resourceRoutes() {
  const build = await sourceBuild();
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    return route.parentId && route.parentId !== "root" ? [fullPath(route.parentId), own].filter(Boolean).join("/") : own;
  };
  return Object.values(build.routes)
    .filter((route) => route.id !== "root" && !route.module.default && (route.module.loader || route.module.action))
    .map((route) => ({
      id: route.id,
      path: `/${fullPath(route.id).replace(/:(\w+)\??/g, (_, name: string) => samples[name] ?? "1").replace(/\*$/, "x")}`,
      loader: Boolean(route.module.loader),
      action: Boolean(route.module.action),
    }));
}

describe("resource routes answer with a Response (issue 29.5)", () => {
  it("no resource route prints Remix's REMIX FUTURE CHANGE warning, for a guest or a player, uz and ru, GET and POST", async () => {
    const routes = await resourceRoutes();
    // The route of the issue is among them, in both languages.
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(["/_resources/loyalty-notifications", "/ru/_resources/loyalty-notifications"]));
    const warn = vi.spyOn(console, "warn");
    // Remix's own handler logs the faults the fault wrapper would answer (a guest's Authorization): not this test's subject.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const player = sandboxPlayer();
    const bare = createRequestHandler(await sourceBuild(), "production");
    const ways = {
      site: (path: string, init: RequestInit) => fetch(`${site.url}${path}`, init),
      modules: (path: string, init: RequestInit) => bare(new Request(`${site.url}${path}`, init), createLoadContext("nonce") as unknown as AppLoadContext),
    };
    const warned: string[] = [];
    const answered: string[] = [];
    // The sign-out last: it ends the player's session.
    const ordered = [...routes].sort((a, b) => Number(a.id.endsWith("logout")) - Number(b.id.endsWith("logout")));
    for (const [who, cookie] of [["guest", ""], ["player", player.cookie]] as const) {
      for (const route of ordered) {
        const methods = [...(route.loader ? ["GET"] : []), ...(route.action ? ["POST"] : [])];
        for (const method of methods) {
          for (const [way, ask] of Object.entries(ways)) for (const accept of ["text/html", "application/json"]) {
            warn.mockClear();
            const response = await ask(route.path, {
              method,
              redirect: "manual",
              headers: {
                origin: site.url,
                referer: `${site.url}${route.path.startsWith("/ru/") ? "/ru" : ""}/gamehall`,
                accept,
                ...(cookie ? { cookie } : {}),
                ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
              },
              body: method === "POST" ? "" : undefined,
            });
            await response.arrayBuffer();
            answered.push(`${way} ${who} ${method} ${route.path} ${accept}: ${response.status}`);
            if (warn.mock.calls.some((call) => call.map(String).join(" ").includes(FUTURE))) warned.push(`${way}: ${who} ${method} ${route.path} (${accept})`);
          }
        }
      }
    }
    expect(warned).toEqual([]);
    // Every resource route was asked (and none failed with a crash of the site's own).
    expect(answered.length).toBeGreaterThanOrEqual(routes.length * 8);
    expect(answered.filter((line) => line.startsWith("site") && / 500$/.test(line))).toEqual([]);
  }, 120_000);
});

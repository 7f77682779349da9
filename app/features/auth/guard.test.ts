import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createLoadContext } from "~/load-context";
import { isGuardedPath, requireUser } from "./guard.server";

function contextWithAccount(uid: number): AppLoadContext {
  const context = createLoadContext("nonce") as AppLoadContext;
  context.memo.set("account.getInfo", Promise.resolve({ uid }));
  return context;
}

describe("guest guard", () => {
  it("guards bets, cashier, profile and responsible-game paths in both locales", () => {
    for (const path of ["/cashier/deposit", "/ru/profile/settings", "/bets/x", "/responsible-game", "/ru/profile"]) {
      expect(isGuardedPath(path), path).toBe(true);
    }
    for (const path of ["/", "/gamehall", "/ru/promotions", "/cashiers-guide"]) expect(isGuardedPath(path), path).toBe(false);
  });

  it("sends a guest home with the encoded full path as redirectUrl, in the page's locale", async () => {
    const request = new Request("http://site.test/ru/cashier/history?tab=withdrawal");
    const thrown = await requireUser(request, contextWithAccount(0)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/ru?redirectUrl=${encodeURIComponent("/ru/cashier/history?tab=withdrawal")}`);
  });

  it("lets a signed-in player through", async () => {
    const account = await requireUser(new Request("http://site.test/cashier/deposit"), contextWithAccount(42));
    expect(account.uid).toBe(42);
  });
});

import { expect } from "vitest";
import { platformApi } from "~/platform/api/index.server";
import { PlatformClient } from "~/platform/client.server";

/** A browser-like cookie jar: keeps what the platform sets, sends it back. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(setCookie: string) {
    const [pair = ""] = setCookie.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (/max-age=0/i.test(setCookie) || !value) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") || null;
  }
}

export function apiFor(baseUrl: string, jar: CookieJar, locale: "uz" | "ru" = "uz"): ReturnType<typeof platformApi> {
  const fresh = () => {
    const client = new PlatformClient({ baseUrl, locale, cookie: null, framed: false, timeoutMs: 5000, onSetCookie: (c) => jar.store(c) });
    // Each call reads the jar afresh, as each browser request would.
    Object.defineProperty(client.options, "cookie", { get: () => jar.header() });
    return platformApi(client);
  };
  // Each call gets a client of its own, as each browser request would: one request's read memo never answers the
  // next call (a balance read after a spin made on the game's page, say).
  return new Proxy({} as ReturnType<typeof platformApi>, { get: (_, name) => fresh()[name as keyof ReturnType<typeof platformApi>] });
}

/** Posts a plain HTML form like a browser without JavaScript; answers the redirect target. */
export async function submitForm(url: string, fields: Record<string, string>, cookie?: string | null) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(url).origin, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("location") ?? "";
}

/**
 * The journey of issue 3: register, deposit through the fake payment page, spin the demo slot, and see
 * balances that add up. `pagesBase` is where relative page URLs of the platform are opened.
 */
export async function playerJourney(platformUrl: string, pagesBase: string) {
  const jar = new CookieJar();
  const api = apiFor(platformUrl, jar, "ru");
  const login = `player${Date.now()}${Math.floor(Math.random() * 1000)}@omad.test`;

  expect((await api.account.getInfo()).uid).toBe(0);
  await api.auth.register({ login, password: "secret12", currency: "UZS", terms: 1 });
  const info = await api.account.getInfo();
  expect(info.uid).toBeGreaterThan(0);
  expect(info.login).toBe(login);
  expect(info.balance_main.amount).toBe(0);

  const order = await api.cashier.makeDeposit({ method: "uzcard", amount: 100_000, idempotencyKey: `k-${login}`, requisites: { card: "8600123412341234" } });
  expect(order.status).toBe("pending");
  const again = await api.cashier.makeDeposit({ method: "uzcard", amount: 100_000, idempotencyKey: `k-${login}`, requisites: { card: "8600123412341234" } });
  expect(again.id).toBe(order.id);
  const payUrl = new URL(order.redirect_url ?? "", pagesBase).href;
  expect((await fetch(payUrl)).status).toBe(200);
  const back = await submitForm(payUrl, { outcome: "success" });
  expect(back).toMatch(new RegExp(`/ru/cashier/paysuccess/${order.id}$`));
  expect((await api.cashier.getDepositInfo(order.id)).status).toBe("success");
  expect((await api.cashier.getHistory({ type: "deposit" })).total).toBe(1);

  const afterDeposit = await api.account.getInfo();
  expect(afterDeposit.balance_main.amount).toBe(100_000);

  const game = await api.games.getOne("sandbox-golden-samarkand");
  expect(game?.launch_url).toBeTruthy();
  const launch = new URL(game!.launch_url!, pagesBase);
  const token = launch.searchParams.get("token")!;
  const spinUrl = new URL(`${launch.pathname}/spin`, launch).href;
  // The new player's 10 free spins go first: no stake taken from the main balance.
  for (let i = 0; i < 10; i++) await submitForm(spinUrl, { token, stake: "5000" });
  const afterFree = await api.account.getInfo();
  expect(afterFree.balance_main.amount).toBe(100_000);
  expect((await api.freespins.get()).find((p) => p.game.sysname === "sandbox-golden-samarkand")?.remaining_count).toBe(0);

  const landed = await submitForm(spinUrl, { token, stake: "5000" });
  const result = new URL(landed, launch).searchParams;
  const win = Number((result.get("win") ?? "0").replace(/,/g, ""));
  const final = await api.account.getInfo();
  expect(final.balance_main.amount).toBe(100_000 - 5000 + win);
  const total = final.balance_main.amount + final.balance_bonus.amount + final.balance_betting_bonus.amount;
  return { uid: final.uid, total, info: final, api, jar };
}

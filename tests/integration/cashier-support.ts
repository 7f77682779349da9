import type { AppLoadContext } from "@remix-run/node";
import { createLoadContext } from "~/load-context";
import { createPlayer, createSession, credit, getDb, toMinor } from "../../mocks/db/store";
import { SESSION_COOKIE } from "../../mocks/handlers/context";

// The site talks to the in-process sandbox platform (MSW answers SANDBOX_PLATFORM_URL).
process.env.SANDBOX ??= "1";

/** A fresh sandbox player signed in: the cookie a browser would carry (plus optional extra cookies). */
export function sandboxPlayer(options: { confirmed?: boolean; balance?: number } = {}) {
  const db = getDb();
  const login = `cashier-${Date.now()}-${Math.floor(Math.random() * 1e6)}@omad.test`;
  const uid = createPlayer(db, { login, password: "demo1234" });
  if (options.confirmed !== false) db.prepare("UPDATE contacts SET is_confirmed = 1 WHERE uid = ?").run(uid);
  if (options.balance) credit(db, uid, "main", toMinor(options.balance), "qa", null);
  const session = createSession(db, uid);
  return { uid, login, cookie: `${SESSION_COOKIE}=${session}` };
}

/** Route module arguments the way Remix passes them: a real Request and a fresh load context. */
export function routeArgs(url: string, init?: RequestInit) {
  return {
    request: new Request(new URL(url, "http://localhost"), init),
    params: {},
    context: createLoadContext("test-nonce") as unknown as AppLoadContext,
  };
}

export function formPost(url: string, cookie: string, fields: Record<string, string>) {
  return routeArgs(url, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** What a loader or action answered or threw (Remix treats both as the response). */
export async function settle(run: () => unknown): Promise<{ status: number; location: string | null; body: unknown; headers: Headers }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), body: null, headers: result.headers };
  const single = result as { type?: string; init?: { status?: number; headers?: HeadersInit }; data?: unknown };
  if (single?.type === "DataWithResponseInit") {
    return { status: single.init?.status ?? 200, location: null, body: single.data, headers: new Headers(single.init?.headers) };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, body: result, headers: new Headers() };
}

/** The cookie pairs of Set-Cookie headers, to send back on the next request. */
export function cookiePairs(headers: Headers): string[] {
  return headers.getSetCookie().map((line) => line.split(";")[0] ?? "").filter((pair) => pair && !pair.endsWith("="));
}

/** A browser's cookie header after a response: its Set-Cookie pairs replace those of the same name. */
export function withCookies(cookie: string, headers: Headers): string {
  const jar = new Map(cookie.split(/;\s*/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const));
  for (const pair of cookiePairs(headers)) jar.set(pair.slice(0, pair.indexOf("=")), pair);
  return [...jar.values()].join("; ");
}

export function withdrawals(uid: number) {
  return getDb().prepare("SELECT * FROM transactions WHERE uid = ? AND type = 'withdrawal' ORDER BY id").all(uid) as Array<{ id: number; status: string; amount: number; idempotency_key: string | null }>;
}

export function mainBalance(uid: number): number {
  return (getDb().prepare("SELECT balance_main FROM players WHERE uid = ?").get(uid) as { balance_main: number }).balance_main;
}

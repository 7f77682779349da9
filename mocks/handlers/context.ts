import { type DB, type PlayerRow, sessionPlayer, toMajor } from "../db/store";

export const SESSION_COOKIE = "platform_session";

/** A platform error answer: `{ error: { type: "{type}Exception", message, ... } }` with an HTTP status. */
export class ApiFault extends Error {
  constructor(
    readonly type: string,
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface Ctx {
  db: DB;
  request: Request;
  method: string;
  /** Query and form fields together. */
  params: URLSearchParams;
  locale: "uz" | "ru";
  sessionId: string | null;
  player: PlayerRow | null;
  /** Where the fake third-party pages live, as the browser sees them ("" = the site's own origin). */
  pagesOrigin: string;
  /** The scenario asks list answers to be empty / the lobby to be huge. */
  empty: boolean;
  huge: boolean;
  /** The scenario asks for the games' pictures as a real platform sends them (two sizes, one broken). */
  photos: boolean;
  setCookies: string[];
  now: number;
}

export type MethodHandler = (ctx: Ctx) => unknown;
export type Namespace = Record<string, MethodHandler>;

export function cookieValue(request: Request, name: string): string | null {
  const match = (request.headers.get("cookie") ?? "").match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function loadPlayer(db: DB, request: Request) {
  const sessionId = cookieValue(request, SESSION_COOKIE);
  return { sessionId, player: sessionPlayer(db, sessionId) ?? null };
}

export function requirePlayer(ctx: Ctx): PlayerRow {
  if (!ctx.player) throw new ApiFault("Authorization", 401, "Authorization required");
  return ctx.player;
}

export function str(ctx: Ctx, name: string): string | null {
  const value = ctx.params.get(name);
  return value === null || value === "null" ? null : value;
}

export function num(ctx: Ctx, name: string, fallback: number): number {
  const value = Number(str(ctx, name) ?? NaN);
  return Number.isFinite(value) ? value : fallback;
}

export function listParam(ctx: Ctx, name: string): string[] {
  return (str(ctx, name) ?? "").split(",").map((item) => item.trim()).filter(Boolean);
}

export function required(ctx: Ctx, name: string): string {
  const value = str(ctx, name);
  if (value === null || value === "") throw new ApiFault("InvalidParameter", 400, `Parameter ${name} is required`, { errors: { [name]: ["REQUIRED"] } });
  return value;
}

export function money(minor: number, currency = "UZS") {
  return { amount: toMajor(minor), currency };
}

export function iso(ms: number | null | undefined) {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString();
}

export function paginate<T>(ctx: Ctx, items: T[], defaultCount = 15) {
  const offset = Math.max(0, num(ctx, "offset", 0));
  const count = Math.max(0, num(ctx, "count", defaultCount));
  return { items: items.slice(offset, offset + count), total: items.length };
}

export function sessionCookie(id: string, maxAge?: number) {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${maxAge === undefined ? "" : `; Max-Age=${maxAge}`}`;
}

/**
 * The seed's media paths (`/sandbox/media/…`) on the sandbox's own origin, as a platform's absolute picture URLs
 * are: the standalone sandbox serves them, the site does not (in process `pagesOrigin` is empty and nothing changes).
 */
export function withMediaOrigin<T>(ctx: Ctx, value: T): T {
  if (!ctx.pagesOrigin) return value;
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === "string" && item.startsWith("/sandbox/media/") ? `${ctx.pagesOrigin}${item}` : item,
  ) as T;
}

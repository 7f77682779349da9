import crypto from "node:crypto";
import { type DB, hashPassword, issueCode, takeCode, verifyPassword, sql } from "../db/store";

/**
 * The sandbox's content backend sign-in (docs/decisions/038), Strapi-like: users/me, auth/local,
 * auth/local/register, auth/forgot-password, auth/reset-password, auth/change-password,
 * auth/send-email-confirmation, auth/{provider}/callback. It honours exactly the decision's contract: JSON bodies
 * with exactly the named keys (anything else is a 400), a bearer jwt signed here (HS256) that a changed or reset
 * password ends, restore codes on /sandbox/codes.json (purpose `content-restore`).
 */

export interface ContentAuthAnswer {
  status: number;
  body: unknown;
}

interface UserRow {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  first_name: string | null;
  provider: string;
  confirmed: number;
  token_version: number;
}

/** Public on purpose, like the bot token: the sandbox's tokens prove nothing outside it. */
const JWT_SECRET = "omad-sandbox-content-backend-jwt-not-a-secret";
const JWT_TTL_S = 30 * 86_400;
const ACCESS_TOKEN_TTL_MS = 10 * 60_000;

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");
const sign = (data: string) => crypto.createHmac("sha256", JWT_SECRET).update(data).digest("base64url");

export function signJwt(user: Pick<UserRow, "id" | "token_version">, now = Date.now()): string {
  const head = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const iat = Math.floor(now / 1000);
  const body = b64(JSON.stringify({ id: user.id, v: user.token_version, iat, exp: iat + JWT_TTL_S }));
  return `${head}.${body}.${sign(`${head}.${body}`)}`;
}

/** The user a bearer jwt belongs to: the signature, the expiry and the token version must all hold. */
function userOfJwt(db: DB, jwt: string, now = Date.now()): UserRow | null {
  const [head, body, signature] = jwt.split(".");
  if (!head || !body || !signature) return null;
  const expected = Buffer.from(sign(`${head}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let claims: { id?: unknown; v?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as typeof claims;
  } catch {
    return null;
  }
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now) return null;
  const user = sql(db, "SELECT * FROM content_users WHERE id = ?").get(claims.id) as UserRow | undefined;
  return user && user.token_version === claims.v ? user : null;
}

function bearerUser(db: DB, request: Request): UserRow | null {
  const match = (request.headers.get("authorization") ?? "").match(/^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/);
  return match?.[1] ? userOfJwt(db, match[1]) : null;
}

/** users/me's shape (spec §3). */
export function meOf(user: UserRow) {
  return {
    uid: user.id,
    is_registration_completed: Boolean(user.email || user.phone),
    emailContact: user.email,
    mobileContact: user.phone,
    profile: { firstName: user.first_name },
  };
}

const fail = (status: number, name: string, message: string, fields: string[] = []): ContentAuthAnswer => ({
  status,
  body: { data: null, error: { status, name, message, details: fields.length ? { errors: fields.map((field) => ({ path: [field], message: `${field} is invalid`, name: "ValidationError" })) } : {} } },
});
const unauthorized = () => fail(401, "UnauthorizedError", "Missing or invalid credentials");
const session = (user: UserRow): ContentAuthAnswer => ({ status: 200, body: { jwt: signJwt(user), user: meOf(user) } });

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;
const PHONE = /^\d{9,15}$/;
const PASSWORD = /^[A-Za-z0-9!@#$%^&*()_+\-=[\]{};:'",.<>/?\\|`~]{6,20}$/;

/** The JSON body with exactly `required` (and at most `optional`) string keys, or the 400 naming what is wrong. */
async function readBody(request: Request, required: string[], optional: string[] = []): Promise<Record<string, string> | ContentAuthAnswer> {
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) return fail(400, "ValidationError", "The body must be JSON");
  const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || Array.isArray(body)) return fail(400, "ValidationError", "The body must be a JSON object");
  const wrong = [
    ...required.filter((key) => typeof body[key] !== "string" || !String(body[key]).trim()),
    ...Object.keys(body).filter((key) => (!required.includes(key) && !optional.includes(key)) || typeof body[key] !== "string"),
  ];
  if (wrong.length) return fail(400, "ValidationError", `Invalid parameters: ${[...new Set(wrong)].join(", ")}`, [...new Set(wrong)]);
  return body as Record<string, string>;
}
const isAnswer = (value: unknown): value is ContentAuthAnswer => typeof value === "object" && value !== null && "status" in value && "body" in value;

const normal = (identifier: string) => identifier.trim().replace(/^\+/, "").toLowerCase();

function findUser(db: DB, identifier: string): UserRow | undefined {
  const id = normal(identifier);
  return sql(db, "SELECT * FROM content_users WHERE username = ? OR email = ? OR phone = ? LIMIT 1").get(id, id, id) as UserRow | undefined;
}

export function createContentUser(db: DB, input: { username: string; password: string; email?: string | null; phone?: string | null; firstName?: string | null; provider?: string; locale?: string }): UserRow {
  const result = sql(db, "INSERT INTO content_users (username, email, phone, password_hash, first_name, provider, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .run(normal(input.username), input.email ? normal(input.email) : null, input.phone ? normal(input.phone) : null, hashPassword(input.password), input.firstName ?? null, input.provider ?? "local", input.locale ?? "uz", Date.now());
  return sql(db, "SELECT * FROM content_users WHERE id = ?").get(result.lastInsertRowid) as UserRow;
}

function bumpVersion(db: DB, user: UserRow, password?: string): UserRow {
  if (password) sql(db, "UPDATE content_users SET password_hash = ?, token_version = token_version + 1 WHERE id = ?").run(hashPassword(password), user.id);
  return sql(db, "SELECT * FROM content_users WHERE id = ?").get(user.id) as UserRow;
}

/** One-time access token of the sandbox's provider page (connect/{provider}), exchanged at auth/{provider}/callback. */
export function issueAccessToken(db: DB, provider: string, userId: number): string {
  const token = crypto.randomBytes(24).toString("base64url");
  sql(db, "INSERT INTO content_access_tokens (token, provider, user_id, created_at) VALUES (?, ?, ?, ?)").run(token, provider, userId, Date.now());
  return token;
}

/** The sandbox provider's identity: a returning one per provider, or a new one each time. */
export function socialContentUser(db: DB, provider: string, identity: "new" | "returning"): UserRow {
  const email = identity === "returning" ? `${provider}.content@social.omad.test` : `${provider}-${crypto.randomBytes(5).toString("hex")}@social.omad.test`;
  return findUser(db, email) ?? createContentUser(db, { username: email, email, password: crypto.randomBytes(12).toString("base64url"), firstName: `${provider[0]!.toUpperCase()}${provider.slice(1)} ${identity === "returning" ? "Qaytgan" : "Yangi"}`, provider });
}

/** Answers `{method} /api/{path}` of the content backend's auth, or null when the path is none of them. */
export async function contentAuth(db: DB, request: Request, path: string): Promise<ContentAuthAnswer | null> {
  const method = request.method.toUpperCase();
  if (path === "users/me" && method === "GET") {
    const user = bearerUser(db, request);
    return user ? { status: 200, body: meOf(user) } : unauthorized();
  }
  if (path === "auth/local" && method === "POST") {
    const body = await readBody(request, ["identifier", "password"]);
    if (isAnswer(body)) return body;
    const user = findUser(db, body.identifier!);
    if (!user || !verifyPassword(body.password!, user.password_hash)) return fail(400, "ValidationError", "Invalid identifier or password");
    return session(user);
  }
  if (path === "auth/local/register" && method === "POST") {
    const body = await readBody(request, ["username", "password", "locale"], ["email", "phone"]);
    if (isAnswer(body)) return body;
    const username = normal(body.username!);
    const wrong: string[] = [];
    if (body.email !== undefined && (normal(body.email) !== username || !EMAIL.test(username))) wrong.push("email");
    if (body.phone !== undefined && (normal(body.phone) !== username || !PHONE.test(username))) wrong.push("phone");
    if ((body.email === undefined) === (body.phone === undefined)) wrong.push("username");
    if (!PASSWORD.test(body.password!)) wrong.push("password");
    if (body.locale !== "uz" && body.locale !== "ru") wrong.push("locale");
    if (wrong.length) return fail(400, "ValidationError", `Invalid parameters: ${wrong.join(", ")}`, wrong);
    if (findUser(db, username)) return fail(400, "ApplicationError", "Email or Username are already taken");
    return session(createContentUser(db, { username, password: body.password!, email: body.email, phone: body.phone, locale: body.locale }));
  }
  if (path === "auth/forgot-password" && method === "POST") {
    const body = await readBody(request, ["identifier"]);
    if (isAnswer(body)) return body;
    // The same answer for an unknown identifier: the form cannot probe for accounts.
    const user = findUser(db, body.identifier!);
    if (user) issueCode(db, user.id, "content-restore", normal(body.identifier!));
    return { status: 200, body: { ok: true } };
  }
  if (path === "auth/reset-password" && method === "POST") {
    const body = await readBody(request, ["identifier", "code", "password", "passwordConfirmation"]);
    if (isAnswer(body)) return body;
    if (!PASSWORD.test(body.password!)) return fail(400, "ValidationError", "The password is not valid", ["password"]);
    if (body.password !== body.passwordConfirmation) return fail(400, "ValidationError", "Passwords do not match", ["passwordConfirmation"]);
    const user = findUser(db, body.identifier!);
    const taken = user ? takeCode(db, "content-restore", normal(body.identifier!), body.code!) : "invalid";
    if (!user || taken !== "ok") return fail(400, "ValidationError", "Incorrect code provided", ["code"]);
    return session(bumpVersion(db, user, body.password));
  }
  if (path === "auth/change-password" && method === "POST") {
    const user = bearerUser(db, request);
    if (!user) return unauthorized();
    const body = await readBody(request, ["currentPassword", "password", "passwordConfirmation"]);
    if (isAnswer(body)) return body;
    if (!verifyPassword(body.currentPassword!, user.password_hash)) return fail(400, "ValidationError", "The provided current password is invalid", ["currentPassword"]);
    if (!PASSWORD.test(body.password!)) return fail(400, "ValidationError", "The password is not valid", ["password"]);
    if (body.password !== body.passwordConfirmation) return fail(400, "ValidationError", "Passwords do not match", ["passwordConfirmation"]);
    if (body.password === body.currentPassword) return fail(400, "ValidationError", "Your new password must be different than your current password", ["password"]);
    return session(bumpVersion(db, user, body.password));
  }
  if (path === "auth/send-email-confirmation" && method === "POST") {
    const body = await readBody(request, ["email"]);
    if (isAnswer(body)) return body;
    const user = findUser(db, body.email!);
    if (user?.confirmed) return fail(400, "ApplicationError", "Already confirmed");
    if (user?.email) issueCode(db, user.id, "content-email", user.email);
    return { status: 200, body: { ok: true } };
  }
  const callback = path.match(/^auth\/([a-z0-9_-]{2,32})\/callback$/);
  if (callback && method === "GET") {
    const url = new URL(request.url);
    const token = url.searchParams.get("access_token") ?? "";
    if ([...url.searchParams.keys()].some((key) => key !== "access_token")) return fail(400, "ValidationError", "Only access_token is accepted", ["access_token"]);
    const row = sql(db, "SELECT * FROM content_access_tokens WHERE token = ?").get(token) as { provider: string; user_id: number; created_at: number; used: number } | undefined;
    if (!row || row.used || row.provider !== callback[1] || Date.now() - row.created_at > ACCESS_TOKEN_TTL_MS) return fail(400, "ValidationError", "Invalid access_token", ["access_token"]);
    sql(db, "UPDATE content_access_tokens SET used = 1 WHERE token = ?").run(token);
    const user = sql(db, "SELECT * FROM content_users WHERE id = ?").get(row.user_id) as UserRow;
    return session(user);
  }
  return null;
}

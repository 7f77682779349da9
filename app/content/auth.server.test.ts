import { describe, expect, it, vi } from "vitest";
import { ContentError } from "./content.server";
import { CONTENT_TOKEN_COOKIE, clearContentTokenCookie, contentAuthApi, contentRefusal, contentTokenCookie, contentTokenOf } from "./auth.server";
import { refusalStatus, signInErrorKey, signUpErrors } from "~/features/auth/content-auth.server";

process.env.SANDBOX ??= "1";

const JWT = "aaa.bbb.ccc";

/** A fetch that answers once with `status` and `body` (text), recording what it was asked. */
function fetchAnswering(status: number, body: string) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body || null, { status, headers: body ? { "content-type": "application/json" } : {} }));
}

async function caught(run: () => Promise<unknown>): Promise<ContentError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("content-backend auth client: spec §8's error rule", () => {
  it("rethrows the backend's error body as-is, with its status", async () => {
    const body = { data: null, error: { status: 400, name: "ValidationError", message: "Invalid identifier or password", details: {} } };
    const fetch = fetchAnswering(400, JSON.stringify(body));
    const error = await caught(() => contentAuthApi(null, fetch).signIn({ identifier: "a@b.uz", password: "x" }));
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(contentRefusal(error)).toEqual({ status: 400, name: "ValidationError", message: "Invalid identifier or password", fields: [] });
  });

  it("without a body: the default UnknownError with status 500 and the error message", async () => {
    const error = await caught(() => contentAuthApi(JWT, fetchAnswering(502, "")).me());
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ error: { name: "UnknownError", status: 500, message: "content users/me answered 502" } });
  });

  it("no answer at all (the network, the timeout) is the same default UnknownError with the failure's message", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const error = await caught(() => contentAuthApi(null, fetch).forgotPassword("a@b.uz"));
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ error: { name: "UnknownError", status: 500, message: "fetch failed" } });
  });

  it("reads the fields a refusal names (details.errors[].path)", async () => {
    const body = { error: { status: 400, name: "ValidationError", message: "bad", details: { errors: [{ path: ["password"] }, { path: ["email"] }] } } };
    const error = await caught(() => contentAuthApi(null, fetchAnswering(400, JSON.stringify(body))).register({ username: "a@b.uz", email: "a@b.uz", password: "x", locale: "uz" }));
    expect(contentRefusal(error)?.fields).toEqual(["password", "email"]);
    expect(contentRefusal(new Error("ours"))).toBeNull();
  });
});

describe("content-backend auth client: the token", () => {
  it("sends the bearer header only when there is a token", async () => {
    const me = { uid: 7, is_registration_completed: true, emailContact: "a@b.uz", mobileContact: null, profile: { firstName: "Aziz" } };
    const withToken = fetchAnswering(200, JSON.stringify(me));
    expect(await contentAuthApi(JWT, withToken).me()).toMatchObject({ uid: 7, emailContact: "a@b.uz" });
    const [url, init] = withToken.mock.calls[0]!;
    expect(String(url)).toMatch(/\/content\/api\/users\/me$/);
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${JWT}`);

    const anonymous = fetchAnswering(200, JSON.stringify({ jwt: JWT, user: me }));
    await contentAuthApi(null, anonymous).signIn({ identifier: "a@b.uz", password: "secret1" });
    const [signInUrl, signInInit] = anonymous.mock.calls[0]!;
    expect(String(signInUrl)).toMatch(/\/content\/api\/auth\/local$/);
    expect(new Headers(signInInit?.headers).has("authorization")).toBe(false);
    expect(JSON.parse(String(signInInit?.body))).toEqual({ identifier: "a@b.uz", password: "secret1" });
  });

  it("refuses a success without a jwt (a wrong-shaped answer is no session)", async () => {
    await expect(contentAuthApi(null, fetchAnswering(200, JSON.stringify({ user: {} }))).signIn({ identifier: "a@b.uz", password: "x" })).rejects.toThrow();
  });

  it("keeps the jwt in an HttpOnly, same-site, whole-site cookie and reads only a jwt back", () => {
    expect(contentTokenCookie(JWT)).toBe(`${CONTENT_TOKEN_COOKIE}=${JWT}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    expect(clearContentTokenCookie()).toBe(`${CONTENT_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    const read = (cookie: string) => contentTokenOf(new Request("http://localhost/", { headers: { cookie } }));
    expect(read(`a=1; ${CONTENT_TOKEN_COOKIE}=${JWT}; b=2`)).toBe(JWT);
    expect(read(`${CONTENT_TOKEN_COOKIE}=not-a-jwt`)).toBeNull();
    expect(read(`${CONTENT_TOKEN_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(read("other=1")).toBeNull();
  });

  it("asks the provider callback with access_token only, and refuses a provider name that is not one", async () => {
    const fetch = fetchAnswering(200, JSON.stringify({ jwt: JWT }));
    await contentAuthApi(null, fetch).providerCallback("google", "tok en");
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/content\/api\/auth\/google\/callback\?access_token=tok\+en$/);
    await expect(contentAuthApi(null, fetch).providerCallback("../users", "x")).rejects.toBeInstanceOf(ContentError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("content-backend refusals as form messages", () => {
  const refusal = (status: number, message: string, fields: string[] = []) => ({ status, name: "ValidationError", message, fields });
  it("sign-in", () => {
    expect(signInErrorKey(refusal(400, "Invalid identifier or password"))).toBe("auth.errors.wrongCredentials");
    expect(signInErrorKey(refusal(400, "Your account has been blocked by an administrator"))).toBe("auth.errors.accessDenied");
    expect(signInErrorKey(refusal(429, "Too many requests"))).toBe("auth.errors.tooManyRequests");
    expect(signInErrorKey(refusal(500, "x"))).toBe("auth.errors.unknown");
    expect(signInErrorKey(null)).toBe("auth.errors.unknown");
  });
  it("sign-up", () => {
    expect(signUpErrors(refusal(400, "Email or Username are already taken"))).toEqual({ formErrors: [], fieldErrors: { login: ["auth.errors.exists"] } });
    expect(signUpErrors(refusal(400, "Invalid parameters", ["email", "password"]))).toEqual({ formErrors: [], fieldErrors: { login: ["auth.errors.invalid"], password: ["auth.errors.invalid"] } });
    expect(signUpErrors(refusal(400, "Invalid parameters", ["locale"]))).toEqual({ formErrors: ["validation.wrongRegServerError"], fieldErrors: {} });
    expect(signUpErrors(null)).toEqual({ formErrors: ["validation.wrongRegServerError"], fieldErrors: {} });
  });
  it("statuses: 4xx → 400, 429 kept, a failed or silent backend → 503, never 500", () => {
    expect(refusalStatus(refusal(401, "x"))).toBe(400);
    expect(refusalStatus(refusal(429, "x"))).toBe(429);
    expect(refusalStatus(refusal(500, "x"))).toBe(503);
    expect(refusalStatus(null)).toBe(503);
  });
});

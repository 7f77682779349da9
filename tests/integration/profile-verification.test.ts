import { HttpResponse, type JsonBodyType, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { action as verificationAction, loader as verificationLoader } from "~/routes/profile.verification";
import { type PlayerRow, getDb } from "../../mocks/db/store";
import { accountInfo } from "../../mocks/handlers/account";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform, sandboxSite } from "./harness";

const site = sandboxSite();
const { platform, received } = recordingPlatform({ site });
const bodies: Array<{ method: string; fields: Record<string, string> }> = [];
platform.events.on("request:start", ({ request }) => {
  const method = /\/api\/(.+)$/.exec(new URL(request.url).pathname)?.[1];
  if (!method || request.method !== "POST") return;
  void request.clone().text().then((body) => bodies.push({ method, fields: Object.fromEntries(new URLSearchParams(body)) }));
});

type Page = { state: string; kycBlock: boolean; provider: string | null; externalActionId: string | null };
type Result = { result: { error?: Record<string, string[] | null> } };

const playerRow = (uid: number) => getDb().prepare("SELECT * FROM players WHERE uid = ?").get(uid) as PlayerRow;
const view = (cookie: string, path = "/profile/verification") => settle(() => verificationLoader(routeArgs(path, { headers: { cookie } })));
const post = (cookie: string, fields: Record<string, string>, prefix = "") => settle(() => verificationAction(formPost(`${prefix}/profile/verification`, cookie, fields)));
const answers = (method: string, body: JsonBodyType, status = 200) =>
  platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/${method}`, () => HttpResponse.json(body, { status }), { once: true }));
const methods = () => received.map((call) => call.method);

describe("/profile/verification: status, start, the provider's page", () => {
  it("is not found when functionalSettings.identityVerification is off", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { twoFactorAuth: true, identityVerification: false } })));
    const { cookie } = sandboxPlayer();
    const page = await view(cookie);
    expect(page.status).toBe(404);
    expect((await post(cookie, { intent: "start" })).status).toBe(404);
    expect(methods()).not.toContain("account.setUserOnVerification");
  });

  it("a new player: not verified, no provider step yet (no applicant is created)", async () => {
    const { cookie } = sandboxPlayer();
    const page = await view(cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: "verification", title: "Shaxsni tasdiqlash", state: "none", kycBlock: false, provider: null });
    expect(methods()).not.toContain("verification.createApplicant");
  });

  it("start → pending; the page then links to the provider's page, whose approval makes the player verified", async () => {
    const { uid, cookie } = sandboxPlayer();
    const started = await post(cookie, { intent: "start" }, "/ru");
    expect(started.status).toBe(302);
    expect(started.location).toBe("/ru/profile/verification");
    const flash = await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", started.headers) } }));
    expect(flash.toast).toEqual({ type: "success", key: "profile.verification.toasts.started" });
    expect(methods()).toContain("account.setUserOnVerification");
    expect(playerRow(uid).is_on_verification).toBe(1);

    received.length = 0;
    const page = await view(cookie, "/ru/profile/verification");
    const pending = page.body as Page;
    expect(pending.state).toBe("pending");
    expect(methods()).toEqual(expect.arrayContaining(["verification.createApplicant", "verification.getAccessToken"]));
    expect(pending.provider).toMatch(/^\/sandbox\/verify\?token=[\w-]+&locale=ru$/);

    // The provider's page (the sandbox's fake one) approves the documents.
    const token = new URL(pending.provider!, site.url).searchParams.get("token")!;
    const approved = await fetch(`${site.url}/sandbox/verify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, verdict: "approved", locale: "ru" }),
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`/sandbox/verify?token=${token}&locale=ru&done=approved`);
    const shown = await (await fetch(`${site.url}${approved.headers.get("location")}`)).text();
    expect(shown).toContain('<p class="result" role="status">Документы одобрены.</p>');
    expect(shown).toContain('<a href="/ru/profile/verification">Вернуться на сайт</a>');

    received.length = 0;
    expect((await view(cookie)).body).toMatchObject({ state: "verified", provider: null });
    expect(methods()).not.toContain("verification.getAccessToken");
  });

  it("externalActionId from the address reaches getAccessToken, through the start form too; a malformed one is dropped", async () => {
    const { cookie } = sandboxPlayer();
    expect((await view(cookie, "/profile/verification?externalActionId=withdraw-42")).body).toMatchObject({ state: "none", externalActionId: "withdraw-42" });
    const started = await post(cookie, { intent: "start", externalActionId: "withdraw-42" });
    expect(started.location).toBe("/profile/verification?externalActionId=withdraw-42");
    bodies.length = 0;
    await view(cookie, started.location!);
    await vi.waitFor(() => expect(bodies.find((call) => call.method === "verification.getAccessToken")?.fields).toEqual({ external_action_id: "withdraw-42" }));
    bodies.length = 0;
    expect((await view(cookie, "/profile/verification?externalActionId=%3Cscript%3E")).body).toMatchObject({ externalActionId: null });
    await vi.waitFor(() => expect(bodies.find((call) => call.method === "verification.getAccessToken")?.fields).toEqual({}));
  });

  it("a provider that fails or hands out a javascript: address leaves the page up without the link", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { uid, cookie } = sandboxPlayer();
    getDb().prepare("UPDATE players SET is_on_verification = 1 WHERE uid = ?").run(uid);
    answers("verification.getAccessToken", { error: { type: "InternalServerErrorException", message: "provider down" } }, 500);
    const down = await view(cookie);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ state: "pending", provider: null });
    expect(warn).toHaveBeenCalled();
    answers("verification.getAccessToken", { data: { token: "t", url: "javascript:alert(1)" } });
    expect((await view(cookie)).body).toMatchObject({ state: "pending", provider: null });
    answers("verification.getAccessToken", { data: { token: "t", url: "https://id.example/sdk?token=t" } });
    expect((await view(cookie)).body).toMatchObject({ provider: "https://id.example/sdk?token=t" });
    warn.mockRestore();
  });

  it("is_kyc_block_enabled says withdrawals are blocked until the player is verified", async () => {
    const { uid, cookie } = sandboxPlayer();
    const info = (verified: number) => HttpResponse.json({ data: { ...accountInfo(playerRow(uid)), is_kyc_block_enabled: 1, is_verified: verified } });
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, () => info(0), { once: true }));
    expect((await view(cookie)).body).toMatchObject({ state: "none", kycBlock: true });
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/account.getInfo`, () => info(1), { once: true }));
    expect((await view(cookie)).body).toMatchObject({ state: "verified", kycBlock: false });
  });

  it("the sandbox's own KYC hold reaches the page: blocked until verified, then not", async () => {
    const { uid, cookie } = sandboxPlayer();
    getDb().prepare("UPDATE players SET kyc_block = 1 WHERE uid = ?").run(uid);
    expect((await view(cookie)).body).toMatchObject({ state: "none", kycBlock: true });
    getDb().prepare("UPDATE players SET is_verified = 1 WHERE uid = ?").run(uid);
    expect((await view(cookie)).body).toMatchObject({ state: "verified", kycBlock: false });
  });

  it("start: an answer other than 1 is a refusal (400), a busy platform a 429; an already started one just shows the page", async () => {
    const { uid, cookie } = sandboxPlayer();
    for (const refusal of [0, "0", { ok: true }]) {
      answers("account.setUserOnVerification", { data: refusal });
      const answer = await post(cookie, { intent: "start" });
      expect(answer.status, JSON.stringify(refusal)).toBe(400);
      expect((answer.body as Result).result.error).toEqual({ "": ["profile.verification.errors.refused"] });
    }
    answers("account.setUserOnVerification", { error: { type: "TooManyRequestsException", message: "Slow down" } }, 429);
    const busy = await post(cookie, { intent: "start" });
    expect(busy.status).toBe(429);
    expect((busy.body as Result).result.error).toEqual({ "": ["auth.errors.tooManyRequests"] });
    expect(playerRow(uid).is_on_verification).toBe(0);

    getDb().prepare("UPDATE players SET is_on_verification = 1 WHERE uid = ?").run(uid);
    received.length = 0;
    expect((await post(cookie, { intent: "start" })).location).toBe("/profile/verification");
    expect(methods()).not.toContain("account.setUserOnVerification");
  });
});

describe("the sandbox's two-factor confirmation", () => {
  it("refuses a confirmation while two-factor is already on ('already enabled')", async () => {
    const { uid, cookie } = sandboxPlayer();
    getDb().prepare("UPDATE players SET two_factor_auth = 1 WHERE uid = ?").run(uid);
    const answer = await fetch(`${SANDBOX_PLATFORM_URL}/api/account.confirmTwoFactorAuth`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code: "123456" }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { type: "AuthorizationException", message: "Two factor auth is already enabled" } });
  });
});

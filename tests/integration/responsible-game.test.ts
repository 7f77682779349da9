import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { readFlashToast } from "~/features/toasts/flash.server";
import { formatDateTime } from "~/lib/format";
import { action as profileAction, loader as profileLoader } from "~/routes/profile.responsible-game";
import { action as standAloneAction, loader as standAloneLoader } from "~/routes/responsible-game";
import { action as signInAction } from "~/routes/forms.sign_in";
import { action as depositIndexAction, loader as depositIndexLoader } from "~/routes/cashier.deposit._index";
import { advancePlayerClock, getDb, getPlayer } from "../../mocks/db/store";
import { periodWindow } from "../../mocks/handlers/limit-rules";
import { formPost, routeArgs, sandboxPlayer, settle, withCookies } from "./cashier-support";
import { recordingPlatform } from "./harness";

const { platform, received } = recordingPlatform();

type Page = { limits: { active: Record<string, unknown> | null; pending: Record<string, unknown> | null } | null; confirm: string | null };
type Failure = { intent: string; errors: Record<string, string>; values?: Record<string, string> };

const view = async (cookie: string, path = "/profile/responsible-game") =>
  settle(() => (path.includes("profile") ? profileLoader : standAloneLoader)(routeArgs(path, { headers: { cookie } })));
const post = (cookie: string, fields: Record<string, string>, path = "/profile/responsible-game") =>
  settle(() => (path.includes("profile") ? profileAction : standAloneAction)(formPost(path, cookie, fields)));
const flashOf = async (headers: Headers) => (await readFlashToast(new Request("http://localhost/", { headers: { cookie: withCookies("", headers) } }))).toast;
const row = (uid: number) => getPlayer(getDb(), uid)!;
/** The player's time on the sandbox's clock. */
const nowOf = (uid: number) => Date.now() + row(uid).clock_offset_ms;
const setLimit = (cookie: string, period: string, amount: string, path?: string) => post(cookie, { intent: "limit", period, amount }, path);

describe("the responsible-gaming page (issue 19, decision 026)", () => {
  it("is the player's own: a guest is sent home with redirectUrl; both addresses answer the same page", async () => {
    expect((await view("", "/ru/responsible-game")).location).toBe("/ru?redirectUrl=%2Fru%2Fresponsible-game");
    const { cookie } = sandboxPlayer();
    const page = await view(cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.body).toMatchObject({ page: "responsibleGame", title: "Mas’uliyatli o‘yin", limits: { active: null, pending: null }, confirm: null });
    expect((await view(cookie, "/ru/responsible-game?confirm=7d")).body).toMatchObject({ title: "Ответственная игра", confirm: "7d" });
    expect(((await view(cookie, "/responsible-game?confirm=2h")).body as Page).confirm).toBeNull();
  });

  it("is not found when functionalSettings turn responsible gaming off (decision 012)", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { responsibleGaming: false } })));
    const { cookie } = sandboxPlayer();
    expect((await view(cookie)).status).toBe(404);
    expect((await setLimit(cookie, "day", "1000")).status).toBe(404);
    expect(received.map((call) => call.method)).not.toContain("account.setDepositLimit");
  });

  it("a degraded read: the limit section says it is unavailable, the page still answers 200", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/account.getDepositLimit`, () => HttpResponse.json({ error: { type: "InternalServerErrorException", message: "x" } }, { status: 500 })));
    const { cookie } = sandboxPlayer();
    const page = await view(cookie);
    expect(page.status).toBe(200);
    expect((page.body as Page).limits).toBeNull();
  });

  it("a daily limit applies at once with what is left and when it renews; the same post again makes no second change", async () => {
    const { uid, cookie } = sandboxPlayer();
    const saved = await setLimit(cookie, "day", "100 000");
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/profile/responsible-game");
    expect(await flashOf(saved.headers)).toEqual({ type: "success", key: "responsibleGame.toasts.saved" });
    const setAt = row(uid).deposit_limit_set_at;
    const renews = formatDateTime(periodWindow("day", nowOf(uid)).end, "uz");
    expect(((await view(cookie)).body as Page).limits).toEqual({
      active: { period: "day", amount: "100,000 so‘m", available: "100,000 so‘m", renewsAt: renews },
      pending: null,
    });
    const again = await setLimit(cookie, "day", "100000");
    expect(again.status).toBe(302);
    expect(row(uid)).toMatchObject({ deposit_limit_amount: 10_000_000, deposit_limit_set_at: setAt, deposit_limit_pending_at: null });
  });

  it("an increase waits 24 hours (pending, cancellable); a repeat keeps its time; a decrease applies at once and drops it", async () => {
    const { uid, cookie } = sandboxPlayer();
    await setLimit(cookie, "week", "100000");
    const raised = await setLimit(cookie, "week", "300000", "/ru/responsible-game");
    expect(raised.location).toBe("/ru/responsible-game");
    const effectiveAt = row(uid).deposit_limit_pending_at!;
    expect(effectiveAt - nowOf(uid)).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(await flashOf(raised.headers)).toEqual({ type: "info", key: "responsibleGame.toasts.pending", values: { date: formatDateTime(effectiveAt, "ru") } });
    expect(((await view(cookie, "/ru/profile/responsible-game")).body as Page).limits).toMatchObject({
      active: { period: "week", amount: "100,000 сум" },
      pending: { period: "week", amount: "300,000 сум", effectiveAt: formatDateTime(effectiveAt, "ru") },
    });

    advancePlayerClock(getDb(), uid, 3600);
    await setLimit(cookie, "week", "300000");
    expect(row(uid).deposit_limit_pending_at).toBe(effectiveAt);

    const cancelled = await post(cookie, { intent: "cancel" });
    expect(await flashOf(cancelled.headers)).toEqual({ type: "success", key: "responsibleGame.toasts.cancelled" });
    expect(((await view(cookie)).body as Page).limits).toMatchObject({ active: { amount: "100,000 so‘m" }, pending: null });

    await setLimit(cookie, "week", "300000");
    const lowered = await setLimit(cookie, "week", "50000");
    expect(await flashOf(lowered.headers)).toEqual({ type: "success", key: "responsibleGame.toasts.saved" });
    expect(((await view(cookie)).body as Page).limits).toMatchObject({ active: { period: "week", amount: "50,000 so‘m" }, pending: null });
  });

  it("an increase and a removal take effect once the sandbox clock passes their 24 hours", async () => {
    const { uid, cookie } = sandboxPlayer();
    await setLimit(cookie, "day", "100000");
    await setLimit(cookie, "day", "250000");
    advancePlayerClock(getDb(), uid, 24 * 3600 - 60);
    expect(((await view(cookie)).body as Page).limits).toMatchObject({ active: { amount: "100,000 so‘m" }, pending: { amount: "250,000 so‘m" } });
    advancePlayerClock(getDb(), uid, 120);
    expect(((await view(cookie)).body as Page).limits).toMatchObject({ active: { amount: "250,000 so‘m", available: "250,000 so‘m" }, pending: null });

    const removed = await post(cookie, { intent: "remove" });
    expect((await flashOf(removed.headers))?.key).toBe("responsibleGame.toasts.pending");
    expect(((await view(cookie)).body as Page).limits).toMatchObject({ active: { amount: "250,000 so‘m" }, pending: { period: null, amount: null } });
    advancePlayerClock(getDb(), uid, 24 * 3600 + 1);
    expect(((await view(cookie)).body as Page).limits).toEqual({ active: null, pending: null });
  });

  it("bad input is a translated 400 beside the form with what was typed; the platform is not asked", async () => {
    const { cookie } = sandboxPlayer();
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ period: "day", amount: "" }, { amount: "responsibleGame.errors.amountRequired" }],
      [{ period: "day", amount: "12.5" }, { amount: "responsibleGame.errors.amount" }],
      [{ period: "day", amount: "0" }, { amount: "responsibleGame.errors.amount" }],
      [{ period: "day", amount: "5000000000" }, { amount: "responsibleGame.errors.amountMax" }],
      [{ period: "year", amount: "1000" }, { period: "responsibleGame.errors.period" }],
    ];
    for (const [fields, errors] of cases) {
      const sent = await post(cookie, { intent: "limit", ...fields });
      expect(sent.status).toBe(400);
      expect(sent.body as Failure).toEqual({ intent: "limit", errors, values: fields });
    }
    expect((await post(cookie, { intent: "break", period: "2h" })).status).toBe(400);
    expect(received.map((call) => call.method)).not.toContain("account.setDepositLimit");
    expect(received.map((call) => call.method)).not.toContain("account.selfExclude");
  });

  it("a platform refusal is a translated 400, never a 500", async () => {
    platform.use(http.post(`${SANDBOX_PLATFORM_URL}/api/account.setDepositLimit`, () => HttpResponse.json({ error: { type: "InvalidParameterException", message: "no" } }, { status: 400 })));
    const { cookie } = sandboxPlayer();
    const sent = await setLimit(cookie, "day", "1000");
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ intent: "limit", errors: { form: "responsibleGame.errors.refused" }, values: { period: "day", amount: "1000" } });
  });
});

describe("a time-out signs the player out and refuses sign-in until it ends (decision 026)", () => {
  it("asks first (the confirm step), then signs out; sign-in is refused with the end time, and allowed after the clock passes it", async () => {
    const { uid, login, cookie } = sandboxPlayer();
    const asked = await post(cookie, { intent: "break", period: "24h" });
    expect(asked.status).toBe(302);
    expect(asked.location).toBe("/profile/responsible-game?confirm=24h");
    expect(row(uid).excluded_until).toBeNull();

    const taken = await post(cookie, { intent: "break", period: "24h", confirmed: "1" });
    expect(taken.status).toBe(302);
    expect(taken.location).toBe("/");
    const until = row(uid).excluded_until!;
    expect(until - nowOf(uid)).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(await flashOf(taken.headers)).toEqual({ type: "info", key: "responsibleGame.toasts.timeout", values: { date: formatDateTime(until, "uz") } });
    // The platform ended the session: the old cookie is a guest's.
    expect((await view(cookie)).location).toBe("/?redirectUrl=%2Fprofile%2Fresponsible-game");

    const refused = await settle(() => signInAction(formPost("/ru/forms/sign_in", "", { login, password: "demo1234" })));
    expect(refused.status).toBe(400);
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      `auth.errors.selfExcluded.timeout|${JSON.stringify({ date: formatDateTime(until, "ru") })}`,
    ]);

    advancePlayerClock(getDb(), uid, 23 * 3600);
    expect((await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "demo1234" })))).status).toBe(400);
    advancePlayerClock(getDb(), uid, 3600 + 60);
    const allowed = await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "demo1234" })));
    expect(allowed.status).toBe(302);
    expect(getDb().prepare("SELECT COUNT(*) AS n FROM sessions WHERE uid = ?").get(uid)).toEqual({ n: 1 });
  });

  it("a self-exclusion names itself at sign-in; a second, shorter break never shortens it", async () => {
    const { uid, login, cookie } = sandboxPlayer();
    await post(cookie, { intent: "break", period: "6m", confirmed: "1" }, "/ru/responsible-game");
    const until = row(uid).excluded_until!;
    expect(row(uid).excluded_kind).toBe("exclusion");
    const refused = await settle(() => signInAction(formPost("/forms/sign_in", "", { login, password: "demo1234" })));
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      `auth.errors.selfExcluded.exclusion|${JSON.stringify({ date: formatDateTime(until, "uz") })}`,
    ]);
    // Even a session the platform still held would not shorten it: the sandbox keeps the later end.
    const { cookie: second } = sandboxPlayer();
    getDb().prepare("UPDATE sessions SET uid = ? WHERE id = ?").run(uid, second.split("=")[1]);
    await post(second, { intent: "break", period: "24h", confirmed: "1" });
    expect(row(uid)).toMatchObject({ excluded_until: until, excluded_kind: "exclusion" });
  });
});

describe("the first-deposit prompt (issue 19, item 5)", () => {
  const methodsPage = async (cookie: string, path = "/cashier/deposit") =>
    ((await settle(() => depositIndexLoader(routeArgs(path, { headers: { cookie } })))).body as { limitPrompt: boolean }).limitPrompt;

  it("offers a limit before the first deposit; setting one there comes back to the cashier and the offer is gone", async () => {
    const { cookie } = sandboxPlayer();
    expect(await methodsPage(cookie)).toBe(true);
    const saved = await post(cookie, { intent: "limit", period: "day", amount: "20000", back: "/ru/cashier/deposit?amount=5000" }, "/ru/profile/responsible-game");
    expect(saved.location).toBe("/ru/cashier/deposit?amount=5000");
    expect(await methodsPage(cookie, "/ru/cashier/deposit")).toBe(false);
    // Only a path of this site is followed.
    expect((await post(cookie, { intent: "limit", period: "day", amount: "10000", back: "//evil.example/x" })).location).toBe("/profile/responsible-game");
  });

  it("is skippable (remembered for that player in this browser), and not offered once the player has deposited", async () => {
    const { uid, cookie } = sandboxPlayer();
    const skipped = await settle(() => depositIndexAction(formPost("/cashier/deposit?index&amount=5000", cookie, { intent: "skip-limit-prompt" })));
    expect(skipped.status).toBe(302);
    expect(skipped.location).toBe("/cashier/deposit?amount=5000");
    const jar = withCookies(cookie, skipped.headers);
    expect(jar).toContain(`rg_limit_prompt=${uid}`);
    expect(await methodsPage(jar)).toBe(false);
    // Another player in the same browser is still offered it.
    const other = sandboxPlayer();
    expect(await methodsPage(`${other.cookie}; rg_limit_prompt=${uid}`)).toBe(true);
    getDb().prepare("INSERT INTO transactions (uid, type, method, amount, currency, status, created_at, updated_at) VALUES (?, 'deposit', 'payme', 100, 'UZS', 'pending', ?, ?)").run(other.uid, Date.now(), Date.now());
    expect(await methodsPage(other.cookie)).toBe(false);
  });

  it("a failing read offers nothing and the methods page still answers", async () => {
    platform.use(http.get(`${SANDBOX_PLATFORM_URL}/api/cashier.gethistory`, () => HttpResponse.json({ error: { type: "InternalServerErrorException", message: "x" } }, { status: 500 })));
    const { cookie } = sandboxPlayer();
    expect(await methodsPage(cookie)).toBe(false);
  });
});

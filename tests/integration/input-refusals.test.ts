import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { localDay, shiftDay } from "~/features/bets/date-range";
import { resources } from "~/i18n/resources.server";
import { getDb } from "../../mocks/db/store";
import { sandboxPlayer } from "./cashier-support";
import { siteInProcess } from "./site";

/**
 * Issue 28 (leftovers): the platform's refusal of a form's input (an `InvalidParameter` answer to the call the form
 * makes) is the form's own translated message with a 400, the typed values kept — as a page's post (no JavaScript)
 * and as a fetcher's `.data` post — never a system page nor a 5xx. And issue 28's "taking an offer with an ended
 * session": the platform's `Authorization` answer to `campaigns.takepromotions` is the sign-in form, back to the
 * offer, with the translated toast, as deposit, withdraw and the promo code already do.
 *
 * The refusals are the sandbox's own where the site sends something it refuses (a fake name longer than its 30
 * characters), else its QA scenario `fail:InvalidParameter:{method}` (the next call of that method is refused once).
 */

const site = siteInProcess();

type Locale = "uz" | "ru";
const locales = [
  { locale: "uz" as Locale, prefix: "" },
  { locale: "ru" as Locale, prefix: "/ru" },
];

const texts = resources as unknown as Record<Locale, { common: Record<string, unknown> }>;

/** The translation of `key` in `locale`, as the player reads it. */
function tr(locale: Locale, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[locale].common);
  if (typeof value !== "string") throw new Error(`no ${locale} text for ${key}`);
  return value;
}

let nonces = 0;
/** The cookie of a player whose next call of `method` the sandbox refuses with `type`. */
function failing(cookie: string, type: string, method: string): string {
  return `${cookie}; sandbox_scenario=${encodeURIComponent(`fail:${type}:${method}:refusal-${Date.now()}-${++nonces}`)}`;
}

type Mode = "document" | "data";

/** A form's post as a browser sends it: a page's post without JavaScript, or a fetcher's `.data` post. */
async function post(path: string, cookie: string, fields: Record<string, string>, mode: Mode, referer = path) {
  const [pathname, search = ""] = path.split("?");
  const url = mode === "document" ? path : `${pathname}.data${search ? `?${search}` : ""}`;
  const headers: Record<string, string> =
    mode === "document"
      ? { accept: "text/html", "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }
      : { accept: "*/*", "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };
  const response = await fetch(`${site.url}${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { ...headers, cookie, origin: site.url, referer: `${site.url}${referer}`, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), setCookie: response.headers.getSetCookie(), body: await response.text() };
}

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

/** The texts of the form's error list (`<div id="{id}" role="alert">`), as read. */
function formErrors(html: string, id: string): string[] {
  const block = new RegExp(`<div id="${id}"[^>]*role="alert"[^>]*>([\\s\\S]*?)</div>`).exec(html)?.[1];
  if (block === undefined) return [];
  return [...block.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => decode(match[1]!));
}

/** The value an input named `name` is rendered with. */
function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const value = tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
  return value === undefined ? null : decode(value);
}

function textareaValue(html: string, name: string): string | null {
  const value = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1];
  return value === undefined ? null : decode(value);
}

/** Not a system page, not Remix's bare error: the page itself. */
function expectNoSystemPage(body: string) {
  expect(body).not.toContain("data-system-page");
  expect(body).not.toContain("Unexpected Server Error");
}

describe.each(locales)("input the platform refuses ($locale): a translated message on the form, 400, values kept", ({ locale, prefix }) => {
  it("the support form (Support.sendFeedback refused)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const player = sandboxPlayer();
    const fields = { email: "ali.valiyev@omad.test", message: "Hisobimga pul tushmadi, yordam bering." };
    const page = await post(`${prefix}/support`, failing(player.cookie, "InvalidParameter", "Support.sendFeedback"), fields, "document");
    expect(page.status).toBe(400);
    expectNoSystemPage(page.body);
    expect(formErrors(page.body, "feedback-error")).toEqual([tr(locale, "support.errors.refused")]);
    expect(inputValue(page.body, "email")).toBe(fields.email);
    expect(textareaValue(page.body, "message")).toBe(fields.message);

    const fetcher = await post(`${prefix}/support`, failing(player.cookie, "InvalidParameter", "Support.sendFeedback"), fields, "data");
    expect(fetcher.status).toBe(400);
    expect(fetcher.body).toContain("support.errors.refused");
    expect(fetcher.body).toContain(fields.message);
    // Nothing was kept by the platform.
    expect(getDb().prepare("SELECT COUNT(*) AS n FROM feedback WHERE message = ?").get(fields.message)).toEqual({ n: 0 });
  });

  it("the support form, when the platform names the field it refuses: the message beside that field", async () => {
    const player = sandboxPlayer();
    // A platform that refuses the reply address it cannot deliver to, naming the field (spec §8 InvalidParameter).
    site.platform.use(
      http.all(`${SANDBOX_PLATFORM_URL}/api/Support.sendFeedback`, () =>
        HttpResponse.json({ error: { type: "InvalidParameterException", message: "Wrong email", errors: { email: ["INVALID"] } } }, { status: 400 }),
      ),
    );
    const fields = { email: "ali.valiyev@omad.test", message: "Hisobimga pul tushmadi, yordam bering." };
    const page = await post(`${prefix}/support`, player.cookie, fields, "document");
    expect(page.status).toBe(400);
    expectNoSystemPage(page.body);
    expect(formErrors(page.body, "feedback-error")).toEqual([]);
    expect(decode(/<div id="feedback-email-error"[^>]*>([\s\S]*?)<\/div>/.exec(page.body)?.[1] ?? "")).toBe(tr(locale, "validation.wrongEmailAddress"));
    expect(inputValue(page.body, "email")).toBe(fields.email);
    expect(textareaValue(page.body, "message")).toBe(fields.message);
  });

  it("the fake name form of the profile (account.changefakename refused: longer than the platform takes)", async () => {
    const player = sandboxPlayer();
    const fakename = `Nick${"a".repeat(30)}`;
    const fields = { intent: "fakename", fakename };
    const page = await post(`${prefix}/profile/settings`, player.cookie, fields, "document");
    expect(page.status).toBe(400);
    expectNoSystemPage(page.body);
    expect(decode(/<div id="[^"]*fakename-error"[^>]*>([\s\S]*?)<\/div>/.exec(page.body)?.[1] ?? "")).toBe(tr(locale, "validation.fakename"));
    expect(inputValue(page.body, "fakename")).toBe(fakename);

    const fetcher = await post(`${prefix}/profile/settings`, failing(player.cookie, "InvalidParameter", "account.changefakename"), { intent: "fakename", fakename: "Bahodir" }, "data");
    expect(fetcher.status).toBe(400);
    expect(fetcher.body).toContain("profile.settings.errors.notSaved");
    expect(fetcher.body).toContain("Bahodir");
    expect(getDb().prepare("SELECT fakename FROM players WHERE uid = ?").get(player.uid)).toEqual({ fakename: null });
  });

  it("the bets export request (games.createhistoryexportrequest refused)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const player = sandboxPlayer();
    const today = localDay();
    const fields = { date_from: shiftDay(today, 6), date_to: today, request_key: crypto.randomUUID() };
    const page = await post(`${prefix}/profile/bets/exports`, failing(player.cookie, "InvalidParameter", "games.createhistoryexportrequest"), fields, "document");
    expect(page.status).toBe(400);
    expectNoSystemPage(page.body);
    expect(formErrors(page.body, "bets-export-error")).toEqual([tr(locale, "profile.bets.errors.refused")]);
    expect(inputValue(page.body, "date_from")).toBe(fields.date_from);
    expect(inputValue(page.body, "date_to")).toBe(fields.date_to);
    // The same key goes with the corrected retry: it cannot make a second request.
    expect(inputValue(page.body, "request_key")).toBe(fields.request_key);

    const fetcher = await post(`${prefix}/profile/bets/exports`, failing(player.cookie, "InvalidParameter", "games.createhistoryexportrequest"), fields, "data");
    expect(fetcher.status).toBe(400);
    expect(fetcher.body).toContain("profile.bets.errors.refused");
    expect(fetcher.body).toContain(fields.request_key);
    expect(getDb().prepare("SELECT COUNT(*) AS n FROM export_requests WHERE uid = ?").get(player.uid)).toEqual({ n: 0 });
  });

  it("the loyalty shop's purchase (loyalty.buyproduct refused)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const player = sandboxPlayer();
    getDb().prepare("UPDATE players SET loyalty_points = 5000 WHERE uid = ?").run(player.uid);
    const fields = { intent: "buy", product: "2", idempotencyKey: crypto.randomUUID() };
    const page = await post(`${prefix}/loyalty/shop?buy=2`, failing(player.cookie, "InvalidParameter", "loyalty.buyproduct"), fields, "document");
    expect(page.status).toBe(400);
    expectNoSystemPage(page.body);
    expect(formErrors(page.body, "shop-errors")).toEqual([tr(locale, "loyalty.errors.refused")]);
    // The confirm dialog is still open on the same product.
    expect(inputValue(page.body, "product")).toBe("2");

    const fetcher = await post(`${prefix}/loyalty/shop?buy=2`, failing(player.cookie, "InvalidParameter", "loyalty.buyproduct"), fields, "data");
    expect(fetcher.status).toBe(400);
    expect(fetcher.body).toContain("loyalty.errors.refused");
    expect(getDb().prepare("SELECT loyalty_points AS points FROM players WHERE uid = ?").get(player.uid)).toEqual({ points: 5000 });
  });
});

describe.each(locales)("taking an offer with an ended session ($locale)", ({ locale, prefix }) => {
  it("campaigns.takepromotions answering Authorization: the sign-in form, back to the offer, with the translated toast", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const player = sandboxPlayer();
    const bonuses = () => getDb().prepare("SELECT COUNT(*) AS n FROM bonuses WHERE uid = ?").get(player.uid);
    const before = bonuses();
    const offer = `${prefix}/offers/104`;
    const answer = await post(offer, failing(player.cookie, "Authorization", "campaigns.takepromotions"), { intent: "take" }, "document");
    expect({ status: answer.status, location: answer.location }).toEqual({ status: 303, location: `${prefix}/forms/sign_in?redirectTo=${encodeURIComponent(offer)}` });
    const flash = answer.setCookie.find((line) => line.startsWith("flash="))?.split(";")[0];
    expect(flash).toBeDefined();
    // The sign-in page the player lands on shows the toast, in the page's language (also without JavaScript).
    const signIn = await fetch(`${site.url}${answer.location}`, { headers: { cookie: flash!, accept: "text/html" } });
    expect(signIn.status).toBe(200);
    const toasts = [...(await signIn.text()).matchAll(/<p class="toast__text">([\s\S]*?)<\/p>/g)].map((match) => decode(match[1]!));
    expect(toasts).toEqual([tr(locale, "system.fault.sessionEnded")]);
    // Nothing was granted.
    expect(bonuses()).toEqual(before);
  });
});

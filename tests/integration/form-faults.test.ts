import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { platformErrorTypes, systemPageFor, PlatformError } from "~/platform/errors";
import { getDb } from "../../mocks/db/store";
import { SCENARIO_COOKIE, statusOfErrorType } from "../../mocks/scenario";
import { sandboxPlayer } from "./cashier-support";
import { siteInProcess } from "./site";

/**
 * Issue 38 item 4: a platform refusal of a form (any §8 type that is not a system page) is a 4xx beside the form
 * with the form's message and the values kept, an ended session the sign-in form; a failed read of a page
 * (loyalty.getproducts) degrades it (200, the shop's notice), and the purchase that needs it is a refused form (4xx,
 * never a 503). Through the whole HTTP server, both locales.
 */
const site = siteInProcess();

const fault = (type: string, method: string) => `${SCENARIO_COOKIE}=${encodeURIComponent(`fail:${type}:${method}:${type}-${Math.random()}`)}`;
const formTypes = platformErrorTypes.filter((type) => type !== "InvalidParameter" && !systemPageFor(new PlatformError({ type, status: statusOfErrorType(type), method: "m" })));

function text(dict: unknown, key: string): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dict) as string;
}
const escaped = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("the fake name form refused with each error type of the platform", () => {
  it("is the 23 types that are neither a system page nor a named field", () => expect(formTypes).toHaveLength(23));
  for (const [prefix, dict] of [["", uz], ["/ru", ru]] as const) {
    it.each(formTypes)(`%s (${prefix || "uz"})`, async (type) => {
      const player = sandboxPlayer();
      const answer = await fetch(`${site.url}${prefix}/profile/settings`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: `${player.cookie}; ${fault(type, "account.changefakename")}`, "content-type": "application/x-www-form-urlencoded", origin: site.url },
        body: new URLSearchParams({ intent: "fakename", fakename: "LuckyStar77" }),
      });
      if (type === "Authorization") {
        expect(answer.status).toBe(303);
        expect(answer.headers.get("location")).toMatch(new RegExp(`^${prefix}/forms/sign_in\\?redirectTo=`));
        return;
      }
      const html = await answer.text();
      expect(answer.status).toBe(type === "TooManyRequests" ? 429 : 400);
      const key = statusOfErrorType(type) >= 500 ? "profile.settings.errors.unavailable" : "profile.settings.errors.notSaved";
      expect(html).toContain(escaped(text(dict, key)));
      expect(html).toContain('value="LuckyStar77"');
    });
  }
});

/**
 * `loyalty.getproducts` failing with `type` on every call of the requests carrying `tag` (the sandbox's `fail:` is
 * once, and a 5xx or 429 is retried once by the client: a lasting fault is injected in front of the sandbox).
 */
function failProducts(type: (typeof platformErrorTypes)[number], tag: string) {
  site.platform.use(
    http.get(`${SANDBOX_PLATFORM_URL}/api/loyalty.getproducts`, ({ request }) => {
      if (!(request.headers.get("cookie") ?? "").includes(`fault_tag=${tag}`)) return undefined;
      return HttpResponse.json({ error: { type: `${type}Exception`, message: `injected ${type}` } }, { status: statusOfErrorType(type) });
    }),
  );
  return `fault_tag=${tag}`;
}

/** A player with 950 loyalty points (product 2 costs 500), its notifications seen. */
function loyaltyPlayer() {
  const player = sandboxPlayer();
  getDb().prepare("UPDATE players SET loyalty_points = 950, loyalty_earned = 950 WHERE uid = ?").run(player.uid);
  getDb().prepare("UPDATE notifications SET seen = 1 WHERE uid = ?").run(player.uid);
  return player;
}
const pointsOf = (uid: number) => (getDb().prepare("SELECT loyalty_points FROM players WHERE uid = ?").get(uid) as { loyalty_points: number }).loyalty_points;

const buy = (prefix: string, cookie: string) =>
  fetch(`${site.url}${prefix}/loyalty/shop?buy=2`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: new URLSearchParams({ intent: "buy", product: "2", idempotencyKey: `key-of-a-form-${Math.random().toString(36).slice(2)}` }),
  });

/** Types the client does not retry on a read (their status is not 5xx or 429): the sandbox's one failure reaches the form. */
const unretried = formTypes.filter((type) => ![500, 502, 503, 504, 429].includes(statusOfErrorType(type)));

describe("the loyalty shop when loyalty.getproducts fails", () => {
  for (const [prefix, dict] of [["", uz], ["/ru", ru]] as const) {
    it.each(formTypes)(`%s (${prefix || "uz"}): the page, 200, without products, with its notice`, async (type) => {
      const player = loyaltyPlayer();
      const answer = await fetch(`${site.url}${prefix}/loyalty/shop`, { headers: { cookie: `${player.cookie}; ${failProducts(type, `page-${type}-${Math.random()}`)}` } });
      const html = await answer.text();
      expect(answer.status).toBe(200);
      expect(html).toContain(`<p class="account-panel__warning">${escaped(text(dict, "loyalty.unavailable"))}</p>`);
      expect(html).not.toContain('data-testid="loyalty-products"');
    });

    it.each(formTypes)(`%s (${prefix || "uz"}): the purchase is refused beside the shop, 4xx, nothing bought`, async (type) => {
      const player = loyaltyPlayer();
      const answer = await buy(prefix, `${player.cookie}; ${failProducts(type, `buy-${type}-${Math.random()}`)}`);
      if (type === "Authorization") {
        expect(answer.status).toBe(303);
        expect(answer.headers.get("location")).toMatch(new RegExp(`^${prefix}/forms/sign_in\\?redirectTo=`));
        return;
      }
      const html = await answer.text();
      expect(answer.status).toBe(type === "TooManyRequests" ? 429 : 400);
      expect(html).toContain(`<div id="shop-errors" class="form-errors" role="alert"><p>${escaped(text(dict, "loyalty.errors.unavailable"))}</p></div>`);
      expect(pointsOf(player.uid)).toBe(950);
    });

    it.each(unretried)(`%s once (${prefix || "uz"}, the sandbox's fail:): refused in the confirm dialog, the product kept, nothing bought`, async (type) => {
      const player = loyaltyPlayer();
      const answer = await buy(prefix, `${player.cookie}; ${fault(type, "loyalty.getproducts")}`);
      if (type === "Authorization") {
        expect(answer.status).toBe(303);
        return;
      }
      const html = await answer.text();
      expect(answer.status).toBe(400);
      const dialog = html.slice(html.indexOf('data-testid="shop-confirm"'));
      expect(dialog).toContain(`<div id="shop-errors" class="form-errors" role="alert"><p>${escaped(text(dict, "loyalty.errors.unavailable"))}</p></div>`);
      expect(dialog).toContain('<input type="hidden" name="product" value="2"/>');
      expect(pointsOf(player.uid)).toBe(950);
    });
  }
});

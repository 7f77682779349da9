import { describe, expect, it } from "vitest";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { platformErrorTypes, systemPageFor, PlatformError } from "~/platform/errors";
import { SCENARIO_COOKIE, statusOfErrorType } from "../../mocks/scenario";
import { sandboxPlayer } from "./cashier-support";
import { siteInProcess } from "./site";

/**
 * Issue 38 item 4: a platform refusal of a form (any §8 type that is not a system page) is a 4xx beside the form
 * with the form's message and the values kept, an ended session the sign-in form; a failed read of a page
 * (loyalty.getproducts) degrades it (200, the shop's notice). Through the whole HTTP server, both locales.
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

describe("the loyalty shop when loyalty.getproducts fails", () => {
  for (const [prefix, dict] of [["", uz], ["/ru", ru]] as const) {
    it.each(formTypes.filter((type) => type !== "Authorization"))(`%s (${prefix || "uz"}): the page, without products, with its notice`, async (type) => {
      const player = sandboxPlayer();
      const answer = await fetch(`${site.url}${prefix}/loyalty/shop`, { headers: { cookie: `${player.cookie}; ${fault(type, "loyalty.getproducts")}` } });
      const html = await answer.text();
      expect(answer.status).toBe(200);
      expect(html).toContain(escaped(text(dict, "loyalty.unavailable")));
    });
  }
});

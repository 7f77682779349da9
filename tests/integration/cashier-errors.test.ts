import { randomUUID } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { clearRemoteConfigCache } from "~/content/config.server";
import { SANDBOX_PLATFORM_URL } from "~/env.server";
import { cashierErrorTypes } from "~/features/cashier/errors";
import type { WithdrawActionData } from "~/features/cashier/withdraw.server";
import ru from "~/i18n/locales/ru/common.json";
import uz from "~/i18n/locales/uz/common.json";
import { action } from "~/routes/cashier.withdraw";
import { getDb } from "../../mocks/db/store";
import { createHandlers } from "../../mocks/handlers";
import { SCENARIO_COOKIE } from "../../mocks/scenario";
import { formPost, sandboxPlayer, settle, withdrawals } from "./cashier-support";

const msw = setupServer(...createHandlers(SANDBOX_PLATFORM_URL));
beforeAll(() => msw.listen({ onUnhandledRequest: "bypass" }));
afterAll(() => msw.close());

function translate(dict: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), dict);
}

/** The way back to the withdraw form, amount kept, that a step fixed in the player's account carries. */
const from = (prefix: string, method: string, amount: string) => encodeURIComponent(`${prefix}/cashier/withdraw?method=${method}&amount=${amount}`);
const back = from("", "visa", "60000");
const backRu = from("/ru", "visa", "60000");

const expected: Record<string, { next?: string; nextRu?: string }> = {
  UserNeedConfirmContact: { next: `/confirmation?from=${back}`, nextRu: `/confirmation?from=${backRu}` },
  KycWithdrawal: { next: "/profile/verification" },
  SumsubVerificationRequired: { next: "/profile/verification" },
  KycUserProfile: { next: "/profile/verification" },
  UserNeedProfileData: { next: `/profile/settings?from=${back}&toastType=withdraw`, nextRu: `/profile/settings?from=${backRu}&toastType=withdraw` },
  UserNeedDeposit: { next: "/cashier/deposit" },
  BillingDepositLimitExceeded: { next: "/profile/responsible-game" },
  RequisitesValidationRequired: { next: "/profile/verification" },
};

describe("every billing, withdrawal, KYC and requisites error of the platform, beside the withdraw form", () => {
  for (const [prefix, dict] of [["", uz], ["/ru", ru]] as const) {
    it.each(cashierErrorTypes)(`%s (${prefix || "uz"})`, async (type) => {
      const player = sandboxPlayer({ balance: 200_000 });
      const scenario = `${SCENARIO_COOKIE}=${encodeURIComponent(`fail:${type}:cashier.makewithdrawal:${type}-${player.uid}`)}`;
      const typed = { intent: "withdraw", idempotencyKey: randomUUID(), method: "visa", amount: "60000", "requisites.card": "4111 1111 1111 1111", "requisites.holder": "Ali Valiyev" };
      const answer = await settle(() => action(formPost(`${prefix}/cashier/withdraw?method=visa`, `${player.cookie}; ${scenario}`, typed)));

      // A 4xx with the message beside the form; what the player typed comes back; nothing was withdrawn.
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      const body = answer.body as Extract<WithdrawActionData, { intent: "withdraw" }>;
      expect(body.problem?.type).toBe(type);
      const messageKey = `cashierErrors.${type}`;
      const shown = Object.values(body.result.error ?? {}).flat();
      expect(shown).toContain(messageKey);
      expect(translate(dict, messageKey)).toEqual(expect.stringMatching(/\S{3}/));
      expect(body.result.initialValue).toMatchObject({ amount: "60000", requisites: { card: "4111 1111 1111 1111", holder: "Ali Valiyev" } });
      // The next step is exactly the table's: a type without one offers none.
      const next = (prefix ? expected[type]?.nextRu : undefined) ?? expected[type]?.next ?? null;
      expect(body.problem?.next?.to ?? null).toBe(next);
      if (next) expect(translate(dict, body.problem!.next!.labelKey)).toEqual(expect.stringMatching(/\S{3}/));
      expect(withdrawals(player.uid)).toEqual([]);
    });
  }

  it("the sandbox's own refusals: an unconfirmed contact and a large unverified amount", async () => {
    const unconfirmed = sandboxPlayer({ confirmed: false, balance: 100_000 });
    const first = await settle(() => action(formPost("/cashier/withdraw?method=click", unconfirmed.cookie, { intent: "withdraw", idempotencyKey: randomUUID(), method: "click", amount: "30000" })));
    expect(first.status).toBe(400);
    expect((first.body as { problem: { type: string; next: { to: string } } }).problem).toMatchObject({ type: "UserNeedConfirmContact", next: { to: `/confirmation?from=${from("", "click", "30000")}` } });

    const rich = sandboxPlayer({ balance: 6_000_000 });
    const second = await settle(() => action(formPost("/ru/cashier/withdraw?method=click", rich.cookie, { intent: "withdraw", idempotencyKey: randomUUID(), method: "click", amount: "5500000" })));
    expect(second.status).toBe(400);
    expect((second.body as { problem: { type: string; next: { to: string } } }).problem).toMatchObject({ type: "KycWithdrawal", next: { to: "/profile/verification" } });
    expect(withdrawals(rich.uid)).toEqual([]);
  });

  it("the sandbox's KYC hold (is_kyc_block_enabled): any withdrawal is refused into verification until the player is verified", async () => {
    const held = sandboxPlayer({ balance: 100_000 });
    getDb().prepare("UPDATE players SET kyc_block = 1 WHERE uid = ?").run(held.uid);
    const withdraw = () => settle(() => action(formPost("/cashier/withdraw?method=click", held.cookie, { intent: "withdraw", idempotencyKey: randomUUID(), method: "click", amount: "30000" })));
    const refused = await withdraw();
    expect(refused.status).toBe(400);
    expect((refused.body as { problem: { type: string; next: { to: string } } }).problem).toMatchObject({ type: "KycWithdrawal", next: { to: "/profile/verification" } });
    expect(withdrawals(held.uid)).toEqual([]);
    getDb().prepare("UPDATE players SET is_verified = 1 WHERE uid = ?").run(held.uid);
    expect((await withdraw()).status).toBe(303);
    expect(withdrawals(held.uid)).toMatchObject([{ status: "pending", amount: 3_000_000 }]);
  });

  it("offers no button into verification while the remote configuration turns it off (that page is a 404)", async () => {
    msw.use(http.get(`${SANDBOX_PLATFORM_URL}/nfx/cms-config/:locale`, () => HttpResponse.json({ functionalSettings: { identityVerification: false } })));
    clearRemoteConfigCache();
    onTestFinished(() => {
      msw.resetHandlers();
      clearRemoteConfigCache();
    });
    const rich = sandboxPlayer({ balance: 6_000_000 });
    const refused = await settle(() => action(formPost("/cashier/withdraw?method=click", rich.cookie, { intent: "withdraw", idempotencyKey: randomUUID(), method: "click", amount: "5500000" })));
    expect(refused.status).toBe(400);
    expect((refused.body as { problem: unknown }).problem).toEqual({ type: "KycWithdrawal", messageKey: "cashierErrors.KycWithdrawal", field: null });
    expect(withdrawals(rich.uid)).toEqual([]);
  });
});

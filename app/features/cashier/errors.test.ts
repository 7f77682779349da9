import { describe, expect, it } from "vitest";
import uz from "~/i18n/locales/uz/common.json";
import ru from "~/i18n/locales/ru/common.json";
import { PlatformError, type PlatformErrorType } from "~/platform/errors";
import { cashierErrorTypes, cashierProblemFor, readWithdrawErrorButtons, withinEnabledProfile, withReturnTo, withWithdrawErrorButtons } from "./errors";

const fail = (type: PlatformErrorType, details?: Record<string, unknown>) => new PlatformError({ type, status: 400, method: "cashier.makewithdrawal", details });

function lookup(dict: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), dict);
}

describe("cashierProblemFor", () => {
  it.each(cashierErrorTypes)("maps %s to a message translated in uz and ru", (type) => {
    const problem = cashierProblemFor(fail(type));
    expect(problem).toMatchObject({ type, messageKey: `cashierErrors.${type}` });
    for (const dict of [uz, ru]) {
      expect(typeof lookup(dict, problem!.messageKey)).toBe("string");
      if (problem!.next) expect(typeof lookup(dict, problem!.next.labelKey)).toBe("string");
    }
  });

  it("covers every billing, withdrawal, KYC and requisites type of the catalogue", () => {
    const wanted = ["BillingServiceError", "BillingTransactionDeclined", "BillingUnavailable", "BillingDepositLimitExceeded", "WithdrawalDeclined",
      "WithdrawalLimitsExceeded", "WithdrawalLimitsPeriodExceeded", "KycUserProfile", "KycWithdrawal", "SumsubVerificationRequired",
      "RequisitesOnVerification", "RequisitesValidationRequired", "RequisitesFraudulent", "UserNeedConfirmContact", "UserNeedProfileData", "UserNeedDeposit", "InvalidParameter"];
    expect([...cashierErrorTypes].sort()).toEqual(wanted.sort());
  });

  it("gives each problem its next step and field", () => {
    expect(cashierProblemFor(fail("UserNeedConfirmContact"))).toMatchObject({ field: null, next: { to: "/confirmation" } });
    expect(cashierProblemFor(fail("KycUserProfile"))?.next).toEqual({ labelKey: "cashierErrors.next.verify", to: "/profile/verification" });
    expect(cashierProblemFor(fail("KycWithdrawal"))?.next?.to).toBe("/profile/verification");
    expect(cashierProblemFor(fail("SumsubVerificationRequired"))?.next?.to).toBe("/profile/verification");
    expect(cashierProblemFor(fail("UserNeedProfileData"))?.next?.to).toBe("/profile/settings");
    expect(cashierProblemFor(fail("UserNeedDeposit"))?.next?.to).toBe("/cashier/deposit");
    expect(cashierProblemFor(fail("WithdrawalLimitsExceeded"))).toMatchObject({ field: "amount" });
    expect(cashierProblemFor(fail("WithdrawalLimitsExceeded"))?.next).toBeUndefined();
    expect(cashierProblemFor(fail("RequisitesFraudulent"))).toMatchObject({ field: "requisites" });
  });

  it("takes InvalidParameter's field from the platform's details", () => {
    expect(cashierProblemFor(fail("InvalidParameter", { errors: { amount: ["REQUIRED"] } }))?.field).toBe("amount");
    expect(cashierProblemFor(fail("InvalidParameter", { errors: { method: ["REQUIRED"] } }))?.field).toBe("method");
    expect(cashierProblemFor(fail("InvalidParameter", { errors: { "requisites[card]": ["INVALID"] } }))?.field).toBe("requisites");
    expect(cashierProblemFor(fail("InvalidParameter", { errors: { other: ["INVALID"] } }))?.field).toBeNull();
    expect(cashierProblemFor(fail("InvalidParameter"))?.field).toBeNull();
  });

  it("is null for anything that is not a cashier problem", () => {
    expect(cashierProblemFor(fail("UserBanned"))).toBeNull();
    expect(cashierProblemFor(fail("ApplicationUnavailable"))).toBeNull();
    expect(cashierProblemFor(fail("InternalServerError"))).toBeNull();
    expect(cashierProblemFor(new Error("boom"))).toBeNull();
    expect(cashierProblemFor(null)).toBeNull();
  });
});

describe("withdraw error buttons", () => {
  it("follow the remote configuration's links, and hide when not shown", () => {
    const buttons = readWithdrawErrorButtons({
      withdrawErrorButtons: { unconfirmedContact: { show: true, link: "/profile/contacts" }, identityCheck: { show: false, link: "/x" } },
    });
    expect(withWithdrawErrorButtons(cashierProblemFor(fail("UserNeedConfirmContact"))!, buttons).next?.to).toBe("/profile/contacts");
    expect(withWithdrawErrorButtons(cashierProblemFor(fail("KycWithdrawal"))!, buttons).next).toBeUndefined();
    expect(withWithdrawErrorButtons(cashierProblemFor(fail("KycUserProfile"))!, buttons).next).toBeUndefined();
    expect(withWithdrawErrorButtons(cashierProblemFor(fail("UserNeedDeposit"))!, buttons).next?.to).toBe("/cashier/deposit");
  });

  it("fall back to the defaults and refuse links off the site", () => {
    const buttons = readWithdrawErrorButtons({ withdrawErrorButtons: { unconfirmedContact: { link: "https://evil.test" } } });
    expect(buttons.unconfirmedContact).toEqual({ show: true, link: "/confirmation" });
    expect(readWithdrawErrorButtons({}).identityCheck).toEqual({ show: true, link: "/profile/verification" });
  });
});

describe("next steps into parts of the profile the remote configuration turns off", () => {
  const all = { twoFactorAuth: true, identityVerification: true, betHistory: true, responsibleGaming: true };

  it("keep the message and lose the button that would lead to a 404; other steps stay", () => {
    const kyc = cashierProblemFor(fail("KycWithdrawal"))!;
    expect(withinEnabledProfile(kyc, all).next?.to).toBe("/profile/verification");
    expect(withinEnabledProfile(kyc, { ...all, identityVerification: false })).toEqual({ type: "KycWithdrawal", messageKey: "cashierErrors.KycWithdrawal", field: null });
    const limit = cashierProblemFor(fail("BillingDepositLimitExceeded"))!;
    expect(withinEnabledProfile(limit, { ...all, responsibleGaming: false }).next).toBeUndefined();
    expect(withinEnabledProfile(limit, { ...all, identityVerification: false }).next?.to).toBe("/profile/responsible-game");
    const none = { twoFactorAuth: false, identityVerification: false, betHistory: false, responsibleGaming: false };
    expect(withinEnabledProfile(cashierProblemFor(fail("UserNeedProfileData"))!, none).next?.to).toBe("/profile/settings");
    expect(withinEnabledProfile(cashierProblemFor(fail("UserNeedConfirmContact"))!, none).next?.to).toBe("/confirmation");
    expect(withinEnabledProfile(cashierProblemFor(fail("UserNeedDeposit"))!, none).next?.to).toBe("/cashier/deposit");
  });
});

describe("the way back from a step fixed in the player's account", () => {
  const back = "/ru/cashier/withdraw?method=click&amount=25000";

  it("carries the form's address as `from` (and the settings page's toast type) on the contact and profile steps only", () => {
    expect(withReturnTo(cashierProblemFor(fail("UserNeedConfirmContact"))!, back).next?.to).toBe(`/confirmation?from=${encodeURIComponent(back)}`);
    expect(withReturnTo(cashierProblemFor(fail("UserNeedProfileData"))!, back).next?.to).toBe(`/profile/settings?from=${encodeURIComponent(back)}&toastType=withdraw`);
    expect(withReturnTo(cashierProblemFor(fail("KycWithdrawal"))!, back).next?.to).toBe("/profile/verification");
    expect(withReturnTo(cashierProblemFor(fail("WithdrawalDeclined"))!, back).next).toBeUndefined();
  });

  it("keeps a configured link's own query and never carries an address off the site", () => {
    const configured = withWithdrawErrorButtons(cashierProblemFor(fail("UserNeedConfirmContact"))!, readWithdrawErrorButtons({ withdrawErrorButtons: { unconfirmedContact: { link: "/profile/contacts?tab=1" } } }));
    expect(withReturnTo(configured, back).next?.to).toBe(`/profile/contacts?tab=1&from=${encodeURIComponent(back)}`);
    for (const foreign of ["//evil.example/x", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(withReturnTo(cashierProblemFor(fail("UserNeedConfirmContact"))!, foreign).next?.to).toBe("/confirmation");
    }
  });
});

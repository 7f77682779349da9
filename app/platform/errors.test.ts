import { describe, expect, it } from "vitest";
import { PlatformError, type PlatformErrorType, parseErrorType, platformErrorTypes, systemPageFor } from "./errors";

/** Spec §8, the error catalogue, as written there. */
const catalogue = [
  "UnknownError", "ApplicationDisabled", "MethodNotFound", "Authorization", "InvalidRequest", "InternalServerError",
  "AccessDenied", "UserDeleted", "UserBanned", "UserNeedDeposit", "UserNeedProfileData", "UserNeedConfirmContact",
  "ApplicationUnavailable", "InvalidParameter", "TooManyRequests", "BillingServiceError", "BillingTransactionDeclined",
  "BillingUnavailable", "BillingDepositLimitExceeded", "WithdrawalDeclined", "WithdrawalLimitsExceeded",
  "WithdrawalLimitsPeriodExceeded", "KycUserProfile", "KycWithdrawal", "StorageQuotaExceeded",
  "SumsubVerificationRequired", "RequisitesOnVerification", "RequisitesValidationRequired", "RequisitesFraudulent",
];

function error(type: PlatformErrorType, status: number) {
  return new PlatformError({ type, status, method: "account.getInfo" });
}

describe("parseErrorType", () => {
  it("knows the 29 types of the catalogue", () => {
    expect(catalogue).toHaveLength(29);
    expect([...platformErrorTypes].sort()).toEqual([...catalogue].sort());
  });

  it.each(catalogue)("reads %sException and the bare %s", (type) => {
    expect(parseErrorType(`${type}Exception`)).toBe(type);
    expect(parseErrorType(type)).toBe(type);
  });

  it.each(["", "Exception", "SomethingNewException", "userbannedexception", "UserBannedExceptionException", " UserBannedException"])(
    "reads the unknown %j as UnknownError",
    (raw) => {
      expect(parseErrorType(raw)).toBe("UnknownError");
    },
  );

  it.each([undefined, null, 403, {}, ["UserBannedException"]])("reads the non-text %j as UnknownError", (raw) => {
    expect(parseErrorType(raw)).toBe("UnknownError");
  });
});

describe("PlatformError", () => {
  it("carries type, status and method, with a readable default message", () => {
    const failure = error("UserBanned", 403);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe("PlatformError");
    expect(failure).toMatchObject({ type: "UserBanned", status: 403, method: "account.getInfo" });
    expect(failure.message).toBe("UserBannedException in account.getInfo");
    expect(new PlatformError({ type: "InvalidParameter", status: 400, method: "x", message: "phone is invalid" }).message).toBe(
      "phone is invalid",
    );
  });
});

describe("systemPageFor (spec §8, global behaviour)", () => {
  it("shows the banned page, 403, for UserBanned whatever the status", () => {
    expect(systemPageFor(error("UserBanned", 403))).toEqual({ status: 403, kind: "user-banned" });
    expect(systemPageFor(error("UserBanned", 400))).toEqual({ status: 403, kind: "user-banned" });
  });

  it.each(["ApplicationDisabled", "ApplicationUnavailable"] as const)("shows maintenance, 503, for %s", (type) => {
    expect(systemPageFor(error(type, 503))).toEqual({ status: 503, kind: "maintenance" });
    expect(systemPageFor(error(type, 502))).toEqual({ status: 503, kind: "maintenance" });
    expect(systemPageFor(error(type, 200))).toEqual({ status: 503, kind: "maintenance" });
  });

  it("shows forbidden for HTTP 403", () => {
    expect(systemPageFor(error("AccessDenied", 403))).toEqual({ status: 403, kind: "forbidden" });
    expect(systemPageFor(error("UnknownError", 403))).toEqual({ status: 403, kind: "forbidden" });
  });

  it("shows not found for a 404, except an unknown API method (a defect of ours, not a missing page)", () => {
    expect(systemPageFor(error("UnknownError", 404))).toEqual({ status: 404, kind: "not-found" });
    expect(systemPageFor(error("MethodNotFound", 404))).toBeNull();
  });

  it.each(
    catalogue.filter((type) => !["UserBanned", "ApplicationDisabled", "ApplicationUnavailable"].includes(type)) as PlatformErrorType[],
  )("leaves %s with an ordinary status to its caller", (type) => {
    expect(systemPageFor(error(type, 400))).toBeNull();
    expect(systemPageFor(error(type, 500))).toBeNull();
  });
});

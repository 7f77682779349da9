/** The platform's error catalogue (spec §8). Each arrives as `{name}Exception`. */
export const platformErrorTypes = [
  "UnknownError",
  "ApplicationDisabled",
  "MethodNotFound",
  "Authorization",
  "InvalidRequest",
  "InternalServerError",
  "AccessDenied",
  "UserDeleted",
  "UserBanned",
  "UserNeedDeposit",
  "UserNeedProfileData",
  "UserNeedConfirmContact",
  "ApplicationUnavailable",
  "InvalidParameter",
  "TooManyRequests",
  "BillingServiceError",
  "BillingTransactionDeclined",
  "BillingUnavailable",
  "BillingDepositLimitExceeded",
  "WithdrawalDeclined",
  "WithdrawalLimitsExceeded",
  "WithdrawalLimitsPeriodExceeded",
  "KycUserProfile",
  "KycWithdrawal",
  "StorageQuotaExceeded",
  "SumsubVerificationRequired",
  "RequisitesOnVerification",
  "RequisitesValidationRequired",
  "RequisitesFraudulent",
] as const;
export type PlatformErrorType = (typeof platformErrorTypes)[number];

export function parseErrorType(raw: unknown): PlatformErrorType {
  if (typeof raw !== "string") return "UnknownError";
  const name = raw.replace(/Exception$/, "");
  return (platformErrorTypes as readonly string[]).includes(name) ? (name as PlatformErrorType) : "UnknownError";
}

export class PlatformError extends Error {
  readonly type: PlatformErrorType;
  readonly status: number;
  readonly method: string;
  readonly code?: number | string;
  /** The rest of the platform's error object (e.g. `resend_time` of a two-factor step). */
  readonly details: Record<string, unknown>;
  /** No answer in time (the call's timeout or the request's read budget ran out): a read yields nothing. */
  readonly timedOut: boolean;

  constructor(options: {
    type: PlatformErrorType;
    status: number;
    method: string;
    message?: string;
    code?: number | string;
    details?: Record<string, unknown>;
    timedOut?: boolean;
  }) {
    super(options.message || `${options.type}Exception in ${options.method}`);
    this.name = "PlatformError";
    this.type = options.type;
    this.status = options.status;
    this.method = options.method;
    this.code = options.code;
    this.details = options.details ?? {};
    this.timedOut = options.timedOut ?? false;
  }
}

/** The error types whose answer is a whole system page, not a message beside a form (spec §8, global behaviour). */
export type SystemPageKind = "maintenance" | "user-banned" | "forbidden" | "not-found";

export function systemPageFor(error: PlatformError): { status: number; kind: SystemPageKind } | null {
  if (error.type === "UserBanned") return { status: 403, kind: "user-banned" };
  if (error.type === "ApplicationDisabled" || error.type === "ApplicationUnavailable") {
    return { status: 503, kind: "maintenance" };
  }
  if (error.status === 403) return { status: 403, kind: "forbidden" };
  if (error.status === 404 && error.type === "MethodNotFound") return null;
  if (error.status === 404) return { status: 404, kind: "not-found" };
  return null;
}

/**
 * Save, add and confirm calls answer 1 when the platform took the change (spec §7); any other answer is a
 * refusal without an error body.
 */
export class AnswerNotAcceptedError extends Error {
  readonly method: string;
  readonly answer: unknown;

  constructor(method: string, answer: unknown) {
    super(`${method} did not accept the change (answer ${JSON.stringify(answer) ?? "undefined"})`);
    this.name = "AnswerNotAcceptedError";
    this.method = method;
    this.answer = answer;
  }
}

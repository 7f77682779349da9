import { enabledProfileChildren, profileChildren } from "~/features/area/profile-nav";
import { returnAddress, withReturn } from "~/features/profile/contacts/return-address";
import { PlatformError, type PlatformErrorType } from "~/platform/errors";

/**
 * A platform refusal of a cashier call, as the player sees it beside the form (spec §8): a translated message,
 * the field it belongs to, and where to go to fix it. `messageKey` and `next.labelKey` are translation keys;
 * `next.to` is a path without the locale prefix (render it with `LocaleLink` / `localizePath`).
 */
export interface CashierProblem {
  type: string;
  /** A translation key, with its values after a `|` when it has any (see `~/validation/messages`). */
  messageKey: string;
  field: "amount" | "method" | "requisites" | null;
  next?: { labelKey: string; to: string };
  /** The form's key was already used (decision 007): nothing was made, and the form comes back empty with a new key. */
  freshForm?: true;
}

export type CashierField = CashierProblem["field"];

/** The form field a cashier problem is shown beside (`amount`, the first requisite), or null for the whole form. */
export function problemFieldName(field: CashierField, requisites: ReadonlyArray<{ name: string }>): string | null {
  if (field === "amount") return "amount";
  if (field === "requisites" && requisites[0]) return `requisites.${requisites[0].name}`;
  return null;
}

/** The places a cashier problem sends the player to (locale-free paths). */
export const cashierNextSteps = {
  confirmContact: { labelKey: "cashierErrors.next.confirmContact", to: "/confirmation" },
  verify: { labelKey: "cashierErrors.next.verify", to: "/profile/verification" },
  profile: { labelKey: "cashierErrors.next.profile", to: "/profile/settings" },
  deposit: { labelKey: "cashierErrors.next.deposit", to: "/cashier/deposit" },
  limits: { labelKey: "cashierErrors.next.limits", to: "/profile/responsible-game" },
} as const;

type CashierErrorType = Extract<
  PlatformErrorType,
  | "BillingServiceError"
  | "BillingTransactionDeclined"
  | "BillingUnavailable"
  | "BillingDepositLimitExceeded"
  | "WithdrawalDeclined"
  | "WithdrawalLimitsExceeded"
  | "WithdrawalLimitsPeriodExceeded"
  | "KycUserProfile"
  | "KycWithdrawal"
  | "SumsubVerificationRequired"
  | "RequisitesOnVerification"
  | "RequisitesValidationRequired"
  | "RequisitesFraudulent"
  | "UserNeedConfirmContact"
  | "UserNeedProfileData"
  | "UserNeedDeposit"
  | "InvalidParameter"
>;

const catalogue: Record<CashierErrorType, { field: CashierField; next?: keyof typeof cashierNextSteps }> = {
  BillingServiceError: { field: null },
  BillingTransactionDeclined: { field: "method" },
  BillingUnavailable: { field: null },
  BillingDepositLimitExceeded: { field: "amount", next: "limits" },
  WithdrawalDeclined: { field: null },
  WithdrawalLimitsExceeded: { field: "amount" },
  WithdrawalLimitsPeriodExceeded: { field: "amount" },
  KycUserProfile: { field: null, next: "verify" },
  KycWithdrawal: { field: null, next: "verify" },
  SumsubVerificationRequired: { field: null, next: "verify" },
  RequisitesOnVerification: { field: "requisites" },
  RequisitesValidationRequired: { field: "requisites", next: "verify" },
  RequisitesFraudulent: { field: "requisites" },
  UserNeedConfirmContact: { field: null, next: "confirmContact" },
  UserNeedProfileData: { field: null, next: "profile" },
  UserNeedDeposit: { field: null, next: "deposit" },
  InvalidParameter: { field: null },
};

export const cashierErrorTypes = Object.keys(catalogue) as CashierErrorType[];

function isCashierType(type: string): type is CashierErrorType {
  return Object.prototype.hasOwnProperty.call(catalogue, type);
}

/** The form field an InvalidParameter names in `details.errors` (`amount`, `method`, `requisites[...]`). */
function invalidField(details: Record<string, unknown>): CashierField {
  const errors = details.errors;
  const names = errors && typeof errors === "object" ? Object.keys(errors) : [];
  if (typeof details.field === "string") names.push(details.field);
  for (const name of names) {
    if (name === "amount" || name === "sum") return "amount";
    if (name === "method" || name === "methodId" || name === "method_id") return "method";
    if (name.startsWith("requisites")) return "requisites";
  }
  return null;
}

/**
 * The cashier problem a platform error stands for, or null when it is not one (the caller rethrows it, so
 * banned players, maintenance and unexpected faults get their system pages).
 */
export function cashierProblemFor(error: unknown): CashierProblem | null {
  if (!(error instanceof PlatformError) || !isCashierType(error.type)) return null;
  const entry = catalogue[error.type];
  const field = error.type === "InvalidParameter" ? invalidField(error.details) : entry.field;
  const problem: CashierProblem = { type: error.type, messageKey: `cashierErrors.${error.type}`, field };
  if (entry.next) problem.next = { ...cashierNextSteps[entry.next] };
  return problem;
}

/**
 * The problem without a next step into a part of the profile the remote functionalSettings turn off (those pages
 * answer 404, decision 012): the message stays, the button that would lead nowhere goes.
 */
export function withinEnabledProfile(problem: CashierProblem, settings: Parameters<typeof enabledProfileChildren>[0]): CashierProblem {
  if (!problem.next) return problem;
  const path = problem.next.to.split(/[?#]/)[0]!;
  const child = profileChildren.find((item) => item.to !== "/profile" && (path === item.to || path.startsWith(`${item.to}/`)));
  if (!child || enabledProfileChildren(settings).includes(child)) return problem;
  const { next: _dropped, ...rest } = problem;
  return rest;
}

/** Problems fixed in the player's own account: their step carries the way back (`from`) to the form. */
const fixedInAccount: Record<string, Record<string, string>> = {
  UserNeedConfirmContact: {},
  // The settings page shows the fill-profile toast for it (spec §2: reached with from and toastType; decision 012's
  // "withdraw" type, since only the withdraw form carries its way back).
  UserNeedProfileData: { toastType: "withdraw" },
};

/**
 * The problem's next step with the address to come back to once it is fixed (the form, with what was typed
 * that may travel in a URL). Only same-site return addresses are carried.
 */
export function withReturnTo(problem: CashierProblem, from: string): CashierProblem {
  const extra = fixedInAccount[problem.type];
  const back = returnAddress(from);
  if (!problem.next || !extra || !back) return problem;
  return { ...problem, next: { ...problem.next, to: withReturn(problem.next.to, back, extra) } };
}

/** Remote configuration's withdraw error buttons (spec §3): shown or not, and where they lead. */
export interface WithdrawErrorButtons {
  unconfirmedContact: { show: boolean; link: string };
  identityCheck: { show: boolean; link: string };
}

export const defaultWithdrawErrorButtons: WithdrawErrorButtons = {
  unconfirmedContact: { show: true, link: cashierNextSteps.confirmContact.to },
  identityCheck: { show: true, link: cashierNextSteps.verify.to },
};

function readButton(raw: unknown, fallback: { show: boolean; link: string }) {
  if (!raw || typeof raw !== "object") return fallback;
  const { show, link } = raw as { show?: unknown; link?: unknown };
  return {
    show: typeof show === "boolean" ? show : fallback.show,
    // Only same-site paths: a configured link never sends the player off the site.
    link: typeof link === "string" && link.startsWith("/") && !link.startsWith("//") ? link : fallback.link,
  };
}

/** Reads `withdrawErrorButtons` of the remote configuration leniently. */
export function readWithdrawErrorButtons(config: { withdrawErrorButtons?: unknown } | Record<string, unknown>): WithdrawErrorButtons {
  const raw = (config as { withdrawErrorButtons?: unknown }).withdrawErrorButtons;
  const value = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return {
    unconfirmedContact: readButton(value.unconfirmedContact, defaultWithdrawErrorButtons.unconfirmedContact),
    identityCheck: readButton(value.identityCheck, defaultWithdrawErrorButtons.identityCheck),
  };
}

const identityCheckTypes = new Set<string>(["KycUserProfile", "KycWithdrawal", "SumsubVerificationRequired", "RequisitesValidationRequired"]);

/**
 * On the withdraw page the unconfirmed-contact and identity-check steps follow the remote configuration's
 * withdraw error buttons: their link, or no button when `show` is false.
 */
export function withWithdrawErrorButtons(problem: CashierProblem, buttons: WithdrawErrorButtons): CashierProblem {
  const button =
    problem.type === "UserNeedConfirmContact" ? buttons.unconfirmedContact : identityCheckTypes.has(problem.type) ? buttons.identityCheck : null;
  if (!button || !problem.next) return problem;
  const { next, ...rest } = problem;
  return button.show ? { ...rest, next: { labelKey: next.labelKey, to: button.link } } : rest;
}

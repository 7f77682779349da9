import { z } from "zod";
import type { PlatformClient } from "../client.server";
import { PlatformError } from "../errors";
import { Caller, anything, description, flag, id, list, money, page } from "./shared.server";

export const transactionStatuses = ["pending", "success", "fail", "cancel"] as const;

/** Deposit info (spec §3). */
export const depositInfoSchema = z
  .object({
    id,
    requisites: z.unknown().optional(),
    method: z.string().nullish(),
    type: z.string().nullish(),
    created_at: z.union([z.string(), z.number()]).nullish(),
    updated_at: z.union([z.string(), z.number()]).nullish(),
    amount: money,
    status: z.string().default("pending"),
    domain: z.string().nullish(),
  })
  .passthrough();
export type DepositInfo = z.infer<typeof depositInfoSchema>;

export const historyItemSchema = z
  .object({ id, created_at: z.union([z.string(), z.number()]).nullish(), status: z.string(), amount: money, type: z.string().nullish() })
  .passthrough();
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const paymentMethodSchema = z
  .object({
    id,
    sysname: z.string(),
    name: z.string().nullish(),
    description,
    min_amount: z.coerce.number().nullish(),
    max_amount: z.coerce.number().nullish(),
    currency: z.string().default("UZS"),
    requisites: z.array(z.record(z.unknown())).default([]),
  })
  .passthrough();
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const depositSettingsSchema = z
  .object({
    methods: z.array(paymentMethodSchema).default([]),
    amountList: z.array(z.object({ currency: z.string(), list: z.array(z.coerce.number()) }).passthrough()).default([]),
    currencies: z.record(z.string()).default({}),
    detalization: z.object({ enableDetalization: z.boolean().default(false), displayedDetalization: z.boolean().default(false) }).passthrough().default({}),
    offers: z.array(z.unknown()).default([]),
  })
  .passthrough();
export type DepositSettings = z.infer<typeof depositSettingsSchema>;

export const withdrawSettingsSchema = z.object({ methods: z.array(paymentMethodSchema).default([]) }).passthrough();

export const moneyOrderSchema = z
  .object({
    id,
    status: z.string().default("pending"),
    redirect_url: z.string().nullish(),
    amount: money.optional(),
    /** The key had already made this transaction (same parameters): nothing new was made (decision 007). */
    idempotent_replayed: flag.default(false),
  })
  .passthrough();
export type MoneyOrder = z.infer<typeof moneyOrderSchema>;

/**
 * The platform refused a money call because its idempotency key was already used with other parameters
 * (decision 007: InvalidParameter naming `idempotency_key`, HTTP 409). Nothing was made.
 */
export function isIdempotencyKeyReused(error: unknown): boolean {
  if (!(error instanceof PlatformError) || error.type !== "InvalidParameter") return false;
  const errors = error.details.errors;
  return Boolean(errors && typeof errors === "object" && "idempotency_key" in errors);
}

export interface DepositInput {
  method: string;
  amount: number;
  /** -1 when no offer is chosen (spec §3). */
  campaignOfferId?: number;
  requisites?: Record<string, string>;
  /**
   * The rendered form's key (decision 007): the platform makes at most one transaction per player, kind and
   * key, answers the same parameters with that transaction and refuses other parameters.
   */
  idempotencyKey: string;
  /** Where the payment page sends the player back (the site's origin); the locale prefix is kept. */
  returnUrl?: string;
  /** The currency paid in, when the player may choose one (spec §3 available currencies). */
  currency?: string;
  promoCode?: string;
}

export interface WithdrawalInput {
  method: string;
  amount: number;
  requisites?: Record<string, string>;
  idempotencyKey: string;
}

function requisiteParams(requisites: Record<string, string> | undefined) {
  return Object.fromEntries(Object.entries(requisites ?? {}).map(([key, value]) => [`requisites[${key}]`, value]));
}

/** A bank of `cashier.getbanks`, read as it comes. */
const bankSchema = z.record(z.unknown());

/** `cashier.*` (spec §7). Money calls are never retried, and carry an idempotency key. */
export function cashierApi(client: PlatformClient) {
  const call = new Caller(client);
  return {
    getBanks: () => call.get("cashier.getbanks", list(bankSchema)),
    getDepositInfo: (transactionId: string | number) => call.get("cashier.getdepositinfo", depositInfoSchema, { id: transactionId }),
    getDepositSettings: () => call.get("cashier.getdepositsettings", depositSettingsSchema),
    getHistory: ({ offset, count = 4, type = "all", statuses }: { offset?: number; count?: number; type?: "deposit" | "withdrawal" | "all"; statuses?: readonly string[] } = {}) =>
      call.get("cashier.gethistory", page(historyItemSchema), { offset, count, type, statuses }),
    getWithdrawSettings: () => call.get("cashier.getwithdrawsettings", withdrawSettingsSchema),
    makeDeposit: (input: DepositInput) =>
      call.post("cashier.makedeposit", moneyOrderSchema, {
        method: input.method,
        amount: input.amount,
        campaign_offer_id: input.campaignOfferId ?? -1,
        idempotency_key: input.idempotencyKey,
        return_url: input.returnUrl,
        currency: input.currency,
        promo_code: input.promoCode,
        ...requisiteParams(input.requisites),
      }),
    makeWithdrawal: (input: WithdrawalInput) =>
      call.post("cashier.makewithdrawal", moneyOrderSchema, {
        method: input.method,
        amount: input.amount,
        idempotency_key: input.idempotencyKey,
        ...requisiteParams(input.requisites),
      }),
    cancelWithdrawal: (transactionId: string | number) => call.post("cashier.cancelwithdrawal", anything, { id: transactionId }),
  };
}

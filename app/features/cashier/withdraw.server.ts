import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { requireUser } from "~/features/auth/guard.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeFromPath, localizePath } from "~/i18n/config";
import { getApi } from "~/platform/api/index.server";
import type { PaymentMethod } from "~/platform/api/cashier.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { readOr } from "~/platform/read.server";
import { PlatformError } from "~/platform/errors";
import { type CashierProblem, cashierProblemFor, readWithdrawErrorButtons, withWithdrawErrorButtons } from "./errors";
import {
  MONEY_KEY_FIELD,
  keyForSubmission,
  moneyFingerprint,
  readMoneyKeyState,
  recordTransaction,
  rotateState,
  serializeMoneyKeyState,
  stateForPlayer,
  issueMoneyKey,
} from "./money-key.server";
import { z } from "zod";
import { formatAmount } from "~/lib/format";
import { toRow } from "./history-rows";
import { type RequisiteView, type WithdrawMethodView, problemFieldName, withdrawSchema } from "./withdraw-schema";

/** How many pending withdrawals the page lists (each with its cancel form). */
export const PENDING_LIST_SIZE = 20;

const requisiteTypes = new Set<RequisiteView["type"]>(["card", "card_holder", "phone", "email", "text"]);

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

export function methodView(method: PaymentMethod): WithdrawMethodView {
  const description = method.description as { title?: unknown; icon?: unknown };
  return {
    sysname: method.sysname,
    title: text(description.title) ?? text(method.name) ?? method.sysname,
    icon: text(description.icon),
    min: Math.max(1, Math.ceil(method.min_amount ?? 1)),
    max: Math.floor(method.max_amount ?? Number.MAX_SAFE_INTEGER),
    currency: method.currency,
    requisites: method.requisites.flatMap((raw) => {
      const name = text(raw.name);
      if (!name || !/^[\w-]{1,40}$/.test(name)) return [];
      const type = text(raw.type) as RequisiteView["type"] | null;
      return [{ name, type: type && requisiteTypes.has(type) ? type : "text", pattern: text(raw.pattern) }];
    }),
  };
}

function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

async function withdrawContext(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const api = getApi(request, context);
  // The page degrades to "no methods" when the settings cannot be read; a posted form must not (spec §7).
  const read = api.cashier.getWithdrawSettings();
  const settings = request.method === "GET" ? await readOr({ methods: [] }, read) : await read.catch(throwAsSystemPage);
  const methods = settings.methods.map(methodView);
  return { account, api, methods, locale: localeOf(request) };
}

export async function withdrawLoader(request: Request, context: AppLoadContext) {
  const { account, api, methods, locale } = await withdrawContext(request, context);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("method");
  const selected = methods.find((method) => method.sysname === wanted) ?? methods[0] ?? null;
  const [pending, config, t, moneyKey] = await Promise.all([
    readOr({ items: [], total: 0 }, api.cashier.getHistory({ type: "withdrawal", statuses: ["pending"], count: PENDING_LIST_SIZE })),
    getRemoteConfig(locale),
    getT(request),
    issueMoneyKey(request, "withdrawal", account.uid),
  ]);
  const cancelId = url.searchParams.get("cancel");
  return data(
    {
      page: "withdraw",
      title: t("pages.withdraw.title"),
      lead: t("pages.withdraw.lead"),
      brand: t("brand"),
      param: null,
      methods,
      selected: selected?.sysname ?? null,
      balance: account.balance_main,
      moneyKey: moneyKey.key,
      buttons: readWithdrawErrorButtons(config),
      pending: pending.items.map((item) => {
        const row = toRow({ id: item.id, kind: "withdrawal", status: item.status, date: item.created_at, amount: item.amount }, locale, t("dateTimeJoiner"));
        return {
          id: row.id,
          when: row.when,
          amount: formatAmount(item.amount.amount, { currency: item.amount.currency, locale }),
          method: typeof item.method === "string" ? item.method : null,
        };
      }),
      cancelId: cancelId && pending.items.some((item) => String(item.id) === cancelId) ? cancelId : null,
    },
    { headers: { "Cache-Control": "no-store", ...(moneyKey.setCookie ? { "Set-Cookie": moneyKey.setCookie } : {}) } },
  );
}

export type WithdrawActionData =
  | { intent: "withdraw"; result: SubmissionResult<string[]>; problem: CashierProblem | null; method: string | null }
  | { intent: "cancel"; id: string; messageKey: string; problem: CashierProblem | null };

/** A platform answer that is not a cashier problem goes on: system pages for maintenance and bans, else the error boundary. */
function problemOrRethrow(error: unknown): CashierProblem {
  const problem = cashierProblemFor(error);
  if (!problem) throwAsSystemPage(error);
  return problem;
}

export async function withdrawAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "cancel") return cancelAction(request, context, formData);
  const { account, api, methods, locale } = await withdrawContext(request, context);
  const method = methods.find((item) => item.sysname === formData.get("method")) ?? null;
  if (!method) {
    const submission = parseWithZod(formData, { schema: withdrawSchemaFallback });
    return data<WithdrawActionData>(
      { intent: "withdraw", result: submission.reply({ formErrors: ["withdraw.chooseMethod"] }), problem: null, method: null },
      { status: 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: withdrawSchema(method, account.balance_main.amount, locale) });
  if (submission.status !== "success") {
    return data<WithdrawActionData>({ intent: "withdraw", result: submission.reply(), problem: null, method: method.sysname }, { status: 400 });
  }
  const value = submission.value;
  const requisites = Object.fromEntries(Object.entries(value.requisites).map(([name, item]) => [name, String(item)]));
  const fingerprint = moneyFingerprint({ method: value.method, amount: value.amount, requisites: JSON.stringify(requisites) });
  const stored = await readMoneyKeyState(request, "withdrawal");
  const submitted = formData.get(MONEY_KEY_FIELD);
  const claim = keyForSubmission(stateForPlayer(stored, account.uid), typeof submitted === "string" ? submitted : null, fingerprint);
  try {
    const order = await api.cashier.makeWithdrawal({ method: value.method, amount: value.amount, requisites, idempotencyKey: claim.key });
    // Accepted: the key that made it is remembered (a resubmitted form gets the same withdrawal), the next form gets a new one.
    const next = rotateState(recordTransaction(claim.state, claim.key, order.id));
    const headers = new Headers();
    headers.append("Set-Cookie", await serializeMoneyKeyState("withdrawal", next));
    headers.append("Set-Cookie", await flashToastHeader({ type: "success", key: "withdraw.requested", values: { id: String(order.id) } }));
    return redirect(localizePath("/cashier/withdraw", locale) + `?method=${encodeURIComponent(method.sysname)}`, { status: 303, headers });
  } catch (error) {
    const problem = withWithdrawErrorButtons(problemOrRethrow(error), readWithdrawErrorButtons(await getRemoteConfig(locale)));
    const field = problemFieldName(problem.field, method);
    const result = submission.reply(field ? { fieldErrors: { [field]: [problem.messageKey] } } : { formErrors: [problem.messageKey] });
    return data<WithdrawActionData>(
      { intent: "withdraw", result, problem, method: method.sysname },
      { status: 400, headers: { "Set-Cookie": await serializeMoneyKeyState("withdrawal", claim.state) } },
    );
  }
}

const withdrawSchemaFallback = z.object({ method: z.string().optional(), amount: z.string().optional() }).passthrough();

async function cancelAction(request: Request, context: AppLoadContext, formData: FormData) {
  await requireUser(request, context);
  const locale = localeOf(request);
  const id = String(formData.get("id") ?? "");
  if (!/^\d{1,18}$/.test(id)) {
    return data<WithdrawActionData>({ intent: "cancel", id, messageKey: "withdraw.cancelUnknown", problem: null }, { status: 400 });
  }
  try {
    await getApi(request, context).cashier.cancelWithdrawal(id);
  } catch (error) {
    if (error instanceof PlatformError && (error.type === "InvalidRequest" || (error.type === "InvalidParameter" && error.status === 404))) {
      // Already decided (approved, declined or cancelled in another tab), or not the player's.
      const status = error.status === 404 ? 404 : 409;
      return data<WithdrawActionData>({ intent: "cancel", id, messageKey: status === 404 ? "withdraw.cancelUnknown" : "withdraw.cancelTooLate", problem: null }, { status });
    }
    const problem = problemOrRethrow(error);
    return data<WithdrawActionData>({ intent: "cancel", id, messageKey: problem.messageKey, problem }, { status: 400 });
  }
  // Back to the page the player was on (its method stays chosen), without the confirm step.
  const method = new URL(request.url).searchParams.get("method");
  const back = localizePath("/cashier/withdraw", locale) + (method && /^[\w-]{1,40}$/.test(method) ? `?method=${method}` : "");
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "withdraw.cancelled", values: { id } }) },
  });
}

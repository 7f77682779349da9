import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { requireUser } from "~/features/auth/guard.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { localeOf, localizePath } from "~/i18n/config";
import { getApi } from "~/platform/api/index.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { readOr } from "~/platform/read.server";
import { PlatformError } from "~/platform/errors";
import { type CashierProblem, cashierProblemFor, problemFieldName, readWithdrawErrorButtons, withinEnabledProfile, withReturnTo, withWithdrawErrorButtons } from "./errors";
import { countMoneyAction, sendMoneyForm } from "./money-action.server";
import { MONEY_KEY_FIELD, issueMoneyKey } from "./money-key.server";
import { methodNameIn } from "./method-view";
import { methodView } from "./method-view.server";
import { z } from "zod";
import { formatAmount } from "~/lib/format";
import { toRow } from "./history-rows";
import { withdrawSchema } from "./withdraw-schema";
import { readForm } from "~/lib/read-form.server";

/** How many pending withdrawals the page lists (each with its cancel form). */
export const PENDING_LIST_SIZE = 20;

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
  // The pending list does not wait for the settings: both are one round trip after the account (issue 27).
  const pendingRead = requireUser(request, context).then(() =>
    readOr({ items: [], total: 0 }, getApi(request, context).cashier.getHistory({ type: "withdrawal", statuses: ["pending"], count: PENDING_LIST_SIZE })),
  );
  const [{ account, methods, locale }, pending] = await Promise.all([withdrawContext(request, context), pendingRead]);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("method");
  const selected = methods.find((method) => method.sysname === wanted) ?? methods[0] ?? null;
  const [config, t, moneyKey] = await Promise.all([
    getRemoteConfig(locale),
    getT(request),
    issueMoneyKey(request, "withdrawal", account.uid),
  ]);
  const cancelId = url.searchParams.get("cancel");
  // A way back from fixing a refusal (confirming a contact) carries the amount that was typed.
  const amount = url.searchParams.get("amount");
  const names = Object.fromEntries(methods.map((method) => [method.sysname, method.name]));
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
      initialAmount: amount && /^\d{1,12}$/.test(amount) ? amount : null,
      buttons: readWithdrawErrorButtons(config),
      pending: pending.items.map((item) => {
        const row = toRow({ id: item.id, kind: "withdrawal", status: item.status, date: item.created_at, amount: item.amount }, locale, t("dateTimeJoiner"));
        return {
          id: row.id,
          when: row.when,
          amount: formatAmount(item.amount.amount, { currency: item.amount.currency, locale }),
          method: methodNameIn(names, typeof item.method === "string" ? item.method : null),
        };
      }),
      cancelId: cancelId && pending.items.some((item) => String(item.id) === cancelId) ? cancelId : null,
    },
    { headers: { "Cache-Control": "no-store", ...(moneyKey.setCookie ? { "Set-Cookie": moneyKey.setCookie } : {}) } },
  );
}

export type WithdrawActionData =
  | {
      intent: "withdraw";
      result: SubmissionResult<string[]>;
      problem: CashierProblem | null;
      method: string | null;
      /** The form's key was already spent (decision 007): the new key of the fresh form. */
      moneyKey?: string;
    }
  | { intent: "cancel"; id: string; messageKey: string; problem: CashierProblem | null };

/** A platform answer that is not a cashier problem goes on: system pages for maintenance and bans, else the error boundary. */
function problemOrRethrow(error: unknown): CashierProblem {
  const problem = cashierProblemFor(error);
  if (!problem) throwAsSystemPage(error);
  return problem;
}

export async function withdrawAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
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
    countMoneyAction("withdrawal", "refused_validation");
    return data<WithdrawActionData>({ intent: "withdraw", result: submission.reply(), problem: null, method: method.sysname }, { status: 400 });
  }
  const value = submission.value;
  const requisites = Object.fromEntries(Object.entries(value.requisites).map(([name, item]) => [name, String(item)]));
  const attempt = await sendMoneyForm("withdrawal", account.uid, formData.get(MONEY_KEY_FIELD), (idempotencyKey) =>
    api.cashier.makeWithdrawal({ method: value.method, amount: value.amount, requisites, idempotencyKey }),
  );
  if (attempt.outcome === "stale") {
    return data<WithdrawActionData>(
      { intent: "withdraw", result: submission.reply({ resetForm: true }), problem: attempt.problem, method: method.sysname, moneyKey: attempt.key },
      { status: 409, headers: { "Set-Cookie": attempt.setCookie } },
    );
  }
  if (attempt.outcome === "refused") {
    const config = await getRemoteConfig(locale);
    const shown = withinEnabledProfile(withWithdrawErrorButtons(problemOrRethrow(attempt.error), readWithdrawErrorButtons(config)), config.functionalSettings);
    // Once the contact is confirmed (or the profile filled) the player comes back to this form, amount kept.
    const back = `${localizePath("/cashier/withdraw", locale)}?method=${encodeURIComponent(method.sysname)}&amount=${value.amount}`;
    const problem = withReturnTo(shown, back);
    const field = problemFieldName(problem.field, method.requisites);
    const result = submission.reply(field ? { fieldErrors: { [field]: [problem.messageKey] } } : { formErrors: [problem.messageKey] });
    return data<WithdrawActionData>({ intent: "withdraw", result, problem, method: method.sysname }, { status: 400 });
  }
  // Accepted (a repeat of the same post while it is pending too): the page again, with a fresh form.
  const headers = new Headers();
  headers.append("Set-Cookie", attempt.setCookie);
  headers.append("Set-Cookie", await flashToastHeader({ type: "success", key: "withdraw.requested", values: { id: String(attempt.order.id) } }));
  return redirect(localizePath("/cashier/withdraw", locale) + `?method=${encodeURIComponent(method.sysname)}`, { status: 303, headers });
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

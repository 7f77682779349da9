import type { PlatformApi } from "~/platform/api/index.server";
import type { PaymentMethod } from "~/platform/api/cashier.server";
import { type DepositFlow, type DepositMethodView, type MethodView, methodNameOf, ownMethodMark } from "./method-view";
import { type RequisiteView, requisiteTypes } from "./requisites";

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** A platform payment method (spec §3: sysname, content title and icon, bounds, requisites) as the pages show it. */
export function methodView(method: PaymentMethod): MethodView {
  const description = method.description as { title?: unknown; icon?: unknown };
  const name = text(method.name) ?? methodNameOf(method.sysname);
  return {
    sysname: method.sysname,
    name,
    title: text(description.title) ?? name,
    icon: ownMethodMark(method.sysname) ?? text(description.icon),
    min: Math.max(1, Math.ceil(method.min_amount ?? 1)),
    max: Math.floor(method.max_amount ?? Number.MAX_SAFE_INTEGER),
    currency: method.currency,
    requisites: method.requisites.flatMap((raw): RequisiteView[] => {
      const requisite = text(raw.name);
      if (!requisite || !/^[\w-]{1,40}$/.test(requisite)) return [];
      const type = text(raw.type);
      return [{ name: requisite, type: type && requisiteTypes.has(type) ? (type as RequisiteView["type"]) : "text", pattern: text(raw.pattern) }];
    }),
  };
}

export function flowOf(value: unknown): DepositFlow {
  return value === "new_window" || value === "newwindow" ? "new_window" : value === "mobile" ? "mobile" : "redirect";
}

/** A deposit method: a method view and how its payment continues. */
export function depositMethodView(method: PaymentMethod): DepositMethodView {
  const raw = method as PaymentMethod & { flow?: unknown; view?: unknown };
  return { ...methodView(method), flow: flowOf(raw.flow ?? raw.view) };
}

/**
 * The proper names of every deposit and withdraw method by sysname, for lines that name a method by sysname
 * (history, pending withdrawals, payment results). A failed read yields none: names fall back to the sysname
 * capitalised (`methodNameIn`).
 */
export async function methodNames(api: PlatformApi): Promise<Record<string, string>> {
  const [deposit, withdraw] = await Promise.all([api.cashier.getDepositSettings().catch(() => null), api.cashier.getWithdrawSettings().catch(() => null)]);
  const names: Record<string, string> = {};
  for (const method of [...(withdraw?.methods ?? []), ...(deposit?.methods ?? [])]) names[method.sysname] = methodView(method).name;
  return names;
}

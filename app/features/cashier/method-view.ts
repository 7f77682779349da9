import type { RequisiteView } from "./requisites";

/** A payment method (deposit or withdraw) as the cashier pages show it. */
export interface MethodView {
  sysname: string;
  /** The method's proper name ("Payme"): history lines and headings. */
  name: string;
  /** The method's content title ("Payme orqali to‘lov"), else its name. */
  title: string;
  icon: string | null;
  min: number;
  max: number;
  currency: string;
  requisites: RequisiteView[];
}

/** How a deposit's payment continues after makedeposit (spec §2 payment pages). */
export type DepositFlow = "redirect" | "new_window" | "mobile";

export interface DepositMethodView extends MethodView {
  flow: DepositFlow;
}

/** A name for a method the methods list does not know: its sysname, capitalised ("uzcard" → "Uzcard", "visa_mc" → "Visa Mc"). */
export function methodNameOf(sysname: string): string {
  return sysname
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The method's proper name by sysname from a list of views, else the capitalised sysname. */
export function methodNameIn(names: Readonly<Record<string, string>>, sysname: unknown): string | null {
  if (typeof sysname !== "string" || !sysname.trim()) return null;
  return names[sysname] ?? methodNameOf(sysname.trim());
}

/**
 * The site's own marks of Uzbekistan's four payment methods (issue 39 item 6, decision 071): drawn by us in each
 * method's colours with its name (public/payment/, not the brands' logos), the same in every list and on the form,
 * whatever icon the platform's content gives. A sysname of the method's family ("uzcard_p2p") has its mark too;
 * other methods keep the platform's icon.
 */
const OWN_MARKS = ["uzcard", "humo", "payme", "click"] as const;

export function ownMethodMark(sysname: string): string | null {
  const family = /^([a-z]+)(?:$|[\s_-])/i.exec(sysname.trim())?.[1]?.toLowerCase();
  return family && (OWN_MARKS as readonly string[]).includes(family) ? `/payment/${family}.svg` : null;
}

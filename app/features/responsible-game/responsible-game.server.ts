import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { type HelpOrganisation, getRemoteConfig } from "~/content/config.server";
import { requireUser } from "~/features/auth/guard.server";
import { notFound } from "~/features/system/not-found.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { formatAmount, formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { DepositLimit, SessionLimit } from "~/platform/account.server";
import { SESSION_LIMITS, parseSessionLimitChoice } from "./rules";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import { AnswerNotAcceptedError, PlatformError } from "~/platform/errors";
import { parseRealityCheckChoice, isRealityCheckInterval } from "./reality-check";
import { BREAK_PERIODS, type BreakPeriod, LIMIT_PERIODS, type LimitPeriod, isBreakPeriod, limitFormSchema } from "./rules";

const noStore = { "Cache-Control": "no-store" };

/** Where the page lives: the profile's child or the stand-alone `/responsible-game` (spec §2), same content. */
export type ResponsibleGamePath = "/profile/responsible-game" | "/responsible-game";

export interface LimitView {
  period: LimitPeriod;
  amount: string;
  available: string;
  renewsAt: string | null;
}

export interface PendingView {
  /** null: the limit is being removed. */
  period: LimitPeriod | null;
  amount: string | null;
  effectiveAt: string;
}

export interface ResponsibleGameData {
  page: "responsibleGame";
  title: string;
  lead: string;
  brand: string;
  param: null;
  /** null: the limit could not be read (the section says so; the rest of the page works). */
  limits: { active: LimitView | null; pending: PendingView | null } | null;
  confirm: BreakPeriod | null;
  /** Decision 027: help organisations from the remote config; empty: the section is not there. */
  help: HelpOrganisation[];
  /** Decision 035: the reality check's interval in minutes, 0 when off. */
  realityInterval: number;
  /** Decision 035: the loss limit, as the deposit limit's views (available = what may still be lost); null: unreadable. */
  loss: { active: LimitView | null; pending: PendingView | null } | null;
  /** Decision 035: the session-time limit in minutes (null: none) and its waiting change; null: unreadable. */
  session: { minutes: number | null; pending: { minutes: number | null; effectiveAt: string } | null } | null;
}

export function sessionLimitView(limit: SessionLimit, locale: Locale): NonNullable<ResponsibleGameData["session"]> {
  const known = (value: number | null | undefined) => (typeof value === "number" && (SESSION_LIMITS as readonly number[]).includes(value) ? value : null);
  return {
    minutes: known(limit.minutes),
    pending: limit.pending ? { minutes: known(limit.pending.minutes), effectiveAt: formatDateTime(limit.pending.effective_at, locale) } : null,
  };
}

const isLimitPeriod = (value: unknown): value is LimitPeriod => typeof value === "string" && (LIMIT_PERIODS as readonly string[]).includes(value);

export function limitViews(limit: DepositLimit, currency: string, locale: Locale): NonNullable<ResponsibleGameData["limits"]> {
  const money = (value: number | null | undefined) => formatAmount(value ?? 0, { currency, locale });
  const active: LimitView | null = isLimitPeriod(limit.period) && limit.limit_amount
    ? { period: limit.period, amount: money(limit.limit_amount), available: money(limit.available_amount), renewsAt: limit.expired_at ? formatDateTime(limit.expired_at, locale) : null }
    : null;
  const waiting = limit.pending;
  const pending: PendingView | null = waiting
    ? {
        period: isLimitPeriod(waiting.period) && waiting.limit_amount ? waiting.period : null,
        amount: isLimitPeriod(waiting.period) && waiting.limit_amount ? money(waiting.limit_amount) : null,
        effectiveAt: formatDateTime(waiting.effective_at, locale),
      }
    : null;
  return { active, pending };
}

async function pageContext(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const locale = localeOf(request);
  const config = await getRemoteConfig(locale);
  // Decision 012: a section functionalSettings turn off is not found, for a GET and a POST alike.
  if (!config.functionalSettings.responsibleGaming) throw notFound(request);
  return { account, locale, config, api: getApi(request, context) };
}

export async function responsibleGameLoader(request: Request, context: AppLoadContext) {
  const { account, locale, config, api } = await pageContext(request, context);
  const [limit, loss, session, t] = await Promise.all([
    readOr(null, api.account.getDepositLimit()),
    readOr(null, api.account.getLossLimit(), "account.getLossLimit"),
    readOr(null, api.account.getSessionLimit(), "account.getSessionLimit"),
    getT(request),
  ]);
  const wanted = new URL(request.url).searchParams.get("confirm");
  const body: ResponsibleGameData = {
    page: "responsibleGame",
    title: t("pages.responsibleGame.title"),
    lead: t("pages.responsibleGame.lead"),
    brand: t("brand"),
    param: null,
    limits: limit ? limitViews(limit, account.balance_main.currency, locale) : null,
    confirm: isBreakPeriod(wanted) ? wanted : null,
    help: config.responsibleGaming.helpOrganisations,
    loss: loss ? limitViews(loss, account.balance_main.currency, locale) : null,
    session: session ? sessionLimitView(session, locale) : null,
    realityInterval: isRealityCheckInterval(account.session?.reality_check?.interval) ? account.session.reality_check.interval : 0,
  };
  return data(body, { headers: noStore });
}

export interface ResponsibleGameActionData {
  intent: "limit" | "remove" | "cancel" | "break" | "reality" | "loss" | "lossRemove" | "lossCancel" | "session" | "sessionCancel";
  /** Field errors of the limit form and the form's error, as translation keys; the values typed, kept. */
  errors: { period?: string; amount?: string; interval?: string; minutes?: string; form?: string };
  values?: { period: string; amount: string };
}

const refused = "responsibleGame.errors.refused";

export async function responsibleGameAction(request: Request, context: AppLoadContext, path: ResponsibleGamePath) {
  const { locale, api } = await pageContext(request, context);
  const form = await readForm(request);
  const page = localizePath(path, locale);
  const intent = form.get("intent");
  const fail = (which: ResponsibleGameActionData["intent"], errors: ResponsibleGameActionData["errors"], status = 400, values?: ResponsibleGameActionData["values"]) =>
    data<ResponsibleGameActionData>({ intent: which, errors, values }, { status, headers: noStore });
  const platformFailure = (which: ResponsibleGameActionData["intent"], caught: unknown, values?: ResponsibleGameActionData["values"]) => {
    if (!(caught instanceof PlatformError) && !(caught instanceof AnswerNotAcceptedError)) throw caught;
    const busy = caught instanceof PlatformError && caught.type === "TooManyRequests";
    return fail(which, { form: busy ? "auth.errors.tooManyRequests" : refused }, busy ? 429 : 400, values);
  };
  const toastRedirect = async (to: string, toast: Parameters<typeof flashToastHeader>[0]) =>
    redirect(to, { headers: { "Set-Cookie": await flashToastHeader(toast), ...noStore } });

  // The first-deposit prompt posts here and comes back to the cashier (a same-site path only).
  const back = safeRedirectPath(form.get("back"), page);
  /** The toast after a change: the platform's own word on whether it applied or waits (decision 026). */
  const afterChange = async () => {
    const now = await readOr(null, api.account.getDepositLimit());
    if (now?.pending) return toastRedirect(back, { type: "info", key: "responsibleGame.toasts.pending", values: { date: formatDateTime(now.pending.effective_at, locale) } });
    return toastRedirect(back, { type: "success", key: "responsibleGame.toasts.saved" });
  };

  /** The same toast for the loss and session limits: saved, or waiting until its time (read back from the platform). */
  async function afterPlayLimit(read: Promise<{ pending?: { effective_at: string | number } | null }>) {
    const now = await readOr(null, read);
    if (now?.pending) return toastRedirect(page, { type: "info", key: "responsibleGame.toasts.pending", values: { date: formatDateTime(now.pending.effective_at, locale) } });
    return toastRedirect(page, { type: "success", key: "responsibleGame.toasts.saved" });
  }

  if (intent === "limit") {
    const values = { period: String(form.get("period") ?? ""), amount: String(form.get("amount") ?? "") };
    const parsed = limitFormSchema.safeParse(values);
    if (!parsed.success) {
      const errors: ResponsibleGameActionData["errors"] = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "period" ? "period" : "amount";
        errors[field] ??= issue.message;
      }
      return fail("limit", errors, 400, values);
    }
    try {
      await api.account.setDepositLimit({ limit_amount: parsed.data.amount, period: parsed.data.period });
    } catch (caught) {
      return platformFailure("limit", caught, values);
    }
    return afterChange();
  }

  if (intent === "remove") {
    try {
      await api.account.setDepositLimit({ limit_amount: null, period: "none" });
    } catch (caught) {
      return platformFailure("remove", caught);
    }
    return afterChange();
  }

  if (intent === "cancel") {
    try {
      await api.account.cancelDepositLimitChange();
    } catch (caught) {
      return platformFailure("cancel", caught);
    }
    return toastRedirect(page, { type: "success", key: "responsibleGame.toasts.cancelled" });
  }

  // Decision 035: the loss limit, exactly like the deposit limit; the session-time limit, a choice of lengths.
  if (intent === "loss") {
    const values = { period: String(form.get("period") ?? ""), amount: String(form.get("amount") ?? "") };
    const parsed = limitFormSchema.safeParse(values);
    if (!parsed.success) {
      const errors: ResponsibleGameActionData["errors"] = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] === "period" ? "period" : "amount"] ??= issue.message;
      return fail("loss", errors, 400, values);
    }
    try {
      await api.account.setLossLimit({ limit_amount: parsed.data.amount, period: parsed.data.period });
    } catch (caught) {
      return platformFailure("loss", caught, values);
    }
    return afterPlayLimit(api.account.getLossLimit());
  }
  if (intent === "lossRemove" || intent === "lossCancel") {
    try {
      await (intent === "lossRemove" ? api.account.setLossLimit({ limit_amount: null, period: "none" }) : api.account.cancelLossLimitChange());
    } catch (caught) {
      return platformFailure(intent, caught);
    }
    return intent === "lossCancel" ? toastRedirect(page, { type: "success", key: "responsibleGame.toasts.cancelled" }) : afterPlayLimit(api.account.getLossLimit());
  }
  if (intent === "session") {
    const minutes = parseSessionLimitChoice(form.get("minutes"));
    if (minutes === null) return fail("session", { minutes: "responsibleGame.errors.sessionMinutes" });
    try {
      await api.account.setSessionLimit(minutes);
    } catch (caught) {
      return platformFailure("session", caught);
    }
    return afterPlayLimit(api.account.getSessionLimit());
  }
  if (intent === "sessionCancel") {
    try {
      await api.account.cancelSessionLimitChange();
    } catch (caught) {
      return platformFailure("sessionCancel", caught);
    }
    return toastRedirect(page, { type: "success", key: "responsibleGame.toasts.cancelled" });
  }

  if (intent === "reality") {
    const interval = parseRealityCheckChoice(form.get("interval"));
    if (interval === null) return fail("reality", { interval: "responsibleGame.errors.realityInterval" });
    try {
      await api.account.setRealityCheck(interval);
    } catch (caught) {
      return platformFailure("reality", caught);
    }
    return toastRedirect(page, { type: "success", key: "responsibleGame.toasts.realitySaved" });
  }

  if (intent === "break") {
    const period = form.get("period");
    if (!isBreakPeriod(period)) return fail("break", { form: "responsibleGame.errors.breakPeriod" });
    // Only the confirm step's own button says yes; anything else shows that step first.
    if (form.get("confirmed") !== "1") return redirect(`${page}?confirm=${period}`, { headers: noStore });
    let until: string | null | undefined;
    try {
      ({ until } = await api.account.selfExclude(period));
    } catch (caught) {
      return platformFailure("break", caught);
    }
    // The platform ended the session (its Set-Cookie is relayed): the player is a guest on the home page.
    const kind = BREAK_PERIODS[period];
    return toastRedirect(localizePath("/", locale), {
      type: "info",
      key: `responsibleGame.toasts.${kind}`,
      values: { date: until ? formatDateTime(until, locale) : "" },
    });
  }

  return fail("limit", { form: "auth.errors.unknown" });
}

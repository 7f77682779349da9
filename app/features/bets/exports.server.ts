import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { requireBetHistory } from "~/features/bets/guard.server";
import { timeOf } from "~/features/cashier/history-rows";
import { newMoneyKey, submittedMoneyKey } from "~/features/cashier/money-key.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { formatDate, formatDateTime } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import type { ExportRequest } from "~/platform/api/games.server";
import { type PlatformApi, getApi } from "~/platform/api/index.server";
import { PlatformError } from "~/platform/errors";
import { readOr, systemPageAnswer } from "~/platform/read.server";
import { type DayField, exportFormSchema, localDay, parseDay, shiftDay } from "./date-range";

/** The range a new export form offers: the last 30 days, today included. */
export const DEFAULT_EXPORT_DAYS = 30;

/** One export request as the page shows it. `href` only once its file is ready, and only to a web address. */
export interface ExportRow {
  id: string;
  range: string;
  requested: string | null;
  status: string;
  href: string | null;
}

/** A download address from the platform: a path of this site or an http(s) address, nothing else. */
export function downloadHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function toExportRow(request: ExportRequest, locale: Locale, joiner: string): ExportRow {
  const day = (value: string | null | undefined) => {
    const iso = value ? parseDay(value) : null;
    return iso ? formatDate(`${iso}T00:00:00`, locale) : "—";
  };
  const time = timeOf(request.created_at);
  const ready = request.status === "ready";
  return {
    id: String(request.id),
    range: `${day(request.date_from)} – ${day(request.date_to)}`,
    requested: time ? formatDateTime(time, locale, joiner) : null,
    status: request.status,
    href: ready ? downloadHref(request.url) : null,
  };
}

/** General info's flag (spec §3): null when the platform could not say. */
async function exportEnabled(api: PlatformApi): Promise<boolean | null> {
  const general = await readOr(null, api.metadata.getGeneralInfo(), "general info");
  return general ? general.is_game_history_export_enabled : null;
}

/** `/profile/bets/exports`: the request form (a fresh key per rendered form) and the player's requests. */
export async function betsExportsLoader(request: Request, context: AppLoadContext) {
  await requireBetHistory(request, context);
  const locale = localeOf(request);
  const api = getApi(request, context);
  const [t, enabled] = await Promise.all([getT(request), exportEnabled(api)]);
  const requests = enabled ? await readOr(null, api.games.getHistoryExportRequest(), "export requests") : [];
  const today = localDay();
  const joiner = t("dateTimeJoiner");
  return data(
    {
      page: "betsExports",
      title: t("pages.betsExports.title"),
      lead: t("pages.betsExports.lead"),
      brand: t("brand"),
      param: null,
      /** true / false as general info says; null when it could not be read. */
      enabled,
      today,
      defaults: { date_from: shiftDay(today, DEFAULT_EXPORT_DAYS - 1), date_to: today },
      requestKey: newMoneyKey(),
      requests: requests ? requests.map((item) => toExportRow(item, locale, joiner)) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export interface ExportActionData {
  result: SubmissionResult<string[]>;
  /** The key the form is sent with next: the same after a refusal (a retry is the same request), new after a stale one. */
  requestKey: string;
}

/** The platform's refusal of a day, as the message of its field (docs/decisions/015). */
const dayProblems: Record<string, string> = {
  INVALID: "validation.date",
  REQUIRED: "validation.required",
  BEFORE_FROM: "profile.bets.errors.reversed",
  RANGE_TOO_LONG: "profile.bets.errors.tooLongPlatform",
};

function platformFieldErrors(error: PlatformError): Partial<Record<DayField, string[]>> | null {
  const errors = error.details.errors as Record<string, unknown> | undefined;
  if (!errors || typeof errors !== "object") return null;
  const out: Partial<Record<DayField, string[]>> = {};
  for (const field of ["date_from", "date_to"] as const) {
    const codes = errors[field];
    if (Array.isArray(codes) && codes.length) out[field] = codes.map((code) => dayProblems[String(code)] ?? "validation.date");
  }
  return Object.keys(out).length ? out : null;
}

function keyReused(error: PlatformError): boolean {
  const codes = (error.details.errors as Record<string, unknown> | undefined)?.idempotency_key;
  return Array.isArray(codes) && codes.map(String).some((code) => code === "KEY_REUSED" || code === "INVALID" || code === "REQUIRED");
}

/**
 * The export form's post: checked by the rules of decision 015, then `games.createhistoryexportrequest` with
 * the form's key, so a double submit is one request. Accepted → back to the page with a toast (POST → redirect
 * → GET). Refused → the message beside its field or above the form, a 4xx, the typed days kept; only no answer or a
 * platform fault of its own is a 502.
 */
export async function betsExportsAction(request: Request, context: AppLoadContext) {
  await requireBetHistory(request, context);
  const locale = localeOf(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: exportFormSchema(localDay()) });
  const sentKey = submittedMoneyKey(formData.get("request_key"));
  const reply = (status: number, result: SubmissionResult<string[]>, requestKey = sentKey ?? newMoneyKey()) => data<ExportActionData>({ result, requestKey }, { status });
  const api = getApi(request, context);

  if ((await exportEnabled(api)) !== true) return reply(403, submission.reply({ formErrors: ["profile.bets.errors.disabled"] }));
  if (submission.status !== "success") return reply(400, submission.reply());
  // A form that carries no key it could have been given (an old page, a forged post): nothing is sent.
  if (!sentKey) return reply(409, submission.reply({ formErrors: ["profile.bets.errors.staleForm"] }), newMoneyKey());

  let made: ExportRequest;
  try {
    made = await api.games.createHistoryExportRequest({ date_from: submission.value.date_from, date_to: submission.value.date_to, idempotency_key: sentKey });
  } catch (error) {
    const page = systemPageAnswer(error);
    if (page) throw page;
    if (!(error instanceof PlatformError)) throw error;
    if (error.type === "TooManyRequests") return reply(429, submission.reply({ formErrors: ["profile.bets.errors.tooMany"] }));
    if (error.type === "InvalidRequest") return reply(403, submission.reply({ formErrors: ["profile.bets.errors.disabled"] }));
    if (error.type === "InvalidParameter" && keyReused(error)) {
      return reply(409, submission.reply({ formErrors: ["profile.bets.errors.staleForm"] }), newMoneyKey());
    }
    const fieldErrors = error.type === "InvalidParameter" ? platformFieldErrors(error) : null;
    if (fieldErrors) return reply(400, submission.reply({ fieldErrors }));
    // An ended session is the fault answer of every action: sign in, then back here.
    if (error.type === "Authorization") throw error;
    // Any other refusal of the input (a 4xx naming no day): the form's message, the days and the key kept (issue 28).
    if (!error.timedOut && error.status >= 400 && error.status < 500) return reply(400, submission.reply({ formErrors: ["profile.bets.errors.refused"] }));
    console.warn("[bets] export request failed:", error.type, error.status, error.message);
    // No answer or an unknown fault: the same key goes with the retry, so it cannot make a second request.
    return reply(502, submission.reply({ formErrors: ["profile.bets.errors.failed"] }));
  }
  return redirect(localizePath("/profile/bets/exports", locale), {
    status: 303,
    headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "profile.bets.requested", values: { id: String(made.id) } }) },
  });
}

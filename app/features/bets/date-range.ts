import { z } from "zod";
import { message } from "~/validation/messages";

/**
 * The rules of the bets pages' date ranges (docs/decisions/015), on both sides: the history filter (both days
 * optional) and the export request (both required, at most a year). A day is sent to the platform as
 * `YYYY-MM-DD`; the player may type it that way (a date input) or as the site writes dates (spec §9,
 * `dd.mm.yyyy`) where the browser shows a plain text box.
 */

/** The history's page size: spec §9 names 15 among its page sizes without saying where (decision 015). */
export const BETS_PAGE_SIZE = 15;
/** The longest range one export may cover, in days, both ends included. */
export const EXPORT_MAX_DAYS = 366;

export type DayField = "date_from" | "date_to";
export type DayRangeErrors = Partial<Record<DayField, string[]>>;

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A typed day as `YYYY-MM-DD`, or null when it is not a real calendar day in either accepted form. */
export function parseDay(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (local) return isoOf(Number(local[3]), Number(local[2]), Number(local[1]));
  return null;
}

/** Today as `YYYY-MM-DD` in the time zone the site shows its dates in (the server's). */
export function localDay(now: Date = new Date()): string {
  return isoOf(now.getFullYear(), now.getMonth() + 1, now.getDate())!;
}

/** A day `days` before (negative: after) an ISO day. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, date - days));
  return isoOf(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate())!;
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysIncluded(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}

export type DayRangeCheck = { ok: true; from: string | null; to: string | null } | { ok: false; errors: DayRangeErrors };

/**
 * Checks a range as typed. Each problem is a message for the field it belongs to: an unreadable day, a day
 * after today, a start after the end (on the end), a range over `maxDays` (on the end). Empty days are no
 * bound unless `required`.
 */
export function checkDayRange(input: { from?: string | null; to?: string | null }, options: { today: string; required?: boolean; maxDays?: number }): DayRangeCheck {
  const errors: DayRangeErrors = {};
  const read = (field: DayField, raw: string | null | undefined): string | null => {
    const text = (raw ?? "").trim();
    if (!text) {
      if (options.required) errors[field] = [message("required")];
      return null;
    }
    const day = parseDay(text);
    if (!day) {
      errors[field] = [message("date")];
      return null;
    }
    if (day > options.today) {
      errors[field] = ["profile.bets.errors.future"];
      return null;
    }
    return day;
  };
  const from = read("date_from", input.from);
  const to = read("date_to", input.to);
  if (from && to && from > to) errors.date_to = ["profile.bets.errors.reversed"];
  else if (from && to && options.maxDays && daysIncluded(from, to) > options.maxDays) {
    errors.date_to = [`profile.bets.errors.tooLong|${JSON.stringify({ days: options.maxDays })}`];
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, from, to };
}

/**
 * The export form's schema (conform + zod): both days required and checked as above, values sent as ISO days.
 * `request_key` is the rendered form's key (decision 015): without a well-formed one the post is a stale form.
 */
export function exportFormSchema(today: string) {
  return z
    .object({
      // Optional here so an empty day and a bad other day are both reported: the range check requires them.
      date_from: z.string().optional(),
      date_to: z.string().optional(),
      request_key: z.string().optional(),
    })
    .transform((value, ctx) => {
      const check = checkDayRange({ from: value.date_from, to: value.date_to }, { today, required: true, maxDays: EXPORT_MAX_DAYS });
      if (!check.ok) {
        for (const [field, messages] of Object.entries(check.errors)) {
          for (const text of messages ?? []) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: text });
        }
        return z.NEVER;
      }
      return { date_from: check.from!, date_to: check.to!, request_key: value.request_key };
    });
}

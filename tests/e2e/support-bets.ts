import { type APIRequestContext, expect } from "@playwright/test";
import { type Locale, baseOrigin, signIn } from "./support";

/**
 * A fresh player with `rounds` game rounds (the sandbox's QA rounds: two a day, 12:00 and 10:00, from
 * yesterday backwards; the k-th newest stakes 1,000·k and wins 2,500·k when k is a multiple of 3), signed in
 * on `request` (the page's own cookie jar when it is `page.request`).
 */
export async function bettingPlayer(request: APIRequestContext, options: { locale: Locale; rounds: number }) {
  const response = await request.post("/sandbox/players", {
    headers: { Origin: baseOrigin() },
    form: { locale: options.locale, rounds: String(options.rounds) },
  });
  expect(response.status()).toBe(201);
  const { login } = (await response.json()) as { login: string };
  const player = { login, password: "demo1234" };
  await signIn(request, player);
  // The first page after a sign-in shows its toast and the after-login dialogs; this one is not under test.
  await request.get(options.locale === "ru" ? "/ru/providers" : "/providers");
  return player;
}

/** The sandbox's clock for one export request: its file is ready now (docs/decisions/015). */
export async function finishExport(request: APIRequestContext, id: string) {
  const response = await request.post(`/sandbox/exports/${id}/ready`, { headers: { Origin: baseOrigin() } });
  expect(response.status()).toBe(200);
}

/** `YYYY-MM-DD` of the day `back` days before today, in this machine's time zone (the site's and the sandbox's). */
export function isoDay(back: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** A `YYYY-MM-DD` day as the site writes it (spec §9: dd.mm.yyyy). */
export function shownDay(iso: string): string {
  return iso.split("-").reverse().join(".");
}

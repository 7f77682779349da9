import { serializeSiteCookie } from "~/lib/cookies.server";
import { type Locale, localeCookieMaxAge, localeCookieNames } from "./config";

/** The Set-Cookie lines of a language choice: both locale cookies of spec §9, for a year, readable by scripts. */
export function localeCookieHeaders(locale: Locale): string[] {
  return localeCookieNames.map((name) => serializeSiteCookie(name, locale, { maxAge: localeCookieMaxAge, httpOnly: false }));
}

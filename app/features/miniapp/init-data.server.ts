import { createHmac, timingSafeEqual } from "node:crypto";

/** initData older than this is refused (decision 018): a mini-app signs in as it starts, not hours later. */
export const INIT_DATA_MAX_AGE_S = 60 * 60;
/** Clock skew allowed between the messaging app and us for an auth_date in the future. */
export const INIT_DATA_FUTURE_SKEW_S = 60;
/** Longer than any real initData (a few hundred bytes); bounds the work an attacker can ask for. */
export const INIT_DATA_MAX_LENGTH = 4096;

export interface MiniAppUser {
  id: string;
  username: string | null;
  languageCode: string | null;
}

export type InitDataCheck =
  | { ok: true; user: MiniAppUser; authDate: number; hash: string; raw: string }
  | { ok: false; reason: "missing" | "malformed" | "signature" | "stale" | "future" | "user" };

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** The messaging app's Web App scheme: secret = HMAC_SHA256(key "WebAppData", token); hash = HMAC_SHA256(secret, data-check-string). */
function signature(fields: Array<[string, string]>, botToken: string): Buffer {
  const dataCheckString = [...fields]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("\n");
  return hmac(hmac("WebAppData", botToken), dataCheckString);
}

/**
 * Checks a mini-app's initData (the query string the messaging app hands the page) with the bot's token.
 * Accepts only data signed with that token, with one value per field, a fresh auth_date and a user with a
 * numeric id; anything else is refused with the reason (for the log, never shown to the player).
 */
export function verifyInitData(raw: unknown, botToken: string, nowMs: number, maxAgeS = INIT_DATA_MAX_AGE_S): InitDataCheck {
  if (typeof raw !== "string" || !raw || !botToken) return { ok: false, reason: "missing" };
  if (raw.length > INIT_DATA_MAX_LENGTH) return { ok: false, reason: "malformed" };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const fields = [...params.entries()];
  if (new Set(fields.map(([key]) => key)).size !== fields.length) return { ok: false, reason: "malformed" };
  const hash = params.get("hash");
  if (!hash || !params.get("auth_date") || !params.get("user")) return { ok: false, reason: "missing" };
  if (!/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: "signature" };
  const expected = signature(
    fields.filter(([key]) => key !== "hash"),
    botToken,
  );
  if (!timingSafeEqual(expected, Buffer.from(hash, "hex"))) return { ok: false, reason: "signature" };
  const authDate = Number(params.get("auth_date"));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) return { ok: false, reason: "malformed" };
  const now = Math.floor(nowMs / 1000);
  if (authDate > now + INIT_DATA_FUTURE_SKEW_S) return { ok: false, reason: "future" };
  if (now - authDate > maxAgeS) return { ok: false, reason: "stale" };
  const user = parseUser(params.get("user")!);
  if (!user) return { ok: false, reason: "user" };
  return { ok: true, user, authDate, hash, raw };
}

function parseUser(json: string): MiniAppUser | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { id, username, language_code } = value as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) return null;
  const text = (field: unknown, pattern: RegExp) => (typeof field === "string" && pattern.test(field) ? field : null);
  return { id: String(id), username: text(username, /^\w{1,64}$/), languageCode: text(language_code, /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/) };
}

/** initData as the messaging app would hand it over, signed with `botToken` (the sandbox host and tests). */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const entries = Object.entries(fields).filter(([key]) => key !== "hash");
  const params = new URLSearchParams(entries);
  params.set("hash", signature(entries, botToken).toString("hex"));
  return params.toString();
}

import type { APIRequestContext } from "@playwright/test";
import { type Locale, t } from "./support";

/** A contact code as the sandbox lists it, with the links its e-mail carries (docs/decisions/013). */
export interface SentCode {
  purpose: string;
  target: string;
  code: string;
  used: number;
  link?: string | null;
  unsubscribe_link?: string;
}

/** The latest unused contact code the sandbox sent to `contact`, with its e-mail's links. */
export async function contactMail(request: Pick<APIRequestContext, "get">, contact: string): Promise<SentCode> {
  const codes = (await (await request.get("/sandbox/codes.json")).json()) as SentCode[];
  const found = codes.find((code) => code.purpose === "contact" && code.target === contact.toLowerCase() && !code.used);
  if (!found) throw new Error(`No unused contact code for ${contact}`);
  return found;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A translated text with a number in place of `{{name}}`, whole: for counts that tick while they are read. */
export function textWithNumber(locale: Locale, key: string, name: string, numbers: string): RegExp {
  const [before = "", after = ""] = t(locale, key).split(`{{${name}}}`);
  return new RegExp(`^${escape(before)}(?:${numbers})${escape(after)}$`);
}

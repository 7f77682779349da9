import type { SubmissionResult } from "@conform-to/react";

/** Where the restore code went, shown masked: `de***@omad.test`, `99890*****33`. */
export interface RestoreSent {
  login: string;
  channel: "email" | "phone";
  masked: string;
}

export interface RestoreResult {
  result: SubmissionResult<string[]>;
  sent: RestoreSent | null;
}

export function maskContact(login: string): RestoreSent {
  const value = login.trim().replace(/^\+/, "");
  if (value.includes("@")) {
    const [local = "", domain = ""] = value.split("@");
    return { login: value, channel: "email", masked: `${local.slice(0, 2)}${"*".repeat(Math.max(3, local.length - 2))}@${domain}` };
  }
  const visible = value.length > 7 ? 5 : 2;
  return { login: value, channel: "phone", masked: `${value.slice(0, visible)}${"*".repeat(Math.max(0, value.length - visible - 2))}${value.slice(-2)}` };
}

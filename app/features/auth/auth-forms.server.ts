import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { type RestoreResult, maskContact } from "./restore-contact";
import { HONEYPOT_FIELD, type SignInResult, restoreRequestSchema, restoreResetSchema, signInSchema } from "./schemas";

// How the sign-in and restore forms are read, for either backend (the platform's, or the content backend's,
// decision 038): the checked submission, or the 400 the form answers with. A filled honeypot is refused with
// the unknown error, as a bot learns nothing from it. Passwords never come back in a reply.

type Validator = Parameters<typeof signInSchema>[0];

const BOT_REFUSAL = ["auth.errors.unknown"];
const signInHidden = { hideFields: ["password"] };
/** The reset step's reply never carries the new password back. */
export const resetHidden = { hideFields: ["password", "passwordRepeat"] };

export function readSignIn(formData: FormData, validator: Validator) {
  const submission = parseWithZod(formData, { schema: signInSchema(validator) });
  if (submission.status !== "success") {
    return { refused: data<SignInResult>({ result: submission.reply(signInHidden), twoFactor: null }, { status: 400 }) } as const;
  }
  if (formData.get(HONEYPOT_FIELD)) {
    return { refused: data<SignInResult>({ result: submission.reply({ formErrors: BOT_REFUSAL, ...signInHidden }), twoFactor: null }, { status: 400 }) } as const;
  }
  return { refused: null, submission } as const;
}

/** The reset step (`intent=reset`): code and new password; `sent` is where the code went, shown again on a refusal. */
export function readRestoreReset(formData: FormData, validator: Validator) {
  const login = String(formData.get("login") ?? "");
  const sent = login ? maskContact(login) : null;
  const submission = parseWithZod(formData, { schema: restoreResetSchema(validator) });
  const botFilled = Boolean(formData.get(HONEYPOT_FIELD));
  if (submission.status !== "success" || botFilled) {
    const result = botFilled ? submission.reply({ formErrors: BOT_REFUSAL, ...resetHidden }) : submission.reply(resetHidden);
    return { refused: data<RestoreResult>({ result, sent }, { status: 400 }), sent } as const;
  }
  return { refused: null, submission, sent } as const;
}

/** The request step (`intent=restore`): the login to send a code to. */
export function readRestoreRequest(formData: FormData, validator: Validator) {
  const submission = parseWithZod(formData, { schema: restoreRequestSchema(validator) });
  const botFilled = Boolean(formData.get(HONEYPOT_FIELD));
  if (submission.status !== "success" || botFilled) {
    const result = botFilled ? submission.reply({ formErrors: BOT_REFUSAL }) : submission.reply();
    return { refused: data<RestoreResult>({ result, sent: null }, { status: 400 }) } as const;
  }
  return { refused: null, submission } as const;
}

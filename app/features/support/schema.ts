import { z } from "zod";
import { message } from "~/validation/messages";
import { type ValidatorConfig, emailSchema } from "~/validation/rules";
import { HONEYPOT_FIELD } from "~/features/auth/schemas";

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

const honeypot = z.preprocess((value) => (value === "" ? undefined : value), z.undefined({ invalid_type_error: message("wrongField") }).optional());

/** The feedback form of `/support` (`Support.sendFeedback`): a reply address and the message. */
export function feedbackSchema(config: ValidatorConfig = {}) {
  return z.object({
    email: emailSchema(config),
    message: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string({ required_error: message("requiredField"), invalid_type_error: message("requiredField") })
        .min(1, message("requiredField"))
        .min(FEEDBACK_MESSAGE_MIN, message("minLength", { min: FEEDBACK_MESSAGE_MIN }))
        .max(FEEDBACK_MESSAGE_MAX, message("maxLength", { max: FEEDBACK_MESSAGE_MAX })),
    ),
    [HONEYPOT_FIELD]: honeypot,
  });
}

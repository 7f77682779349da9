import { z } from "zod";
import { type ValidatorConfig, twoFactorCodeSchema } from "~/validation/rules";

/** `?step=code`: two-factor was asked for and a code sent; the page shows the code form (post-redirect-get). */
export const SECURITY_CODE_STEP = "code";

/** The security page's forms, each a `<form>` with its own `intent`. */
export type SecurityIntent = "enable" | "confirm" | "disable";

/** The code that turns two-factor on, by the validator config's `twoFactorCode.length` (default 6). */
export function securityCodeSchema(config: ValidatorConfig = {}) {
  return z.object({ intent: z.literal("confirm"), code: twoFactorCodeSchema(config) });
}

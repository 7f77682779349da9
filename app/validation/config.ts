import { z } from "zod";
import type { ValidatorConfig } from "./rules";

const bound = z.coerce.number().int().positive().max(1000);
const registrationMode = z.enum(["eager", "submit"]);
const onOff = z.boolean();

/** A pattern from the remote config is used only if it compiles; a broken one falls back to the default rule. */
const pattern = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
});

/** Reads one setting leniently: a wrong value is dropped (the default rule applies), never a failure. */
function pick<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function section(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

function clean<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length ? (Object.fromEntries(entries) as T) : undefined;
}

/**
 * The remote configuration's validator settings (spec §3 "validator config"), every one the site knows:
 * `eager` / `registrationMode`, `password.min|max`, `phone.pattern`, `email.pattern`, `postcode.pattern|max`,
 * `fakename.min`, `confirmationCode.length`, `twoFactorCode.length`, `custom` patterns by field name.
 * Unknown keys are ignored; a malformed value falls back to the spec's default for that rule.
 */
export function parseValidatorConfig(raw: unknown): ValidatorConfig {
  // The remote config is one object per language for its whole cache time: read once, not on every page (issue 27).
  const kept = raw && typeof raw === "object" ? parsed.get(raw) : undefined;
  if (kept) return kept;
  const config = readValidatorConfig(raw);
  if (raw && typeof raw === "object") parsed.set(raw, config);
  return config;
}

const parsed = new WeakMap<object, ValidatorConfig>();

function readValidatorConfig(raw: unknown): ValidatorConfig {
  const source = section(raw);
  const config: ValidatorConfig = {};
  const mode = pick(registrationMode, source.registrationMode);
  const eager = pick(onOff, source.eager);
  if (mode) config.registrationMode = mode;
  else if (eager !== undefined) config.registrationMode = eager ? "eager" : "submit";

  const password = section(source.password);
  let min = pick(bound, password.min);
  let max = pick(bound, password.max);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [undefined, undefined];
  config.password = clean({ min, max });
  config.phone = clean({ pattern: pick(pattern, section(source.phone).pattern) });
  config.email = clean({ pattern: pick(pattern, section(source.email).pattern) });
  config.postcode = clean({ pattern: pick(pattern, section(source.postcode).pattern), max: pick(bound, section(source.postcode).max) });
  config.fakename = clean({ min: pick(bound, section(source.fakename).min) });
  config.confirmationCode = clean({ length: pick(bound, section(source.confirmationCode).length) });
  config.twoFactorCode = clean({ length: pick(bound, section(source.twoFactorCode).length) });
  const custom = Object.entries(section(source.custom)).flatMap(([name, value]) => {
    const checked = pick(pattern, value);
    return checked === undefined ? [] : [[name, checked] as const];
  });
  if (custom.length) config.custom = Object.fromEntries(custom);
  for (const key of Object.keys(config) as Array<keyof ValidatorConfig>) if (config[key] === undefined) delete config[key];
  return config;
}

/** Registration validates as the player types unless the remote config asks for on-submit validation. */
export function validatesEagerly(config: ValidatorConfig): boolean {
  return config.registrationMode !== "submit";
}

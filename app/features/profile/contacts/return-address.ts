import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * A return address carried through a fix (`from`): a same-site path, else null. Every one goes through
 * the one safe-redirect helper.
 */
export function returnAddress(value: unknown): string | null {
  return safeRedirectPath(value, "") || null;
}

/** `path` with the return address added to its query (as `from`), plus any other values given. */
export function withReturn(path: string, from: string | null, extra: Record<string, string> = {}): string {
  const [base = path, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  if (from) params.set("from", from);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

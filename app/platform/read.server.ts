import { data } from "@remix-run/node";
import { ZodError } from "zod";
import { PlatformError, systemPageFor } from "./errors";

/** A redirect or response a loader threw on purpose: it is the answer, not a fault of the read. */
function isThrownAnswer(error: unknown): boolean {
  if (error instanceof Response) return true;
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * The system page a platform fault is (spec §8, global behaviour) as an answer to throw, or null when it is
 * not one: UserBanned → 403 user-banned, ApplicationDisabled/ApplicationUnavailable (a 502/503/504 from in
 * front of the platform included) → 503 maintenance, any HTTP 403 → forbidden, a 404 → not found. A call that
 * got no answer in time is a system page only when `timeouts` says so (a read yields nothing instead).
 */
export function systemPageAnswer(error: unknown, options: { timeouts?: boolean } = {}) {
  if (!(error instanceof PlatformError)) return null;
  if (error.timedOut && !options.timeouts) return null;
  const page = systemPageFor(error);
  return page ? data({ type: page.kind, message: error.message }, { status: page.status }) : null;
}

function describe(error: unknown): string {
  if (error instanceof PlatformError) return `${error.type} (${error.status}): ${error.message}`;
  if (error instanceof ZodError) return `wrong-shaped answer: ${error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`).join("; ")}`;
  return String(error);
}

/** A read's outcome: its value; a fatal fault as its system page; a thrown answer as it is; any other fault as `onFault` says. */
async function settleRead<T>(read: Promise<T>, onFault: (error: unknown) => T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isThrownAnswer(error)) throw error;
    const page = systemPageAnswer(error);
    if (page) throw page;
    return onFault(error);
  }
}

/**
 * One read a page can do without (spec §7: "most read calls failing are logged and yield nothing"). Any
 * fault that is not a system page — another §8 type, a wrong-shaped answer, no answer within the read budget
 * — is logged and gives `fallback`, so the page renders without that part. The spec's fatal cases become
 * their system pages; redirects and responses thrown on purpose pass through.
 */
export function readOr<T>(fallback: T, read: Promise<T>, what?: string): Promise<T> {
  return settleRead(read, (error) => {
    const name = what ?? (error instanceof PlatformError ? error.method : "a read");
    console.warn(`[read] ${name} failed, the page goes on without it:`, describe(error));
    return fallback;
  });
}

/**
 * The read a page is about (a content page's text): without it there is no page to degrade to. A fatal
 * fault is its system page; any other is logged and answered as the service being unavailable for now
 * (503, the maintenance page), never as "not found" and never as a crash of ours.
 */
export function readOrUnavailable<T>(read: Promise<T>, what: string): Promise<T> {
  return settleRead(read, (error) => {
    console.warn(`[read] ${what} failed, the page cannot be shown now:`, describe(error));
    throw data({ type: "maintenance", message: `${what} is unavailable` }, { status: 503 });
  });
}

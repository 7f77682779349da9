/** The system pages of spec §2: full-page messages with a picture, a header, a description and one button. */
export const systemPageKinds = [
  "maintenance",
  "not-found",
  "forbidden",
  "user-blocked",
  "slot-error",
  "payment-cancel",
  "payment-fail",
  "payment-new-window",
  "payment-success",
  "payment-pending",
  "payment-mobile",
  "unsubscribe",
] as const;
export type SystemPageKind = (typeof systemPageKinds)[number];

export function isSystemPageKind(value: unknown): value is SystemPageKind {
  return typeof value === "string" && (systemPageKinds as readonly string[]).includes(value);
}

export interface SystemPageSpec {
  /** Translation key under `system.` for header and description. */
  key: string;
  layout: "default" | "empty";
  button?: { key: "support" | "gamehall" | "deposit"; to: string };
  /** The payment-pending page shows a spinner where the others show a picture. */
  spinner?: boolean;
  /**
   * The button asks for the same address again (a plain link: it works without JavaScript). `"document"`: the
   * address in the browser's bar (`href=""`), for a page sent as the answer to any address (the busy page).
   */
  retry?: boolean | "document";
}

export const systemPages: Record<SystemPageKind, SystemPageSpec> = {
  maintenance: { key: "maintenance", layout: "empty" },
  "not-found": { key: "notFound", layout: "default" },
  forbidden: { key: "forbidden", layout: "empty" },
  "user-blocked": { key: "userBlocked", layout: "default", button: { key: "support", to: "/support" } },
  "slot-error": { key: "slotError", layout: "default", button: { key: "gamehall", to: "/gamehall" } },
  "payment-cancel": { key: "paymentCancel", layout: "default", button: { key: "deposit", to: "/cashier/deposit" } },
  "payment-fail": { key: "paymentFail", layout: "default", button: { key: "deposit", to: "/cashier/deposit" } },
  "payment-new-window": {
    key: "paymentNewWindow",
    layout: "default",
    button: { key: "deposit", to: "/cashier/deposit" },
  },
  "payment-success": { key: "paymentSuccess", layout: "default", button: { key: "gamehall", to: "/gamehall" } },
  "payment-pending": { key: "paymentPending", layout: "default", spinner: true },
  "payment-mobile": { key: "paymentMobile", layout: "default" },
  unsubscribe: { key: "unsubscribe", layout: "default" },
};

/**
 * Not one of the spec's pages: the honest page of a crash of our own (a real 500), with a link that asks for
 * the same page again. The spec maps an unknown status to "not found", which would tell the player the page
 * does not exist when it is our fault.
 */
export const SERVER_ERROR = "server-error";
/**
 * Not one of the spec's pages either: the instance is too busy to render this page now (load shedding, issue 28,
 * docs/decisions/052). Maintenance-style (the empty layout), with a link that asks for the same page again.
 */
export const BUSY = "busy";
export type ErrorPageKind = SystemPageKind | typeof SERVER_ERROR | typeof BUSY;

export const errorPages: Record<ErrorPageKind, SystemPageSpec> = {
  ...systemPages,
  [SERVER_ERROR]: { key: "serverError", layout: "default", retry: true },
  [BUSY]: { key: "busy", layout: "empty", retry: "document" },
};

export function isErrorPageKind(value: unknown): value is ErrorPageKind {
  return value === SERVER_ERROR || value === BUSY || isSystemPageKind(value);
}

/**
 * Which page an error shows (spec §2, error page mapping): a user-banned error type shows blocked; the
 * maintenance status (503) shows maintenance; 403 shows forbidden; 404 shows not found; any other error type
 * shows blocked. A 500 (a crash of ours) shows the server-error page; any other status shows not found.
 */
export function systemPageForError(error: { status?: number; type?: unknown }): ErrorPageKind {
  if (error.type === "user-banned") return "user-blocked";
  if (error.status === 503) return "maintenance";
  if (error.status === 403) return "forbidden";
  if (error.status === 404) return "not-found";
  if (typeof error.type === "string" && error.type) return "user-blocked";
  if (error.status === 500) return SERVER_ERROR;
  return "not-found";
}

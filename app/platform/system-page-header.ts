/**
 * The header a resource route's fatal fault names its system page with (`/ru/_system/maintenance`), for the HTTP
 * server to render that page with the fault's status when a browser navigated there (docs/decisions/053).
 */
export const SYSTEM_PAGE_HEADER = "X-System-Page";

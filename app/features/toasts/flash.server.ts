import { z } from "zod";
import { siteCookie } from "~/lib/cookies.server";

/**
 * Toasts after a redirect travel in a short-lived cookie, so they show without JavaScript too:
 * an action sets it on its redirect, the next document or data request's root loader reads and clears it.
 */
const flashCookie = siteCookie("flash", { maxAge: 60 });

export const flashToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  /** A translation key, rendered with `values`. */
  key: z.string().min(1),
  values: z.record(z.union([z.string(), z.number()])).optional(),
});
export type FlashToast = z.infer<typeof flashToastSchema>;

export async function flashToastHeader(toast: FlashToast): Promise<string> {
  return flashCookie.serialize(toast);
}

/** The pending toast of this request, and the header that clears it (null when there is none). */
export async function readFlashToast(request: Request): Promise<{ toast: FlashToast | null; clear: string | null }> {
  const raw = await flashCookie.parse(request.headers.get("cookie")).catch(() => null);
  if (!raw) return { toast: null, clear: null };
  const parsed = flashToastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    clear: await flashCookie.serialize("", { maxAge: 0 }),
  };
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { forwardHit } from "~/features/tracking/hit.server";
import { parseHit } from "~/features/tracking/hit";

/** A 1×1 transparent GIF: what an image request expects back. */
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

/** `GET /hit` (spec §7; docs/decisions/017): handed to the platform with the player's cookie, answered at once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const hit = parseHit(new URL(request.url).searchParams);
  if (!hit) return new Response("Bad hit", { status: 400, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  await forwardHit(request, hit);
  return new Response(PIXEL, { headers: { "Content-Type": "image/gif", "Cache-Control": "no-store" } });
}

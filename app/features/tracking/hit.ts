/**
 * The tracking hit (spec §2, §7, §9; docs/decisions/017): an image request to `/hit` when the site starts in a
 * tab (`type=visit`: referer and track id) and the fraud-check hit 3 s later (`type=fraud`: the fraud-check
 * agent's session). Pure, shared by the browser (builds the URL) and the route (reads it back).
 */
export const FRAUD_CHECK_DELAY_MS = 3000;

export type HitType = "visit" | "fraud";

export interface Hit {
  type: HitType;
  /** The page that sent the player here (`document.referrer`), cut to 2048 characters. */
  referer: string;
  /** The affiliate track id the player landed with (`?track_id=`), kept for the tab; empty when none. */
  track: string;
  /** The fraud-check agent's session (SEON's base64 session) on the fraud hit; empty otherwise. */
  seonSession: string;
}

const TRACK = /^[A-Za-z0-9_.-]{1,64}$/;
const SEON = /^[A-Za-z0-9+/=_-]{0,8192}$/;

/** The track id of a landing URL's query (`track_id`), or null when it has none or a malformed one. */
export function trackIdOf(search: string): string | null {
  const value = new URLSearchParams(search).get("track_id")?.trim() ?? "";
  return TRACK.test(value) ? value : null;
}

export function hitUrl(hit: Hit): string {
  const query = new URLSearchParams({ type: hit.type, referer: hit.referer.slice(0, 2048), track: hit.track, seon_session: hit.seonSession });
  return `/hit?${query}`;
}

/** The hit of a `/hit` query, or null when any part is malformed (the route answers 400). */
export function parseHit(search: URLSearchParams): Hit | null {
  const type = search.get("type");
  if (type !== "visit" && type !== "fraud") return null;
  const referer = search.get("referer") ?? "";
  const track = search.get("track") ?? "";
  const seonSession = search.get("seon_session") ?? "";
  if (referer.length > 2048 || (track && !TRACK.test(track)) || !SEON.test(seonSession)) return null;
  return { type, referer, track, seonSession };
}

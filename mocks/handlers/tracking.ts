import { http, HttpResponse } from "msw";
import { type DB, getDb, sql } from "../db/store";

/**
 * The platform's `/hit` (spec §7; docs/decisions/017): every hit is kept in the events store as `hit`, with its
 * query, so tests read what the platform received (the QA page `/sandbox/frames/hits` lists them).
 */
export function trackingHandlers(baseUrl: string, db: () => DB = getDb) {
  return [
    http.get(`${baseUrl}/hit`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const params = JSON.stringify({ type: query.get("type"), referer: query.get("referer"), track: query.get("track"), seon_session: query.get("seon_session") });
      sql(db(), "INSERT INTO events (uid, name, params, created_at) VALUES (NULL, 'hit', ?, ?)").run(params, Date.now());
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

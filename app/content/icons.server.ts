import { LRUCache } from "lru-cache";
import { getEnv } from "~/env.server";
import { sanitizeSvg } from "~/lib/sanitize-html.server";
import { iconPaths } from "~/ui/icon";
import { type SpriteIcon, isExternalIconSource } from "./icons";

/** An external icon larger than this is not an icon: refused unread beyond it. */
const MAX_BYTES = 64 * 1024;
/** How long a fetched icon (or its failure) is kept: a page view never waits on an icon seen in this time. */
const TTL_MS = 10 * 60_000;
const FAILURE_TTL_MS = 60_000;
/** An icon server slower than this is left out of this render (the page does not wait on it). */
const TIMEOUT_MS = 3000;

const cache = new LRUCache<string, { svg: string | null }>({ max: 200 });
/** Sources already reported as unusable: a misconfiguration is said once, not on every view. */
const reported = new Set<string>();

/** The configured icons (`siteSettings.icons` of the remote config: name → own icon name or url), in order. */
export function configuredIcons(config: object): Array<{ name: string; source: string }> {
  const icons = (config as { siteSettings?: { icons?: unknown } }).siteSettings?.icons;
  if (!icons || typeof icons !== "object" || Array.isArray(icons)) return [];
  return Object.entries(icons as Record<string, unknown>).flatMap(([name, source]) =>
    /^[\w-]{1,64}$/.test(name) && typeof source === "string" && source.trim() ? [{ name, source: source.trim() }] : [],
  );
}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      // Not awaited: a stream that never settles its cancel must not hold the page.
      reader.cancel().catch(() => {});
      throw new Error(`larger than ${MAX_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * An external icon: fetched as text on the server and sanitised (no script, foreignObject, handler, style or
 * outside reference; its ids prefixed with its name). Any failure — no answer, an error status, too large, no
 * svg left after sanitising — is logged and gives null (spec §8: icon failures are logged and ignored).
 */
export async function externalIcon(name: string, url: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const key = `${name} ${url}`;
  const known = cache.get(key);
  if (known) return known.svg;
  let svg: string | null = null;
  try {
    const response = await fetchImpl(url, {
      headers: { accept: "image/svg+xml, text/plain;q=0.5" },
      redirect: "follow",
      signal: AbortSignal.timeout(Math.min(TIMEOUT_MS, getEnv().PLATFORM_TIMEOUT_MS)),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    svg = sanitizeSvg(await readLimited(response), `icon-${name}`);
    if (!svg) throw new Error("no svg in the answer");
  } catch (error) {
    console.warn(`[icons] external icon ${name} (${url}) left out:`, String(error));
    svg = null;
  }
  cache.set(key, { svg }, { ttl: svg ? TTL_MS : FAILURE_TTL_MS });
  return svg;
}

export function clearIconCache() {
  cache.clear();
  reported.clear();
}

/**
 * The sprite: the site's own icons, then the configured ones — an own icon's name as that icon, an external
 * url (spec §5) as its sanitised svg; any other source, or an external icon that failed, is left out.
 */
export async function spriteIcons(config: object, fetchImpl?: typeof fetch): Promise<SpriteIcon[]> {
  const own: SpriteIcon[] = Object.keys(iconPaths).map((name) => ({ name, kind: "own", icon: name }));
  const configured = await Promise.all(
    configuredIcons(config).map(async ({ name, source }): Promise<SpriteIcon | null> => {
      if (isExternalIconSource(source)) {
        const svg = await externalIcon(name, source, fetchImpl);
        return svg ? { name, kind: "external", svg } : null;
      }
      if (Object.hasOwn(iconPaths, source)) return { name, kind: "own", icon: source };
      if (!reported.has(`${name} ${source}`) && reported.size < 1000) {
        reported.add(`${name} ${source}`);
        console.warn(`[icons] icon ${name}: "${source}" is neither an icon of the site nor an svg url, left out`);
      }
      return null;
    }),
  );
  return [...own, ...configured.filter((icon): icon is SpriteIcon => icon !== null)];
}

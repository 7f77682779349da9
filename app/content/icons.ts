// The icons of the sprite page (`/_icons`, spec §2) and the external-icon rule of spec §5 (decision 037).

/**
 * Spec §5: an icon source is external only if it is a valid URL containing "svg". Valid here means an absolute
 * http(s) url: anything else is a name of the site's own icon set (or nothing).
 */
export function isExternalIconSource(source: string): boolean {
  if (!/svg/i.test(source)) return false;
  try {
    const url = new URL(source);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** An icon of the sprite as the page renders it: one of the site's own, or an external one's sanitised svg. */
export type SpriteIcon = { name: string; kind: "own"; icon: string } | { name: string; kind: "external"; svg: string };

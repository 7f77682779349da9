/**
 * The loyalty rules of spec §9, apart from React and the platform: which level a count of points is in, the
 * progress percent to the next level (from the level's min, max and the current count), the character
 * display modes. Levels count the points ever earned when the platform sends them (decision 031).
 */

export interface Level {
  id?: string | number;
  name: string;
  min_points: number;
  max_points?: number | null;
}

export interface LevelStanding {
  level: Level | null;
  next: Level | null;
  /** 0–100, whole. */
  percent: number;
  /** Points still needed to reach the next level; null at the top. */
  toNext: number | null;
}

/** Progress percent (spec §9): where `current` stands between `min` and `max`, clamped to 0–100, rounded down. */
export function progressPercent(min: number, max: number | null | undefined, current: number): number {
  if (max === null || max === undefined || !Number.isFinite(max)) return 100;
  if (max <= min) return current >= max ? 100 : 0;
  const share = ((current - min) / (max - min)) * 100;
  return Math.max(0, Math.min(100, Math.floor(share)));
}

/** The level `current` points are in (the highest whose minimum they reach), the next one and the progress to it. */
export function levelStanding(levels: readonly Level[], current: number): LevelStanding {
  const sorted = [...levels].sort((a, b) => a.min_points - b.min_points);
  let index = -1;
  sorted.forEach((level, i) => {
    if (current >= level.min_points) index = i;
  });
  const level = index >= 0 ? sorted[index]! : null;
  const next = sorted[index + 1] ?? null;
  if (!level) return { level: null, next, percent: 0, toNext: next ? Math.max(0, next.min_points - current) : null };
  // A level without a maximum reaches up to the next one's minimum (when there is one).
  const max = level.max_points ?? (next ? next.min_points : null);
  return { level, next, percent: progressPercent(level.min_points, max, current), toNext: next ? Math.max(0, next.min_points - current) : null };
}

/** Where the player's character shows (spec §9): the profile's loyalty page, the loyalty page or both. */
export const CHARACTER_DISPLAY = ["profile", "loyalty", "both"] as const;
export type CharacterDisplay = (typeof CHARACTER_DISPLAY)[number];

export function showsCharacterOn(mode: CharacterDisplay, page: "profile" | "loyalty"): boolean {
  return mode === "both" || mode === page;
}

/**
 * The notification triggers (spec §3) a dialog announces: what the player earned by playing (a level, a quest).
 * The others (register, profile, confirm, product) answer something the player just did: a toast, which never
 * stands in the way of the next click.
 */
const DIALOG_TRIGGERS = new Set(["level", "quest"]);
export function notificationShownAs(trigger: string): "dialog" | "toast" {
  return DIALOG_TRIGGERS.has(trigger) ? "dialog" : "toast";
}

/** Spec §9: the notification's sound plays at volume 0.5, 300 ms after it arrives. */
export const NOTIFICATION_SOUND = { volume: 0.5, delayMs: 300 } as const;

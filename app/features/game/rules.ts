import type { FullScreenOption } from "~/content/games-item";

/**
 * The game page's rules (spec §2, §3, §4, §9), apart from React and the platform so they are unit tested:
 * which mode a visit asks for, what the player may launch, and where full screen is offered.
 */

export const gameModes = ["demo", "real"] as const;
export type GameMode = (typeof gameModes)[number];

/** Spec §4: where the site runs — a browser tab, the installed web app, or an embedded app view (mini-app, frame). */
export type AppPlatform = "default" | "installed" | "embedded";

/** The real-money hash of spec §2 (client side); `?mode=real` is its server-visible twin. */
export const REAL_HASH = "#real";

/**
 * Full screen per `visibleFullScreen`: all → always; telegram → only inside the messaging-app mini-app or
 * another embedded app view; product → only in the installed app; none → never.
 */
export function fullScreenVisible(option: FullScreenOption, platform: AppPlatform): boolean {
  switch (option) {
    case "all":
      return true;
    case "telegram":
      return platform === "embedded";
    case "product":
      return platform === "installed";
    case "none":
      return false;
  }
}

/** The mode a visit asks for: `?mode=` when given, else real money for a player and demo for a guest. */
export function requestedMode(search: URLSearchParams, signedIn: boolean): GameMode {
  const mode = search.get("mode");
  if (mode === "demo" || mode === "real") return mode;
  return signedIn ? "real" : "demo";
}

export interface ModeInput {
  requested: GameMode;
  signedIn: boolean;
  /** What a slot can be played with: main + bonus. */
  balance: number;
  /** Remote config `gamesItem.canAccessSlotWithZeroBalance` (default false). */
  canAccessSlotWithZeroBalance: boolean;
  /** Free spins the player holds for this game: they are playable without money. */
  freespins: number;
  /** The game offers free play. */
  hasDemo: boolean;
}

/**
 * What the page launches and what stands in the way:
 * - `sign-up`: a guest asked for real money — the registration dialog over the demo (closing it goes home);
 * - `deposit`: a player without money (and without free spins for this game) where the config does not let
 *   them in — a message with a deposit button instead of the game.
 */
export type ModeDecision =
  | { launch: GameMode; gate: null }
  | { launch: "demo" | null; gate: "sign-up" }
  | { launch: null; gate: "deposit" };

export function decideMode(input: ModeInput): ModeDecision {
  const wantsReal = input.requested === "real" || !input.hasDemo;
  if (!wantsReal) return { launch: "demo", gate: null };
  if (!input.signedIn) return { launch: input.hasDemo ? "demo" : null, gate: "sign-up" };
  if (input.balance <= 0 && input.freespins <= 0 && !input.canAccessSlotWithZeroBalance) return { launch: null, gate: "deposit" };
  return { launch: "real", gate: null };
}

/** The platform in the browser: an embedded view (messaging-app mini-app or a frame) wins over the installed app. */
export interface PlatformClues {
  matchMedia?: (query: string) => { matches: boolean };
  self: unknown;
  top: unknown;
  navigator: unknown;
  /** The messaging app's mini-app bridge. */
  Telegram?: { WebApp?: unknown };
}

export function detectPlatform(win: PlatformClues): AppPlatform {
  let framed = false;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true;
  }
  if (framed || win.Telegram?.WebApp) return "embedded";
  const standalone = win.matchMedia?.("(display-mode: standalone)").matches || (win.navigator as { standalone?: boolean } | undefined)?.standalone === true;
  return standalone ? "installed" : "default";
}

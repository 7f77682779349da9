import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import type { RootData } from "~/ui/root-data";
import { useLocale } from "~/ui/locale";

const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;
let interacted = false;
let loaded = false;

/**
 * The live chat's only code on every page: it waits for the first interaction, then loads the chat code, which
 * follows the page (hidden on betting and game routes) and the player (reloaded on login, registration, logout).
 */
export function ChatLauncher() {
  const hidden = useMatches().some((match) => (match.handle as { hideChat?: boolean } | undefined)?.hideChat === true);
  const player = useRouteLoaderData<RootData>("root")?.player?.login ?? null;
  const locale = useLocale();
  useEffect(() => {
    const sync = () => {
      // Betting and game pages load nothing of the chat; one already loaded is told to hide.
      if (hidden && !loaded) return;
      loaded = true;
      void import("./chat.client").then((chat) => chat.syncChat({ hidden, player, locale })).catch((error: unknown) => console.warn("[chat] off:", error));
    };
    if (interacted) return sync();
    const first = () => {
      interacted = true;
      off();
      sync();
    };
    const off = () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, first, true));
    FIRST_INTERACTION.forEach((type) => window.addEventListener(type, first, { capture: true, passive: true }));
    return off;
  }, [hidden, player, locale]);
  return null;
}

import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** Spec §4: the first interaction is a click, a double click or a touch. */
export const FIRST_INTERACTION = ["click", "dblclick", "touchstart"] as const;

export interface FirstInteraction {
  happened(): boolean;
  /** Calls `then` once, at the first interaction (at once when it has happened); answers how to stop waiting. */
  then(callback: () => void): () => void;
}

/** Watches `target` for the first click, double click or touch; every listener goes once it has happened. */
export function watchFirstInteraction(target: Pick<EventTarget, "addEventListener" | "removeEventListener">): FirstInteraction {
  let happened = false;
  const waiting = new Set<() => void>();
  const first = () => {
    if (happened) return;
    happened = true;
    FIRST_INTERACTION.forEach((type) => target.removeEventListener(type, first, { capture: true }));
    const callbacks = [...waiting];
    waiting.clear();
    callbacks.forEach((callback) => callback());
  };
  FIRST_INTERACTION.forEach((type) => target.addEventListener(type, first, { capture: true, passive: true }));
  return {
    happened: () => happened,
    then(callback) {
      if (happened) {
        callback();
        return () => {};
      }
      waiting.add(callback);
      return () => waiting.delete(callback);
    },
  };
}

/**
 * The page's first interaction, watched from the moment the root's code runs (this module is in it), so the
 * click that led to a page counts for the code that page loads later.
 */
const firstInteraction: FirstInteraction =
  typeof window === "undefined" ? { happened: () => false, then: () => () => {} } : watchFirstInteraction(window);

/**
 * Spec §4 as a rule (loyalty notices and notifications, decisions 031 and 034): nothing before the first
 * interaction; then one load for it, and one more each time the route's path differs from the path last loaded
 * for. A change of the search or the hash alone is no new path.
 */
export function loadTrigger(load: (pathname: string) => void) {
  let interacted = false;
  let pathname: string | null = null;
  let loadedFor: string | null = null;
  const check = () => {
    if (!interacted || pathname === null || pathname === loadedFor) return;
    loadedFor = pathname;
    load(pathname);
  };
  return {
    interacted() {
      interacted = true;
      check();
    },
    /** The route's location now: only its path counts. */
    at(location: { pathname: string; search?: string; hash?: string }) {
      pathname = location.pathname;
      check();
    },
  };
}

/** Runs `load` by the rule of `loadTrigger` while the calling component is mounted. */
export function useInteractionLoads(load: () => void, interaction: FirstInteraction = firstInteraction) {
  const { pathname } = useLocation();
  const latest = useRef(load);
  latest.current = load;
  const [trigger] = useState(() => loadTrigger(() => latest.current()));
  useEffect(() => interaction.then(() => trigger.interacted()), [interaction, trigger]);
  useEffect(() => trigger.at({ pathname }), [trigger, pathname]);
}

import { useSyncExternalStore } from "react";
import { type DeviceClass, breakpoints, deviceClassFor } from "~/lib/breakpoints";

/**
 * The device class of spec §4 (mobile…desktopLg, §9 breakpoints) for decisions CSS cannot make (how many
 * rows a windowed grid keeps ready). Layout itself uses CSS media queries on the same breakpoints, so the
 * server never guesses: it and the first client render both see `null`, the real class follows after
 * hydration — no mismatch.
 */
export function useDeviceClass(): DeviceClass | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

function snapshot(): DeviceClass {
  return deviceClassFor(window.innerWidth);
}

function serverSnapshot(): null {
  return null;
}

function subscribe(onChange: () => void) {
  const queries = Object.values(breakpoints)
    .filter((min) => min > 0)
    .map((min) => window.matchMedia(`(min-width: ${min}px)`));
  queries.forEach((query) => query.addEventListener("change", onChange));
  return () => queries.forEach((query) => query.removeEventListener("change", onChange));
}

import { atom, useAtomValue } from "jotai";
import { type DeviceClass, breakpoints, deviceClassFor } from "~/lib/breakpoints";

/**
 * The device class of spec §4 (mobile…desktopLg, §9 breakpoints) for decisions CSS cannot make (how many
 * rows a windowed grid keeps ready). Layout itself uses CSS media queries on the same breakpoints, so the
 * server never guesses: the atom starts at `null`, which the server and the hydrating render both see, and
 * takes the real class once a component reading it has mounted (jotai's `onMount`, an effect) — no mismatch.
 * It follows the viewport across the breakpoints while anything reads it.
 */
const deviceClassState = atom<DeviceClass | null>(null);

deviceClassState.onMount = (set) => {
  const update = () => set(deviceClassFor(window.innerWidth));
  update();
  const queries = Object.values(breakpoints)
    .filter((min) => min > 0)
    .map((min) => window.matchMedia(`(min-width: ${min}px)`));
  queries.forEach((query) => query.addEventListener("change", update));
  return () => queries.forEach((query) => query.removeEventListener("change", update));
};

/** Read-only: only the viewport sets it. */
export const deviceClassAtom = atom((get) => get(deviceClassState));

export function useDeviceClass(): DeviceClass | null {
  return useAtomValue(deviceClassAtom);
}

/** Device classes of spec §4 with the breakpoints of §9 (lower bounds, px). */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  laptop: 992,
  laptopLg: 1280,
  desktopSm: 1366,
  desktop: 1440,
  desktopLg: 1920,
} as const;

export type DeviceClass = keyof typeof breakpoints;

export function deviceClassFor(width: number): DeviceClass {
  let found: DeviceClass = "mobile";
  for (const [name, min] of Object.entries(breakpoints) as [DeviceClass, number][]) {
    if (width >= min) found = name;
  }
  return found;
}

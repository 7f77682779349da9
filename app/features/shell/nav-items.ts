import type { IconName } from "~/ui/icon";

export interface NavItem {
  to: string;
  key: string;
  icon: IconName;
}

export const headerNav: NavItem[] = [
  { to: "/gamehall", key: "gamehall", icon: "grid" },
  { to: "/betting", key: "betting", icon: "ball" },
  { to: "/tournaments", key: "tournaments", icon: "trophy" },
  { to: "/promotions", key: "promotions", icon: "gift" },
  { to: "/jackpots", key: "jackpots", icon: "crown" },
  { to: "/loyalty", key: "loyalty", icon: "star" },
];

export const bottomNav: NavItem[] = [
  { to: "/", key: "home", icon: "home" },
  { to: "/gamehall", key: "gamehall", icon: "grid" },
  { to: "/betting", key: "betting", icon: "ball" },
  { to: "/promotions", key: "promotions", icon: "gift" },
];

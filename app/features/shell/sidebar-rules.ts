import type { DialogItem } from "~/features/dialogs/stack";
import type { NavItem } from "./nav-items";

/** `?sidebar=1` opens the side menu (spec §2: "sidebar", a curtain of the dialog stack), also without JavaScript. */
export const SIDEBAR_PARAM = "sidebar";
export const SIDEBAR_DIALOG: DialogItem = { id: "sidebar", kind: "curtain", component: "sidebar" };

export function sidebarOpenIn(search: string): boolean {
  return new URLSearchParams(search).get(SIDEBAR_PARAM) === "1";
}

/** The page with the menu open: its own query kept, the flag added once. */
export function withSidebar(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(SIDEBAR_PARAM, "1");
  return `${pathname}?${params.toString()}`;
}

/** The page with the menu closed (where its close link leads). */
export function withoutSidebar(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIDEBAR_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The side menu's navigation: every public section of the route table (spec §2), the offers index included; each entry its own icon. */
export const sidebarNav: NavItem[] = [
  { to: "/", key: "home", icon: "home" },
  { to: "/gamehall", key: "gamehall", icon: "grid" },
  { to: "/betting", key: "betting", icon: "ball" },
  { to: "/promotions", key: "promotions", icon: "gift" },
  { to: "/offers", key: "offers", icon: "tag" },
  { to: "/tournaments", key: "tournaments", icon: "trophy" },
  { to: "/jackpots", key: "jackpots", icon: "crown" },
  { to: "/loyalty", key: "loyalty", icon: "star" },
  { to: "/winners", key: "winners", icon: "medal" },
  { to: "/providers", key: "providers", icon: "layers" },
  { to: "/support", key: "support", icon: "chat" },
];

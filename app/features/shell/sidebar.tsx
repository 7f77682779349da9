import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useDialogs } from "~/features/dialogs/store";
import { deferred } from "~/ui/deferred";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";
import { SIDEBAR_DIALOG, sidebarOpenIn, withSidebar } from "./sidebar-rules";

/**
 * The side menu's code (./sidebar-menu) is its own chunk (issue 26 item 6: no page shows the menu on its first
 * render unless the URL opens it). The server has it loaded from start-up, so a document with `?sidebar=1` is
 * whole and works without JavaScript (its hydration waits for the chunk, see ~/ui/deferred); the browser asks for
 * it as the pointer or focus reaches the menu button, or a navigation opens the menu.
 */
export const Sidebar = deferred<{ close: () => void }>(() => import("./sidebar-menu").then((module) => module.Sidebar));

if (typeof document === "undefined") void Sidebar.preload();

const preloadSidebar = () => void Sidebar.preload().catch(() => undefined);

/**
 * The header's menu button: a link to the page with `?sidebar=1` (the server renders the menu open, so it works
 * without JavaScript); with JavaScript it puts the side menu on the dialog stack without a navigation.
 */
export function SidebarButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const dialogs = useDialogs();
  return (
    <LocaleLink
      to={withSidebar(location.pathname, location.search)}
      preventScrollReset
      className="header__menu"
      // The same page with the menu open: nothing for a search engine to follow.
      rel="nofollow"
      aria-label={t("nav.menu")}
      aria-haspopup="dialog"
      data-testid="sidebar-button"
      onPointerEnter={preloadSidebar}
      onFocus={preloadSidebar}
      onClick={(event) => {
        event.preventDefault();
        dialogs.open(SIDEBAR_DIALOG);
      }}
    >
      <Icon name="menu" size={20} />
    </LocaleLink>
  );
}

/** A navigation in the page to an address with `?sidebar=1` opens the menu too (the first document has it already). */
export function SidebarController() {
  const location = useLocation();
  const dialogs = useDialogs();
  const open = sidebarOpenIn(location.search);
  useEffect(() => {
    if (!open) return;
    preloadSidebar();
    dialogs.open(SIDEBAR_DIALOG);
  }, [open, location.key, dialogs]);
  return null;
}


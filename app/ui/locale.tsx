import { Link, NavLink, type LinkProps, type NavLinkProps, useLocation } from "@remix-run/react";
import { forwardRef } from "react";
import { type Locale, localeFromPath, localizePath } from "~/i18n/config";

/** The locale of the page being shown, from its URL mount (also right inside error boundaries). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns a site path written without prefix (`/gamehall`) into the current locale's (`/ru/gamehall`). */
export function useLocalizedPath() {
  const locale = useLocale();
  return (to: string) => {
    const [path = "/", rest] = splitPath(to);
    return `${localizePath(path, locale)}${rest}`;
  };
}

function splitPath(to: string): [string, string] {
  const index = to.search(/[?#]/);
  return index === -1 ? [to, ""] : [to.slice(0, index), to.slice(index)];
}

type ToString = { to: string };

/** A link to a page of this site in the current locale. */
export const LocaleLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, "to"> & ToString>(function LocaleLink({ to, ...props }, ref) {
  const localize = useLocalizedPath();
  return <Link ref={ref} to={localize(to)} {...props} />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, "to"> & ToString>(function LocaleNavLink({ to, ...props }, ref) {
  const localize = useLocalizedPath();
  const target = localize(to);
  return <NavLink ref={ref} to={target} end={target === "/" || target === "/ru"} {...props} />;
});

import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { SOCIAL_BACK_URL_KEY, SOCIAL_POPUP, type SocialAuthType, oauthInitHref } from "./social";
import { localStore } from "~/lib/storage";

/**
 * A button per social provider of the auth configuration (spec §3 `authTypes`, §4). Each is a plain link to
 * /oauth/init, which without JavaScript signs in with a full-page round trip back to `redirectTo`. With
 * JavaScript it opens the 640×480 popup instead; when the popup reports back, this page reloads its data.
 */
export function SocialButtons({ redirectTo, typeAuth }: { redirectTo?: string; typeAuth: SocialAuthType }) {
  const { t } = useTranslation();
  const services = useRootData()?.socialServices ?? [];
  const location = useLocation();
  const localize = useLocalizedPath();
  const here = `${location.pathname}${location.search}`;
  // Stored for the popup's last page and sent to /oauth/init: only ever a path on this site.
  const landing = safeRedirectPath(redirectTo ?? (location.pathname.includes("/forms/") ? localize("/") : here), localize("/"));
  if (!services.length) return null;

  function open(event: React.MouseEvent<HTMLAnchorElement>, service: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    localStore.setItem(SOCIAL_BACK_URL_KEY, landing);
    const { width, height } = SOCIAL_POPUP;
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
    const popup = window.open(oauthInitHref(service, localize("/oauth/done"), typeAuth), "oauth", `width=${width},height=${height},left=${left},top=${top}`);
    // A blocked popup: the link's own full-page flow.
    if (popup) event.preventDefault();
  }

  return (
    <div className="social-auth">
      <p className="social-auth__title">{t("auth.socialAuth.title")}</p>
      <ul className="social-auth__list">
        {services.map((service) => (
          <li key={service}>
            <a className="button button--social" href={oauthInitHref(service, landing, typeAuth)} data-service={service} onClick={(event) => open(event, service)}>
              {t(`auth.socialAuth.${typeAuth === "register" ? "signUpServices" : "services"}.${service}`, { defaultValue: service.charAt(0).toUpperCase() + service.slice(1) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

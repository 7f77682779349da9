import { useLocation, useNavigate } from "@remix-run/react";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { checkIframeMessage } from "~/features/frames/check-iframe";
import { useToasts } from "~/features/toasts/store";
import { publishedFlags, pwaFlagsAtom, raisePwaFlagAtom } from "./flags";
import type * as ServicesModule from "./services";

type Services = typeof ServicesModule;

function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The browser side of the installed and embedded site (spec §1, §2, §4, §9): kept tiny in every page's chunk,
 * the worker registration, the update prompt, the tracking hits and the frame messages load after hydration
 * from their own chunk (`./services`).
 */
export function PwaClient() {
  const { t } = useTranslation();
  const { show } = useToasts();
  const navigate = useNavigate();
  const location = useLocation();
  const services = useRef<Promise<Services> | null>(null);
  const flags = useAtomValue(pwaFlagsAtom);
  const raise = useSetAtom(raisePwaFlagAtom);

  useEffect(() => {
    const loading = import("./services");
    services.current = loading;
    let stop = () => {};
    loading
      .then((module) => {
        stop = module.start({
          navigate: (path) => navigate(path),
          onNeedRefresh: (apply) => show({ id: "pwa-update", type: "info", key: "pwa.updateReady", duration: 0, action: { key: "pwa.updateNow", run: apply } }),
          onFlag: raise,
        });
      })
      .catch(() => raise("error"));
    return () => stop();
  }, [navigate, show, raise]);

  // The flags on `<html>` (data-pwa-*), for scripts and tests; raised flags stay up.
  useEffect(() => {
    for (const key of publishedFlags(flags)) document.documentElement.dataset[key] = "true";
  }, [flags]);

  // Up the frame after every navigation (the first included): the operator's page follows the path.
  useEffect(() => {
    if (framed()) window.parent.postMessage(checkIframeMessage(location), "*");
  }, [location]);

  if (!flags.storageBlocked) return null;
  return (
    <p className="frame-notice" role="status">
      {t("pwa.framedCookies")}{" "}
      <a href={location.pathname + location.search} target="_blank" rel="noopener">
        {t("pwa.openInNewTab")}
      </a>
    </p>
  );
}

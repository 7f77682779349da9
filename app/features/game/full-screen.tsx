import { useAtom, useAtomValue } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { FullScreenOption } from "~/content/games-item";
import { Icon } from "~/ui/icon";
import { appPlatformAtom, fullScreenOnAtom, fullscreenElement, stageFilledAtom } from "./full-screen-state";
import { type AppPlatform, detectPlatform, fullScreenVisible } from "./rules";

type Requestable = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type FullscreenDocument = Document & { webkitExitFullscreen?: () => Promise<void> | void };

/**
 * Game full screen (spec §4): the Fullscreen API where the browser has it; where it does not (iPhone Safari
 * has it for video only) the stage is filled over the viewport with CSS (fixed, 100dvh). Without JavaScript
 * the toggle is a link to the stage, which `:target` fills the same way. The state is jotai atoms
 * (./full-screen-state); leaving the page ends the CSS fill, as it ends the page.
 */
export function useGameFullScreen(stageId: string, option: FullScreenOption, serverPlatform: AppPlatform) {
  // The server knows only whether it is framed; the installed app shows itself in the browser, after hydration.
  useHydrateAtoms(new Map([[appPlatformAtom, serverPlatform]]));
  const [platform, setPlatform] = useAtom(appPlatformAtom);
  const on = useAtomValue(fullScreenOnAtom);
  const [filled, setFilled] = useAtom(stageFilledAtom);

  useEffect(() => setPlatform(detectPlatform(window)), [setPlatform]);
  useEffect(() => () => setFilled(false), [setFilled]);

  useEffect(() => {
    if (!filled) return;
    document.documentElement.classList.add("scroll-locked");
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFilled(false);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (!document.querySelector(".dialog")) document.documentElement.classList.remove("scroll-locked");
    };
  }, [filled, setFilled]);

  const enter = useCallback(async () => {
    const stage = document.getElementById(stageId) as Requestable | null;
    if (!stage) return;
    try {
      if (document.fullscreenEnabled && stage.requestFullscreen) return void (await stage.requestFullscreen());
      if (stage.webkitRequestFullscreen) return void (await stage.webkitRequestFullscreen());
    } catch {
      // Refused (no user gesture, policy): fill the viewport instead.
    }
    setFilled(true);
  }, [stageId, setFilled]);

  const exit = useCallback(async () => {
    setFilled(false);
    const doc = document as FullscreenDocument;
    if (fullscreenElement()) await (doc.exitFullscreen?.() ?? doc.webkitExitFullscreen?.());
  }, [setFilled]);

  return { visible: fullScreenVisible(option, platform), on, filled, enter, exit };
}

export function FullScreenToggle({ stageId, onEnter }: { stageId: string; onEnter: () => void }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${stageId}`}
      className="button button--ghost button--small game-toolbar__full"
      onClick={(event) => {
        event.preventDefault();
        onEnter();
      }}
    >
      <Icon name="fullscreen" size={18} />
      <span>{t("game.fullScreen")}</span>
    </a>
  );
}

export function FullScreenExit({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation();
  return (
    <a
      href="#"
      className="game-stage__exit"
      aria-label={t("game.exitFullScreen")}
      onClick={(event) => {
        event.preventDefault();
        onExit();
      }}
    >
      <Icon name="close" size={20} />
    </a>
  );
}

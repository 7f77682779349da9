import { MINIAPP_LAUNCH_KEY, MINIAPP_SIGN_IN_PATH, MINIAPP_TRIED_KEY } from "./launch";
import { storageOf } from "~/lib/storage";

type ThemeParams = Record<string, string>;

interface WebApp {
  initData: string;
  themeParams?: ThemeParams;
  ready?: () => void;
  expand?: () => void;
}

interface Launch {
  initData: string;
  theme: ThemeParams;
}

type Win = Window & { Telegram?: { WebApp?: WebApp } };

/** The messaging app's theme colours (decision 018), mapped onto our design tokens; only plain hex colours pass. */
export const themeTokens: Record<string, string> = {
  bg_color: "--color-bg",
  secondary_bg_color: "--color-surface-1",
  text_color: "--color-text",
  hint_color: "--color-text-muted",
  button_color: "--color-brand",
};

function parseTheme(json: string | null): ThemeParams {
  try {
    const value = JSON.parse(json ?? "{}") as unknown;
    return value && typeof value === "object" ? (value as ThemeParams) : {};
  } catch {
    return {};
  }
}

/** The launch parameters: the host's WebApp object, else the documented address hash (tgWebAppData), else this session's. */
export function readLaunch(win: Win): Launch | null {
  const native = win.Telegram?.WebApp;
  if (native?.initData) return { initData: native.initData, theme: native.themeParams ?? {} };
  const hash = new URLSearchParams(win.location.hash.slice(1));
  const initData = hash.get("tgWebAppData");
  if (initData) return { initData, theme: parseTheme(hash.get("tgWebAppThemeParams")) };
  const kept = storageOf(win, "sessionStorage").getItem(MINIAPP_LAUNCH_KEY);
  return kept ? (JSON.parse(kept) as Launch) : null;
}

/** Without the host's script the page talks to a framing host by the web protocol's messages. */
function webApp(win: Win, launch: Launch): WebApp {
  const post = (eventType: string) => {
    if (win.parent !== win) win.parent.postMessage(JSON.stringify({ eventType, eventData: {} }), "*");
  };
  return { initData: launch.initData, themeParams: launch.theme, ready: () => post("web_app_ready"), expand: () => post("web_app_expand") };
}

export function applyTheme(root: HTMLElement, theme: ThemeParams) {
  for (const [param, token] of Object.entries(themeTokens)) {
    const colour = theme[param];
    if (typeof colour === "string" && /^#[0-9a-f]{6}$/i.test(colour)) root.style.setProperty(token, colour);
  }
}

export async function startMiniApp(hooks: { signedIn: boolean; revalidate: () => void; failed: (message?: { key: string; values: Record<string, string> }) => void }, win: Win = window) {
  const launch = readLaunch(win);
  if (!launch) return;
  storageOf(win, "sessionStorage").setItem(MINIAPP_LAUNCH_KEY, JSON.stringify(launch));
  // The game page's "telegram" full-screen option looks for this object.
  const app = win.Telegram?.WebApp?.initData ? win.Telegram.WebApp : webApp(win, launch);
  win.Telegram = { ...win.Telegram, WebApp: app };
  app.ready?.();
  app.expand?.();
  const root = win.document.documentElement;
  root.dataset.miniapp = "telegram";
  applyTheme(root, launch.theme);
  const session = storageOf(win, "sessionStorage");
  if (hooks.signedIn || session.getItem(MINIAPP_TRIED_KEY)) return;
  session.setItem(MINIAPP_TRIED_KEY, "1");
  try {
    const response = await fetch(MINIAPP_SIGN_IN_PATH, { method: "POST", body: new URLSearchParams({ initData: launch.initData }), headers: { accept: "application/json" } });
    if (!response.ok) {
      // A break (decision 026) names when it ends; any other refusal is the general message.
      const answer = (await response.json().catch(() => null)) as { error?: string; message?: { key: string; values: Record<string, string> } } | null;
      if (answer?.error === "selfExcluded" && answer.message) return hooks.failed(answer.message);
      throw new Error(`sign-in answered ${response.status}`);
    }
    hooks.revalidate();
  } catch (error) {
    console.warn("[miniapp] sign-in refused", error);
    hooks.failed();
  }
}

import { type ChatProvider, type ChatSetup } from "./providers";

/** Spec §9: the widget is looked for every 100 ms while it starts, then watched every 500 ms. */
export const CHAT_FIND_INTERVAL_MS = 100;
export const CHAT_WATCH_INTERVAL_MS = 500;
const CHAT_FIND_TRIES = 100;
/** Spec §9: on phones the widget sits 5rem up, above the bottom navigation. */
export const CHAT_MOBILE_OFFSET = "5rem";

export interface ChatEvent {
  channel_id: string;
  conversation_id: string;
  text: string;
  event: "sent" | "received";
}

type Emit = (event: ChatEvent) => void;
type Win = Window & Record<string, unknown>;
type Fn = (...args: unknown[]) => unknown;

interface Adapter {
  /** The provider's globals, set before its script runs. */
  before: (setup: ChatSetup, emit: Emit, win: Win) => void;
  after?: (setup: ChatSetup, emit: Emit, win: Win) => void;
  /** On logout: the provider that keeps a conversation in the browser forgets it (decision 019). */
  logout?: (win: Win) => void;
  containers: string[];
  globals: string[];
}

const str = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

export const adapters: Record<ChatProvider, Adapter> = {
  livechat: {
    before: (setup, _emit, win) => {
      win.__lc = { license: Number(setup.config.license) || setup.config.license, ...(setup.visitor ? { visitor: { name: setup.visitor.name }, params: [{ name: "uid", value: setup.visitor.uid }] } : {}) };
    },
    after: (_setup, emit, win) => {
      const widget = win.LiveChatWidget as { on?: (name: string, cb: (event: Record<string, unknown>) => void) => void } | undefined;
      widget?.on?.("new_event", (event) =>
        emit({ channel_id: "livechat", conversation_id: str(event.chatId), text: str(event.text), event: (event.author as { type?: string } | undefined)?.type === "customer" ? "sent" : "received" }),
      );
    },
    containers: ["#chat-widget-container"],
    globals: ["__lc", "LiveChatWidget", "LC_API"],
  },
  jivo: {
    before: (setup, emit, win) => {
      win.jivo_onLoadCallback = () => {
        if (setup.visitor) (win.jivo_api as { setContactInfo?: Fn } | undefined)?.setContactInfo?.({ name: setup.visitor.name });
      };
      win.jivo_onMessageSent = (text: unknown) => emit({ channel_id: "jivo", conversation_id: "", text: str(text), event: "sent" });
      win.jivo_onMessageReceived = (message: unknown) => emit({ channel_id: "jivo", conversation_id: "", text: str((message as { message?: unknown } | null)?.message ?? message), event: "received" });
    },
    containers: ["jdiv"],
    globals: ["jivo_api", "jivo_onLoadCallback", "jivo_onMessageSent", "jivo_onMessageReceived"],
  },
  tawk: {
    before: (setup, emit, win) => {
      win.Tawk_API = {
        ...(setup.visitor ? { visitor: { name: setup.visitor.name } } : {}),
        onChatMessageVisitor: (text: unknown) => emit({ channel_id: "tawk", conversation_id: "", text: str(text), event: "sent" }),
        onChatMessageAgent: (message: unknown) => emit({ channel_id: "tawk", conversation_id: "", text: str((message as { message?: unknown } | null)?.message ?? message), event: "received" }),
      };
    },
    containers: [".widget-visible"],
    globals: ["Tawk_API", "Tawk_LoadStart"],
  },
  crisp: {
    before: (setup, emit, win) => {
      const queue: unknown[][] = [];
      win.$crisp = queue;
      win.CRISP_WEBSITE_ID = setup.config.id;
      if (setup.visitor) queue.push(["set", "user:nickname", [setup.visitor.name]]);
      const on = (name: string, event: ChatEvent["event"]) =>
        queue.push(["on", name, (message: { content?: unknown; fingerprint?: unknown } | null) => emit({ channel_id: "crisp", conversation_id: str(message?.fingerprint), text: str(message?.content), event })]);
      on("message:sent", "sent");
      on("message:received", "received");
    },
    // Crisp keeps the conversation in the browser: a player who signs out must not leave it to the next one.
    logout: (win) => (win.$crisp as { push?: Fn } | undefined)?.push?.(["do", "session:reset"]),
    containers: [".crisp-client"],
    globals: ["$crisp", "CRISP_WEBSITE_ID", "CRISP_TOKEN_ID"],
  },
  intercom: {
    before: (setup, _emit, win) => {
      win.intercomSettings = { app_id: setup.config.id, ...(setup.visitor ? { name: setup.visitor.name, user_id: setup.visitor.uid } : {}) };
    },
    logout: (win) => (win.Intercom as Fn | undefined)?.("shutdown"),
    containers: ["#intercom-container", ".intercom-lightweight-app"],
    globals: ["intercomSettings", "Intercom"],
  },
  custom: {
    before: (setup, emit, win) => {
      win.omadChat = { config: setup.config, visitor: setup.visitor, emit };
    },
    containers: ["[data-chat-widget]"],
    globals: ["omadChat"],
  },
};

export interface ChatWish {
  hidden: boolean;
  /** Who is signed in (null for a guest): a change reloads the chat. */
  player: string | null;
  locale: "uz" | "ru";
}

interface Running {
  setup: ChatSetup | null;
  player: string | null;
  locale: string;
  hidden: boolean;
  timer: ReturnType<typeof setInterval> | null;
}

let running: Running | null = null;
let queue: Promise<void> = Promise.resolve();

const prefix = (locale: string) => (locale === "ru" ? "/ru" : "");

/** Brings the chat to what the page wants; calls run one after another. A failure leaves chat off. */
export function syncChat(wish: ChatWish, win: Win = window as unknown as Win): Promise<void> {
  queue = queue
    .then(() => apply(wish, win))
    .catch((error: unknown) => {
      console.warn("[chat] off:", error);
      stop(win, false);
    });
  return queue;
}

async function apply(wish: ChatWish, win: Win) {
  if (running && (running.player !== wish.player || running.locale !== wish.locale)) stop(win, running.player !== null && wish.player === null);
  if (!running) {
    if (wish.hidden) return;
    const answer = await fetch(`${prefix(wish.locale)}/_resources/chat`, { headers: { accept: "application/json" } });
    if (!answer.ok) throw new Error(`chat settings answered ${answer.status}`);
    const { setup } = (await answer.json()) as { setup: ChatSetup | null };
    running = { setup, player: wish.player, locale: wish.locale, hidden: wish.hidden, timer: null };
    if (setup) await start(setup, running, win);
  }
  running.hidden = wish.hidden;
  place(running, win);
}

function containers(setup: ChatSetup, win: Win): HTMLElement[] {
  return adapters[setup.provider].containers.flatMap((selector) => [...win.document.querySelectorAll<HTMLElement>(selector)]);
}

/** Sets a style of the provider's widget, or gives it back the value it had before we set one. */
function override(element: HTMLElement, property: "display" | "bottom", value: string | null) {
  const key = property === "display" ? "chatDisplay" : "chatBottom";
  if (value !== null) {
    if (element.dataset[key] === undefined) element.dataset[key] = element.style.getPropertyValue(property);
    element.style.setProperty(property, value, "important");
  } else if (element.dataset[key] !== undefined) {
    element.style.setProperty(property, element.dataset[key]);
    delete element.dataset[key];
  }
}

/** Hidden on betting and game pages; 5rem up on phones. */
function place(state: Running, win: Win) {
  if (!state.setup) return;
  const phone = win.matchMedia?.("(max-width: 767px)").matches ?? false;
  for (const element of containers(state.setup, win)) {
    override(element, "display", state.hidden ? "none" : null);
    override(element, "bottom", phone ? CHAT_MOBILE_OFFSET : null);
  }
}

async function start(setup: ChatSetup, state: Running, win: Win) {
  const adapter = adapters[setup.provider];
  const emit: Emit = (event) => {
    // Stored for signed-in players only (spec §4); the server checks again.
    if (!state.player || running !== state) return;
    const body = new URLSearchParams({ ...event });
    void fetch(`${prefix(state.locale)}/_resources/chat`, { method: "POST", body }).catch(() => undefined);
  };
  adapter.before(setup, emit, win);
  await new Promise<void>((resolve, reject) => {
    const script = win.document.createElement("script");
    script.src = setup.src;
    script.async = true;
    script.dataset.chatScript = setup.provider;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`chat script ${setup.src} did not load`));
    win.document.body.append(script);
  });
  adapter.after?.(setup, emit, win);
  let tries = 0;
  const find = setInterval(() => {
    if (running !== state) return clearInterval(find);
    if (containers(setup, win).length || ++tries >= CHAT_FIND_TRIES) {
      clearInterval(find);
      place(state, win);
      // Widgets redraw themselves: keep them where they belong.
      state.timer = setInterval(() => place(state, win), CHAT_WATCH_INTERVAL_MS);
    }
  }, CHAT_FIND_INTERVAL_MS);
  state.timer = find;
}

/** Unloads the chat: its script, its widget, its globals; on logout first the provider's own forgetting. */
function stop(win: Win, loggedOut: boolean) {
  const state = running;
  running = null;
  if (!state) return;
  if (state.timer) clearInterval(state.timer);
  if (!state.setup) return;
  const adapter = adapters[state.setup.provider];
  try {
    if (loggedOut) adapter.logout?.(win);
  } catch (error) {
    console.warn("[chat] logout hook failed:", error);
  }
  for (const script of win.document.querySelectorAll("script[data-chat-script]")) script.remove();
  for (const element of containers(state.setup, win)) element.remove();
  for (const name of adapter.globals) delete win[name];
}

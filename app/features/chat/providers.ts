/** The seven live-chat choices of the remote config (spec §3); "none" does nothing. */
export const CHAT_PROVIDERS = ["none", "livechat", "jivo", "tawk", "crisp", "intercom", "custom"] as const;
export type ChatProviderChoice = (typeof CHAT_PROVIDERS)[number];
export type ChatProvider = Exclude<ChatProviderChoice, "none">;

/** What the browser needs to start the chosen chat; decision 019. */
export interface ChatSetup {
  provider: ChatProvider;
  /** The provider's loader script: an https URL or a same-site path. */
  src: string;
  /** The provider's settings that are safe to hand to its script (ids, language). */
  config: Record<string, string>;
  /** Who is chatting: the signed-in player, or null for a guest. */
  visitor: { uid: string; name: string } | null;
}

/** Where the sandbox serves its fake widget: one script that speaks each provider's API. */
export const SANDBOX_CHAT_WIDGET = "/sandbox/chat/widget.js";

const ID = /^[\w.-]{1,64}$/;
const SAFE_KEYS = ["id", "license", "widget_id", "lang", "name", "email", "uid", "phone"] as const;

/** The loader script of each provider, from its ids; null when an id it needs is missing or unsafe in a URL. */
function providerSrc(provider: ChatProvider, config: Record<string, string>): string | null {
  const id = (key: string) => (config[key] && ID.test(config[key]) ? config[key] : null);
  switch (provider) {
    case "livechat":
      return id("license") ? "https://cdn.livechatinc.com/tracking.js" : null;
    case "jivo":
      return id("widget_id") ? `https://code.jivosite.com/widget/${id("widget_id")}` : null;
    case "tawk":
      return id("id") ? `https://embed.tawk.to/${id("id")}/${id("widget_id") ?? "default"}` : null;
    case "crisp":
      return id("id") ? "https://client.crisp.chat/l.js" : null;
    case "intercom":
      return id("id") ? `https://widget.intercom.io/widget/${id("id")}` : null;
    case "custom": {
      const src = config.src ?? "";
      return /^https:\/\/[^\s"'<>\\]+$/.test(src) || /^\/(?!\/)[^\s"'<>\\]*$/.test(src) ? src : null;
    }
  }
}

/**
 * The chat the remote config's `liveChat` selects (`provider` plus per-provider settings), or null: "none",
 * an unknown provider or a provider without its ids leave chat off. On the sandbox every provider loads the
 * sandbox's fake widget instead of the vendor's script.
 */
export function chatSetup(liveChat: unknown, options: { sandbox: boolean; visitor?: ChatSetup["visitor"] }): ChatSetup | null {
  if (!liveChat || typeof liveChat !== "object") return null;
  const { provider, providers } = liveChat as { provider?: unknown; providers?: unknown };
  if (typeof provider !== "string" || provider === "none" || !(CHAT_PROVIDERS as readonly string[]).includes(provider)) return null;
  const chosen = provider as ChatProvider;
  const raw = providers && typeof providers === "object" ? (providers as Record<string, unknown>)[chosen] : null;
  const settings = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const config: Record<string, string> = {};
  for (const key of [...SAFE_KEYS, ...(chosen === "custom" ? ["src"] : [])]) {
    const value = settings[key];
    if (typeof value === "string" || typeof value === "number") config[key] = String(value);
  }
  const src = providerSrc(chosen, config);
  if (!src) return null;
  return {
    provider: chosen,
    src: options.sandbox ? `${SANDBOX_CHAT_WIDGET}?provider=${chosen}` : src,
    config,
    visitor: options.visitor ?? null,
  };
}

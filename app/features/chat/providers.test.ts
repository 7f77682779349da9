import { describe, expect, it } from "vitest";
import { CHAT_PROVIDERS, chatSetup } from "./providers";

const providers = {
  none: {},
  livechat: { license: "12345678", lang: "ru" },
  jivo: { widget_id: "AbC123", lang: "uz" },
  tawk: { id: "5f2a", widget_id: "1ab" },
  crisp: { id: "00000000-0000-0000-0000-000000000000" },
  intercom: { id: "x1y2" },
  custom: { src: "https://chat.example/loader.js", custom: { colour: "red" } },
};

describe("chatSetup: the chat the remote config selects", () => {
  it("offers seven choices, one of which does nothing", () => {
    expect(CHAT_PROVIDERS).toEqual(["none", "livechat", "jivo", "tawk", "crisp", "intercom", "custom"]);
    expect(chatSetup({ provider: "none", providers }, { sandbox: false })).toBeNull();
  });

  it("gives each provider its loader script from its ids", () => {
    const src = (provider: string) => chatSetup({ provider, providers }, { sandbox: false })?.src;
    expect(src("livechat")).toBe("https://cdn.livechatinc.com/tracking.js");
    expect(src("jivo")).toBe("https://code.jivosite.com/widget/AbC123");
    expect(src("tawk")).toBe("https://embed.tawk.to/5f2a/1ab");
    expect(src("crisp")).toBe("https://client.crisp.chat/l.js");
    expect(src("intercom")).toBe("https://widget.intercom.io/widget/x1y2");
    expect(src("custom")).toBe("https://chat.example/loader.js");
  });

  it("hands the script only the plain settings, and the visitor", () => {
    expect(chatSetup({ provider: "livechat", providers }, { sandbox: false, visitor: { uid: "7", name: "Aziz" } })).toEqual({
      provider: "livechat",
      src: "https://cdn.livechatinc.com/tracking.js",
      config: { license: "12345678", lang: "ru" },
      visitor: { uid: "7", name: "Aziz" },
    });
  });

  it("loads the sandbox's fake widget for every provider on the sandbox", () => {
    for (const provider of CHAT_PROVIDERS.filter((name) => name !== "none")) {
      expect(chatSetup({ provider, providers }, { sandbox: true })?.src).toBe(`/sandbox/chat/widget.js?provider=${provider}`);
    }
  });

  it("leaves chat off for an unknown provider, missing ids, ids that would change the URL, an unsafe custom script", () => {
    expect(chatSetup({ provider: "zendesk", providers }, { sandbox: false })).toBeNull();
    expect(chatSetup(undefined, { sandbox: false })).toBeNull();
    expect(chatSetup({ provider: "jivo", providers: {} }, { sandbox: false })).toBeNull();
    expect(chatSetup({ provider: "jivo", providers: { jivo: { widget_id: "../../evil" } } }, { sandbox: false })).toBeNull();
    expect(chatSetup({ provider: "tawk", providers: { tawk: { id: "a/b" } } }, { sandbox: false })).toBeNull();
    for (const src of ["http://chat.example/a.js", "//evil.example/a.js", "javascript:alert(1)", "https://x.example/a.js\" onload=\"x"]) {
      expect(chatSetup({ provider: "custom", providers: { custom: { src } } }, { sandbox: false })).toBeNull();
    }
    expect(chatSetup({ provider: "custom", providers: { custom: { src: "/chat/loader.js" } } }, { sandbox: false })?.src).toBe("/chat/loader.js");
  });
});

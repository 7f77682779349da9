import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ChatModule from "./chat.client";
import type { ChatSetup } from "./providers";
type Chat = typeof ChatModule;
type Win = Window & Record<string, unknown>;

const crisp = (visitor: ChatSetup["visitor"]): ChatSetup => ({ provider: "crisp", src: "/sandbox/chat/widget.js?provider=crisp", config: { id: "site-1" }, visitor });

/** Just enough of a document for the chat code (the test suite runs without a DOM library). */
class FakeElement {
  dataset: Record<string, string> = {};
  className = "";
  src = "";
  async = false;
  onload: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly styles = new Map<string, string>();
  readonly style = {
    setProperty: (name: string, value: string) => void this.styles.set(name, value),
    getPropertyValue: (name: string) => this.styles.get(name) ?? "",
    removeProperty: (name: string) => void this.styles.delete(name),
  };
  constructor(
    readonly tag: string,
    private readonly doc: FakeDocument,
  ) {}
  getAttribute(name: string) {
    return name === "src" ? this.src : null;
  }
  remove() {
    this.doc.nodes = this.doc.nodes.filter((node) => node !== this);
  }
}

class FakeDocument {
  nodes: FakeElement[] = [];
  onAppend: (element: FakeElement) => void = () => undefined;
  body = { append: (element: FakeElement) => (this.nodes.push(element), this.onAppend(element)) };
  createElement(tag: string) {
    return new FakeElement(tag, this);
  }
  querySelector(selector: string) {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  querySelectorAll(selector: string) {
    return this.nodes.filter((node) =>
      selector === "script[data-chat-script]" ? node.tag === "script" && node.dataset.chatScript !== undefined : selector.startsWith(".") ? node.className.split(" ").includes(selector.slice(1)) : node.tag === selector,
    );
  }
}

let chat: Chat;
let document: FakeDocument;
let window: Win;
let fetchMock: ReturnType<typeof vi.fn>;
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "POST").map(([url, init]) => [url, Object.fromEntries((init as { body: URLSearchParams }).body)]);

/** Answers the settings read with `setups` in turn, and lets each added script "load" (or fail). */
function platform(setups: Array<ChatSetup | null>, scripts: "load" | "error" = "load") {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === "POST" ? Response.json({ stored: true }) : Response.json({ setup: setups.shift() ?? null })));
  vi.stubGlobal("fetch", fetchMock);
  document.onAppend = (node) => {
    if (node.tag === "script") queueMicrotask(() => (scripts === "load" ? node.onload : node.onerror)?.(new Event(scripts)));
  };
}

function crispQueue(win: Win) {
  return win.$crisp as unknown[][];
}

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  document = new FakeDocument();
  window = { document, matchMedia: () => ({ matches: false }) } as unknown as Win;
  chat = await import("./chat.client");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the chat's lifecycle", () => {
  it("starts Crisp with the player's name, stores the player's messages, resets Crisp's history on logout and starts again as a guest", async () => {
    platform([crisp({ uid: "7", name: "Aziz" }), crisp(null)]);
    const win = window;
    await chat.syncChat({ hidden: false, player: "aziz@omad.test", locale: "ru" }, window);
    expect(fetchMock).toHaveBeenCalledWith("/ru/_resources/chat", { headers: { accept: "application/json" } });
    expect(document.querySelector("script[data-chat-script]")?.getAttribute("src")).toBe("/sandbox/chat/widget.js?provider=crisp");
    const queue = crispQueue(win);
    expect(win.CRISP_WEBSITE_ID).toBe("site-1");
    expect(queue[0]).toEqual(["set", "user:nickname", ["Aziz"]]);
    const sent = queue.find((item) => item[1] === "message:sent")![2] as (message: unknown) => void;
    sent({ content: "Pul tushmadi", fingerprint: "f1" });
    expect(posts()).toEqual([["/ru/_resources/chat", { channel_id: "crisp", conversation_id: "f1", text: "Pul tushmadi", event: "sent" }]]);

    await chat.syncChat({ hidden: false, player: null, locale: "ru" }, window);
    expect(queue.at(-1)).toEqual(["do", "session:reset"]);
    expect(document.querySelectorAll("script[data-chat-script]")).toHaveLength(1);
    expect(crispQueue(win)).not.toBe(queue);
    expect(crispQueue(win).some((item) => item[1] === "user:nickname")).toBe(false);
  });

  it("does not store a guest's messages", async () => {
    platform([crisp(null)]);
    await chat.syncChat({ hidden: false, player: null, locale: "uz" }, window);
    const sent = crispQueue(window).find((item) => item[1] === "message:sent")![2] as (message: unknown) => void;
    sent({ content: "Salom", fingerprint: "f2" });
    expect(posts()).toEqual([]);
  });

  it("loads nothing on a hidden route, hides a loaded widget there and gives its own style back after", async () => {
    platform([crisp(null)]);
    await chat.syncChat({ hidden: true, player: null, locale: "uz" }, window);
    expect(fetchMock).not.toHaveBeenCalled();
    await chat.syncChat({ hidden: false, player: null, locale: "uz" }, window);
    const widget = document.createElement("div");
    widget.className = "crisp-client";
    widget.style.setProperty("display", "flex");
    document.body.append(widget);
    await chat.syncChat({ hidden: true, player: null, locale: "uz" }, window);
    expect(widget.style.getPropertyValue("display")).toBe("none");
    await chat.syncChat({ hidden: false, player: null, locale: "uz" }, window);
    expect(widget.style.getPropertyValue("display")).toBe("flex");
  });

  it("leaves chat off when the provider's script fails, and the page untouched", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    platform([crisp(null)], "error");
    await chat.syncChat({ hidden: false, player: null, locale: "uz" }, window);
    expect(document.querySelector("script[data-chat-script]")).toBeNull();
    expect(window.$crisp).toBeUndefined();
    expect(warn).toHaveBeenCalledWith("[chat] off:", expect.any(Error));
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cacheStrategy, hallKey, isHallPath, mayStore, pathLocale } from "./cache-rules";

const origin = "https://omad.example";
const get = (path: string, mode = "cors", destination = "") => cacheStrategy({ method: "GET", url: `${origin}${path}`, origin, mode, destination });
const page = (path: string) => get(path, "navigate", "document");

describe("cacheStrategy", () => {
  it("serves build assets and versioned translations from the cache first", () => {
    expect(get("/assets/root-Ab12.js", "cors", "script")).toBe("cache-first");
    expect(get("/assets/app-TVFqW4Pn.css", "no-cors", "style")).toBe("cache-first");
    expect(get("/locales/uz/common?v=1a2b3c")).toBe("cache-first");
    expect(get("/locales/uz/common")).toBe("network-only");
  });

  it("asks the network first for guests' pages, in both locales", () => {
    for (const path of ["/", "/ru", "/gamehall", "/ru/gamehall/slots", "/promotions", "/ru/betting"]) expect(page(path)).toBe("network-first");
  });

  it("never stores money or account pages, forms, actions, data requests, the hit or the worker", () => {
    for (const path of ["/cashier", "/cashier/deposit/card", "/ru/cashier/withdraw", "/profile", "/ru/profile/settings", "/bets/history", "/forms/sign_in", "/ru/forms/sign_up", "/_actions/auth/logout", "/_resources/balance", "/oauth/init", "/hit?type=visit", "/sw.js", "/gamehall.data", "/?_data=root"]) {
      expect(page(path), path).toBe("network-only");
    }
  });

  it("lets other origins and every non-GET request pass untouched", () => {
    expect(cacheStrategy({ method: "POST", url: `${origin}/`, origin, mode: "navigate", destination: "document" })).toBe("pass");
    expect(cacheStrategy({ method: "GET", url: "https://cdn.example/assets/x.js", origin, mode: "cors", destination: "script" })).toBe("pass");
  });

  it("property: a request to another origin is never the worker's, whatever its path", () => {
    fc.assert(
      fc.property(fc.constantFrom("http", "https"), fc.stringMatching(/^[a-z0-9-]{1,12}\.(?:example|test|uz)(?::\d{2,4})?$/), fc.webPath(), fc.constantFrom("navigate", "cors", "no-cors"), (scheme, host, path, mode) => {
        const url = `${scheme}://${host}${path}`;
        fc.pre(new URL(url).origin !== origin);
        expect(cacheStrategy({ method: "GET", url, origin, mode, destination: "document" })).toBe("pass");
      }),
    );
  });

  it("property: nothing under a private section is ever stored, whatever follows it", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "/ru"), fc.constantFrom("cashier", "profile", "forms", "bets", "_actions", "_resources"), fc.webPath(), (prefix, section, rest) => {
        const path = `${prefix}/${section}${rest.startsWith("/") || rest === "" ? rest : `/${rest}`}`;
        expect(page(path)).toBe("network-only");
      }),
    );
  });
});

describe("mayStore", () => {
  it("keeps only a plain same-origin 200 the server did not mark personal", () => {
    expect(mayStore({ status: 200, type: "basic", cacheControl: "private, no-cache" })).toBe(true);
    expect(mayStore({ status: 200, type: "basic", cacheControl: "public, max-age=31536000, immutable" })).toBe(true);
    expect(mayStore({ status: 200, type: "basic", cacheControl: "private, no-store" })).toBe(false);
    expect(mayStore({ status: 200, type: "basic", cacheControl: "no-store" })).toBe(false);
    expect(mayStore({ status: 404, type: "basic", cacheControl: null })).toBe(false);
    expect(mayStore({ status: 200, type: "opaque", cacheControl: null })).toBe(false);
  });
});

describe("the offline hall", () => {
  it("knows hall pages and their locale, one copy per locale", () => {
    expect(["/", "/ru", "/ru/", "/gamehall", "/gamehall/slots", "/ru/gamehall/live"].every(isHallPath)).toBe(true);
    expect(["/promotions", "/ru/cashier", "/gamehall/a/b", "/game/x"].some(isHallPath)).toBe(false);
    expect(pathLocale("/ru/gamehall")).toBe("ru");
    expect(pathLocale("/rules")).toBe("uz");
    expect(hallKey(origin, "ru")).toBe("https://omad.example/__offline-hall/ru");
  });
});

import { describe, expect, it } from "vitest";
import { preferredLocaleHome } from "./locale-redirect.server";

const phone = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

describe("preferredLocaleHome", () => {
  it("sends a returning Russian visitor from / to /ru, the query kept", () => {
    expect(preferredLocaleHome({ pathname: "/", search: "", cookie: "i18n_redirected=ru; i18n_locale=ru", userAgent: phone })).toBe("/ru");
    expect(preferredLocaleHome({ pathname: "/", search: "?a=1", cookie: "x=1; i18n_locale=ru", userAgent: phone })).toBe("/ru?a=1");
  });

  it("never elsewhere, never for Uzbek or unknown choices, never for crawlers", () => {
    const ru = "i18n_redirected=ru; i18n_locale=ru";
    expect(preferredLocaleHome({ pathname: "/gamehall", search: "", cookie: ru, userAgent: phone })).toBeNull();
    expect(preferredLocaleHome({ pathname: "/ru", search: "", cookie: ru, userAgent: phone })).toBeNull();
    expect(preferredLocaleHome({ pathname: "/", search: "", cookie: "i18n_redirected=uz; i18n_locale=ru", userAgent: phone })).toBeNull();
    expect(preferredLocaleHome({ pathname: "/", search: "", cookie: "i18n_locale=en", userAgent: phone })).toBeNull();
    expect(preferredLocaleHome({ pathname: "/", search: "", cookie: null, userAgent: phone })).toBeNull();
    expect(preferredLocaleHome({ pathname: "/", search: "", cookie: ru, userAgent: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)" })).toBeNull();
  });
});

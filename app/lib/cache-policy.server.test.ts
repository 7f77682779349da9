import { describe, expect, it } from "vitest";
import { GUEST_CACHE_CONTROL, PLAYER_CACHE_CONTROL, PREFERENCE_COOKIES, cacheControlFor } from "./cache-policy.server";
import { localeCookieNames } from "~/i18n/config";
import { EMBEDDED_COOKIE } from "~/platform/client.server";
import { CONSENT_COOKIE } from "~/features/tracking/analytics.server";
import { CACHEABLE_COOKIES } from "../../server/document-cache";

const preferenceCookies = new Set(["i18n_locale", "i18n_redirected", "embedded"]);
const guest = { method: "GET", cookie: null, preferenceCookies, setsCookie: false, status: 200 };

describe("cacheControlFor", () => {
  it("a guest's page: private, no-cache, preference cookies included", () => {
    expect(cacheControlFor(guest)).toBe(GUEST_CACHE_CONTROL);
    expect(cacheControlFor({ ...guest, cookie: "i18n_locale=ru; i18n_redirected=ru; embedded=1" })).toBe("private, no-cache");
    expect(cacheControlFor({ ...guest, status: 404 })).toBe("private, no-cache");
  });

  it("anything personal: private, no-store", () => {
    expect(cacheControlFor({ ...guest, cookie: "i18n_locale=ru; platform_session=abc" })).toBe(PLAYER_CACHE_CONTROL);
    expect(cacheControlFor({ ...guest, cookie: "sid=1" })).toBe("private, no-store");
    expect(cacheControlFor({ ...guest, setsCookie: true })).toBe("private, no-store");
    expect(cacheControlFor({ ...guest, method: "POST" })).toBe("private, no-store");
    expect(cacheControlFor({ ...guest, status: 503 })).toBe("private, no-store");
  });

  it("the site's preference cookies (language, framed, analytics answer) keep a guest's page a guest's (decision 057)", () => {
    expect([...PREFERENCE_COOKIES].sort()).toEqual([...localeCookieNames, EMBEDDED_COOKIE, CONSENT_COOKIE].sort());
    // The document cache shares exactly the pages this policy calls a guest's.
    expect(CACHEABLE_COOKIES).toBe(PREFERENCE_COOKIES);
    const page = { method: "GET", cookie: null, setsCookie: false, status: 200 };
    for (const answer of ["granted", "denied"]) {
      expect(cacheControlFor({ ...page, cookie: `analytics_consent=${answer}` })).toBe(GUEST_CACHE_CONTROL);
      expect(cacheControlFor({ ...page, cookie: `i18n_locale=ru; i18n_redirected=ru; embedded=1; analytics_consent=${answer}` })).toBe(GUEST_CACHE_CONTROL);
      expect(cacheControlFor({ ...page, cookie: `analytics_consent=${answer}; platform_session=abc` })).toBe(PLAYER_CACHE_CONTROL);
    }
  });

  it("a route's own policy holds for guests only", () => {
    expect(cacheControlFor({ ...guest, declared: "public, max-age=60" })).toBe("public, max-age=60");
    expect(cacheControlFor({ ...guest, cookie: "platform_session=abc", declared: "public, max-age=60" })).toBe("private, no-store");
  });
});

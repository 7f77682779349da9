import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INIT_DATA_MAX_AGE_S, signInitData, verifyInitData } from "./init-data.server";

const TOKEN = "1000000001:SANDBOX-test-token-not-a-secret";
const OTHER = "1000000002:FORGED-token-of-another-bot";
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const nowS = NOW / 1000;

const fields = (overrides: Record<string, string> = {}) => ({
  query_id: "AAHdF6IQAAAAAN0XohDhrOrc",
  user: JSON.stringify({ id: 279058397, first_name: "Vlad", username: "vdkfrost", language_code: "ru" }),
  auth_date: String(nowS - 60),
  ...overrides,
});

describe("verifyInitData", () => {
  it("accepts initData signed with the bot's token and gives its user", () => {
    const raw = signInitData(fields(), TOKEN);
    const check = verifyInitData(raw, TOKEN, NOW);
    expect(check).toEqual({ ok: true, user: { id: "279058397", username: "vdkfrost", languageCode: "ru" }, authDate: nowS - 60, hash: new URLSearchParams(raw).get("hash"), raw });
  });

  it("checks the documented scheme: a known vector computed by hand", async () => {
    const { createHmac } = await import("node:crypto");
    const data = fields();
    const dataCheckString = Object.keys(data)
      .sort()
      .map((key) => `${key}=${data[key as keyof typeof data]}`)
      .join("\n");
    const secret = createHmac("sha256", "WebAppData").update(TOKEN).digest();
    const hash = createHmac("sha256", secret).update(dataCheckString).digest("hex");
    const raw = `${new URLSearchParams(data).toString()}&hash=${hash}`;
    expect(verifyInitData(raw, TOKEN, NOW).ok).toBe(true);
  });

  it("refuses a hash made with another token, a changed field and a hash that is not one", () => {
    expect(verifyInitData(signInitData(fields(), OTHER), TOKEN, NOW)).toEqual({ ok: false, reason: "signature" });
    const raw = signInitData(fields(), TOKEN);
    const changed = raw.replace("279058397", "279058398");
    expect(verifyInitData(changed, TOKEN, NOW)).toEqual({ ok: false, reason: "signature" });
    expect(verifyInitData(raw.replace(/hash=[0-9a-f]+/, "hash=XYZ"), TOKEN, NOW)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses stale and future initData, accepts it up to the limit", () => {
    expect(verifyInitData(signInitData(fields({ auth_date: String(nowS - INIT_DATA_MAX_AGE_S - 1) }), TOKEN), TOKEN, NOW)).toEqual({ ok: false, reason: "stale" });
    expect(verifyInitData(signInitData(fields({ auth_date: String(nowS - INIT_DATA_MAX_AGE_S) }), TOKEN), TOKEN, NOW).ok).toBe(true);
    expect(verifyInitData(signInitData(fields({ auth_date: String(nowS + 3600) }), TOKEN), TOKEN, NOW)).toEqual({ ok: false, reason: "future" });
  });

  it("refuses missing fields, a missing token and a user without a numeric id", () => {
    expect(verifyInitData("", TOKEN, NOW)).toEqual({ ok: false, reason: "missing" });
    expect(verifyInitData(null, TOKEN, NOW)).toEqual({ ok: false, reason: "missing" });
    expect(verifyInitData(signInitData(fields(), TOKEN), "", NOW)).toEqual({ ok: false, reason: "missing" });
    const { user: _user, ...noUser } = fields();
    expect(verifyInitData(signInitData(noUser, TOKEN), TOKEN, NOW)).toEqual({ ok: false, reason: "missing" });
    const { auth_date: _date, ...noDate } = fields();
    expect(verifyInitData(signInitData(noDate, TOKEN), TOKEN, NOW)).toEqual({ ok: false, reason: "missing" });
    expect(verifyInitData(new URLSearchParams(fields()).toString(), TOKEN, NOW)).toEqual({ ok: false, reason: "missing" });
    expect(verifyInitData(signInitData(fields({ user: JSON.stringify({ id: "12" }) }), TOKEN), TOKEN, NOW)).toEqual({ ok: false, reason: "user" });
    expect(verifyInitData(signInitData(fields({ user: "{not json" }), TOKEN), TOKEN, NOW)).toEqual({ ok: false, reason: "user" });
  });

  it("refuses a field given twice (which copy would the platform read?)", () => {
    const raw = signInitData(fields(), TOKEN);
    expect(verifyInitData(`${raw}&user=${encodeURIComponent(JSON.stringify({ id: 1 }))}`, TOKEN, NOW)).toEqual({ ok: false, reason: "malformed" });
  });

  it("never accepts hostile input it did not sign", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        expect(verifyInitData(raw, TOKEN, NOW).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
    // Any fields, signed by another bot, or signed by ours and then altered: refused.
    const data = fc.record({ id: fc.integer({ min: 1, max: 2 ** 40 }), username: fc.string({ maxLength: 20 }), extra: fc.string({ maxLength: 40 }), age: fc.integer({ min: 0, max: INIT_DATA_MAX_AGE_S }) });
    fc.assert(
      fc.property(data, fc.nat(), fc.string({ minLength: 1, maxLength: 3 }), ({ id, username, extra, age }, at, insert) => {
        const signed = { user: JSON.stringify({ id, username }), auth_date: String(nowS - age), start_param: extra };
        expect(verifyInitData(signInitData(signed, OTHER), TOKEN, NOW).ok).toBe(false);
        const raw = signInitData(signed, TOKEN);
        expect(verifyInitData(raw, TOKEN, NOW).ok).toBe(true);
        const body = raw.slice(0, raw.indexOf("&hash="));
        const cut = at % (body.length + 1);
        const altered = `${body.slice(0, cut)}${encodeURIComponent(insert)}${body.slice(cut)}${raw.slice(body.length)}`;
        const check = verifyInitData(altered, TOKEN, NOW);
        expect(check.ok && check.raw !== raw).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

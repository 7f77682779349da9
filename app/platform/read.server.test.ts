import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { accountInfoSchema } from "./account.server";
import { flag, readFlag } from "./api/shared.server";
import { PlatformError, platformErrorTypes } from "./errors";
import { readOr, readOrUnavailable, systemPageAnswer } from "./read.server";

const fault = (type: (typeof platformErrorTypes)[number], status = 400, extra: { timedOut?: boolean } = {}) =>
  new PlatformError({ type, status, method: "games.get", ...extra });

/** What a loader's thrown system page carries: its status and `{ type }`. */
function thrownPage(thrown: unknown) {
  const answer = thrown as { type?: string; init?: { status?: number }; data?: { type?: string } };
  expect(answer?.type).toBe("DataWithResponseInit");
  return { status: answer.init?.status, kind: answer.data?.type };
}

describe("readOr: a read a page can do without (spec §7)", () => {
  it.each(platformErrorTypes.filter((type) => !["UserBanned", "ApplicationDisabled", "ApplicationUnavailable"].includes(type)))(
    "yields the fallback for %s and logs it",
    async (type) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      await expect(readOr("fallback", Promise.reject(fault(type)))).resolves.toBe("fallback");
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toBe("[read] games.get failed, the page goes on without it:");
    },
  );

  it.each([
    ["UserBanned", 403, 403, "user-banned"],
    ["ApplicationDisabled", 503, 503, "maintenance"],
    ["ApplicationUnavailable", 502, 503, "maintenance"],
    ["AccessDenied", 403, 403, "forbidden"],
    ["UserDeleted", 403, 403, "forbidden"],
    ["UnknownError", 404, 404, "not-found"],
  ] as const)("throws the system page for %s (%i)", async (type, status, pageStatus, kind) => {
    const thrown = await readOr("fallback", Promise.reject(fault(type, status))).catch((e: unknown) => e);
    expect(thrownPage(thrown)).toEqual({ status: pageStatus, kind });
  });

  it("yields the fallback for a read that did not answer in time, and for a wrong-shaped answer", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(readOr(0, Promise.reject(fault("ApplicationUnavailable", 504, { timedOut: true })))).resolves.toBe(0);
    await expect(readOr(0, Promise.resolve("nope").then((value) => z.number().parse(value)))).resolves.toBe(0);
  });

  it("lets a redirect or a response thrown on purpose through", async () => {
    const redirect = new Response(null, { status: 302, headers: { location: "/" } });
    await expect(readOr(0, Promise.reject(redirect))).rejects.toBe(redirect);
  });

  it("passes a good answer through untouched", async () => {
    await expect(readOr([], Promise.resolve([1, 2]))).resolves.toEqual([1, 2]);
  });

  it("readOrUnavailable: the read a page is about answers 503 maintenance instead, the fatal cases stay theirs", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(thrownPage(await readOrUnavailable(Promise.reject(new Error("content answered 500")), "content page").catch((e: unknown) => e))).toEqual({ status: 503, kind: "maintenance" });
    expect(thrownPage(await readOrUnavailable(Promise.reject(fault("UserBanned", 403)), "content page").catch((e: unknown) => e))).toEqual({ status: 403, kind: "user-banned" });
  });

  it("systemPageAnswer treats a timeout as a system page only when asked to", () => {
    const timedOut = fault("ApplicationUnavailable", 504, { timedOut: true });
    expect(systemPageAnswer(timedOut)).toBeNull();
    expect(thrownPage(systemPageAnswer(timedOut, { timeouts: true }))).toEqual({ status: 503, kind: "maintenance" });
    expect(systemPageAnswer(new Error("x"))).toBeNull();
  });
});

describe("the platform's flags (issue 11.8)", () => {
  it.each([1, "1", true, "true"])("reads %j as true", (value) => {
    expect(flag.parse(value)).toBe(true);
  });

  it.each([0, "0", false, "false", "", null, undefined])("reads %j as false", (value) => {
    expect(flag.parse(value)).toBe(false);
  });

  it("is true for exactly the four true spellings, whatever else arrives", () => {
    const truthy = new Set<unknown>([1, "1", true, "true"]);
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom(1, "1", true, "true", 0, "0", false, "false", "", null, undefined)), (value) => {
        expect(readFlag(value)).toBe(truthy.has(value));
        expect(flag.parse(value)).toBe(truthy.has(value));
      }),
    );
  });

  it("reads the account's flags with it: \"0\" is false, not true as z.coerce.boolean() had it", () => {
    const account = accountInfoSchema.parse({ uid: 5, two_factor_auth: "0", is_verified: "1", is_subscribed: 0, is_on_verification: "false", is_kyc_block_enabled: true });
    expect(account).toMatchObject({ two_factor_auth: false, is_verified: true, is_subscribed: false, is_on_verification: false, is_kyc_block_enabled: true });
  });

  it("keeps an account without is_registration_completed complete, and one with \"0\" incomplete", () => {
    expect(accountInfoSchema.parse({ uid: 5 }).is_registration_completed).toBe(true);
    expect(accountInfoSchema.parse({ uid: 5, is_registration_completed: "0" }).is_registration_completed).toBe(false);
    expect(accountInfoSchema.parse({ uid: 5, is_registration_completed: 1 }).is_registration_completed).toBe(true);
  });
});

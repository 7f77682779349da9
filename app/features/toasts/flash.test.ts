import { describe, expect, it } from "vitest";
import { flashToastHeader, readFlashToast } from "./flash.server";

function requestWith(setCookie: string) {
  const pair = setCookie.split(";")[0]!;
  return new Request("http://site.test/", { headers: { cookie: pair } });
}

describe("flash toast cookie", () => {
  it("carries a toast to the next request and clears itself", async () => {
    const header = await flashToastHeader({ type: "success", key: "auth.signedIn", values: { name: "Ali" } });
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Max-Age=60/);
    expect(header).toMatch(/SameSite=Lax/);
    const { toast, clear } = await readFlashToast(requestWith(header));
    expect(toast).toEqual({ type: "success", key: "auth.signedIn", values: { name: "Ali" } });
    expect(clear).toMatch(/Max-Age=0/);
  });

  it("reads nothing without the cookie, and ignores a forged one", async () => {
    expect(await readFlashToast(new Request("http://site.test/"))).toEqual({ toast: null, clear: null });
    const forged = await readFlashToast(new Request("http://site.test/", { headers: { cookie: "flash=bm90LWpzb24" } }));
    expect(forged.toast).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { returnAddress, withReturn } from "./return-address";

const base = "http://site.invalid";

describe("return addresses carried through a fix (from)", () => {
  const hostile = fc.constantFrom("/", "//", "\\", "/\\", "evil.example", "http:", "https://", "javascript:", "..", ".", "%2F", "\t", "\n", "?", "#", "&from=//x", "@");
  const input = fc.oneof(
    fc.string(),
    fc.array(hostile, { maxLength: 8 }).map((parts) => parts.join("")),
    fc.array(hostile, { maxLength: 8 }).map((parts) => `/${parts.join("")}`),
  );

  it("is a path on this site or nothing, whatever it is given", () => {
    fc.assert(
      fc.property(input, (value) => {
        const address = returnAddress(value);
        if (address === null) return;
        expect(new URL(address, base).origin).toBe(base);
        expect(safeRedirectPath(address, "")).toBe(address);
      }),
      { numRuns: 2000 },
    );
  });

  it("travels in the query as exactly the address given, the link's own path and query kept", () => {
    fc.assert(
      fc.property(input, fc.constantFrom("/confirmation", "/profile/settings?tab=1"), (value, path) => {
        const address = returnAddress(value);
        const link = new URL(withReturn(path, address, { toastType: "withdraw" }), base);
        expect(link.origin).toBe(base);
        expect(link.pathname).toBe(path.split("?")[0]);
        expect(link.searchParams.get("from")).toBe(address);
        expect(link.searchParams.get("toastType")).toBe("withdraw");
        if (path.includes("?")) expect(link.searchParams.get("tab")).toBe("1");
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps a real return address whole: the withdraw form with its method and amount", () => {
    const back = "/ru/cashier/withdraw?method=click&amount=25000";
    expect(returnAddress(back)).toBe(back);
    expect(withReturn("/confirmation", back, { contact: "a@b.uz" })).toBe(`/confirmation?from=${encodeURIComponent(back)}&contact=a%40b.uz`);
    expect(returnAddress("//evil.example/cashier")).toBeNull();
    expect(returnAddress(undefined)).toBeNull();
  });
});

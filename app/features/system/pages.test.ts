import { describe, expect, it } from "vitest";
import { errorPages, isErrorPageKind, isSystemPageKind, systemPageForError, systemPageKinds, systemPages } from "./pages";

describe("systemPageForError (spec §2, error page mapping)", () => {
  it("shows not found for 404", () => {
    expect(systemPageForError({ status: 404 })).toBe("not-found");
    expect(systemPageForError({ status: 404, type: "not-found" })).toBe("not-found");
  });

  it.each([400, 401, 405, 410, 418, 429, 502, 504, 599, 0])("shows not found for the unknown status %d", (status) => {
    expect(systemPageForError({ status })).toBe("not-found");
  });

  it("shows not found when nothing is known", () => {
    expect(systemPageForError({})).toBe("not-found");
  });

  it("shows our own server-error page for a 500 (a crash of ours), not 'not found'", () => {
    expect(systemPageForError({ status: 500 })).toBe("server-error");
    expect(systemPageForError({ status: 500, type: "" })).toBe("server-error");
    expect(systemPageForError({ status: 500, type: 42 })).toBe("server-error");
    expect(systemPageForError({ status: 500, type: null })).toBe("server-error");
  });

  it("shows forbidden for 403", () => {
    expect(systemPageForError({ status: 403 })).toBe("forbidden");
    expect(systemPageForError({ status: 403, type: "forbidden" })).toBe("forbidden");
  });

  it("shows maintenance for the maintenance status (503)", () => {
    expect(systemPageForError({ status: 503 })).toBe("maintenance");
    expect(systemPageForError({ status: 503, type: "maintenance" })).toBe("maintenance");
  });

  it("shows blocked for a user-banned error, whatever its status", () => {
    expect(systemPageForError({ status: 403, type: "user-banned" })).toBe("user-blocked");
    expect(systemPageForError({ status: 503, type: "user-banned" })).toBe("user-blocked");
    expect(systemPageForError({ status: 404, type: "user-banned" })).toBe("user-blocked");
    expect(systemPageForError({ type: "user-banned" })).toBe("user-blocked");
  });

  it("shows blocked for any other error type", () => {
    expect(systemPageForError({ status: 500, type: "UnknownError" })).toBe("user-blocked");
    expect(systemPageForError({ status: 400, type: "InvalidParameter" })).toBe("user-blocked");
    expect(systemPageForError({ type: "something-else" })).toBe("user-blocked");
  });
});

describe("the system page table (spec §2)", () => {
  it("has the twelve pages", () => {
    expect(systemPageKinds).toHaveLength(12);
    expect(Object.keys(systemPages).sort()).toEqual([...systemPageKinds].sort());
  });

  it("puts maintenance and forbidden in the empty layout, the others in the default one", () => {
    const empty = systemPageKinds.filter((kind) => systemPages[kind].layout === "empty");
    expect(empty.sort()).toEqual(["forbidden", "maintenance"]);
  });

  it("gives each page the button target of the spec", () => {
    const targets = Object.fromEntries(systemPageKinds.map((kind) => [kind, systemPages[kind].button?.to ?? null]));
    expect(targets).toEqual({
      maintenance: null,
      "not-found": null,
      forbidden: null,
      "user-blocked": "/support",
      "slot-error": "/gamehall",
      "payment-cancel": "/cashier/deposit",
      "payment-fail": "/cashier/deposit",
      "payment-new-window": "/cashier/deposit",
      "payment-success": "/gamehall",
      "payment-pending": null,
      "payment-mobile": null,
      unsubscribe: null,
    });
  });

  it("shows a spinner only on payment pending", () => {
    expect(systemPageKinds.filter((kind) => systemPages[kind].spinner)).toEqual(["payment-pending"]);
  });

  it("recognises its kinds and nothing else", () => {
    for (const kind of systemPageKinds) expect(isSystemPageKind(kind)).toBe(true);
    for (const value of ["", "notFound", "Maintenance", "user-banned", null, undefined, 3]) expect(isSystemPageKind(value)).toBe(false);
  });
});

describe("the server-error page (ours, not the spec's)", () => {
  it("is kept apart from the spec's twelve, in the default layout, with a retry link and no other button", () => {
    expect(systemPageKinds).not.toContain("server-error");
    expect(errorPages["server-error"]).toEqual({ key: "serverError", layout: "default", retry: true });
    expect(isErrorPageKind("server-error")).toBe(true);
    expect(isSystemPageKind("server-error")).toBe(false);
  });
});

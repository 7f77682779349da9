import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enabledProfileChildren } from "~/features/area/profile-nav";
import {
  birthDateBounds,
  currencyFormSchema,
  fillProfileLink,
  personalDataSchema,
  readPersonalFields,
  readToastType,
  toFormDate,
  toPlatformDate,
} from "./schemas";

const today = new Date(2026, 10, 23);

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? null : submission.error;
}

describe("readPersonalFields", () => {
  it("reads name, type, required and read_only; skips unknown types, malformed entries and repeats", () => {
    expect(
      readPersonalFields([
        { name: "first_name", type: "name", required: true },
        { name: "country", type: "text", required: 0, read_only: "1" },
        { name: "email", type: "email", required: true },
        { name: "first_name", type: "text" },
        { name: "Bad Name", type: "text" },
        "nonsense",
      ]),
    ).toEqual([
      { name: "first_name", type: "name", required: true, readOnly: false },
      { name: "country", type: "text", required: false, readOnly: true },
    ]);
    expect(readPersonalFields(null)).toEqual([]);
  });
});

describe("personalDataSchema: one rule per §5 type", () => {
  const fields = readPersonalFields([
    { name: "first_name", type: "name", required: true },
    { name: "sex", type: "sex", required: true },
    { name: "birth_date", type: "date", required: true },
    { name: "address", type: "address" },
    { name: "postcode", type: "postcode" },
    { name: "region", type: "text" },
    { name: "country", type: "text", read_only: true },
  ]);
  const schema = personalDataSchema(fields, {}, today);
  const good = { intent: "profile", first_name: "Aziza", sex: "2", birth_date: "23.11.2008" };

  it("takes good values; optional fields may stay empty; a read-only field is dropped", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...good, country: "Narnia" })) form.append(name, value);
    const submission = parseWithZod(form, { schema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ intent: "profile", first_name: "Aziza", sex: "2", birth_date: new Date(2008, 10, 23) });
  });

  it.each([
    [{ first_name: "" }, { first_name: ["required"] }],
    [{ first_name: "Ali_2" }, { first_name: ["name"] }],
    [{ sex: "" }, { sex: ["required"] }],
    [{ sex: "7" }, { sex: ["required"] }],
    [{ birth_date: "24.11.2008" }, { birth_date: ["date"] }],
    [{ birth_date: "31.12.1899" }, { birth_date: ["date"] }],
    [{ birth_date: "30.02.1990" }, { birth_date: ["date"] }],
    [{ birth_date: "1990-03-21x" }, { birth_date: ["date"] }],
    [{ address: "Uy #5" }, { address: ["address"] }],
    [{ postcode: "123456789" }, { postcode: ["wrongField"] }],
    [{ region: "a".repeat(101) }, { region: ['maxLength|{"max":100}'] }],
  ])("%j is refused with %j", (change, expected) => {
    expect(errorsOf(schema, { ...good, ...change })).toEqual(expected);
  });

  it("an address keeps digits, | and /", () => {
    expect(errorsOf(schema, { ...good, address: "Amir Temur 12/3 | 4-uy" })).toBeNull();
  });
});

describe("dates between the form and the platform", () => {
  it("round-trips any real date", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (date) => {
        const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
        const platform = toPlatformDate(day);
        expect(platform).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(toFormDate(platform)).toBe(`${platform.slice(8, 10)}.${platform.slice(5, 7)}.${platform.slice(0, 4)}`);
      }),
    );
    expect(toFormDate(null)).toBe("");
    expect(birthDateBounds(today)).toEqual({ min: new Date(1900, 0, 1), max: new Date(2008, 10, 23) });
  });
});

describe("currency, toastType and the navigation", () => {
  it("takes only an available currency", () => {
    expect(errorsOf(currencyFormSchema(["UZS", "USD"]), { intent: "currency", currency: "EUR" })).toEqual({ currency: ["wrongField"] });
    expect(errorsOf(currencyFormSchema(["UZS", "USD"]), { intent: "currency", currency: "USD" })).toBeNull();
  });

  it("knows the toast types and builds the fill-profile link", () => {
    expect(readToastType("withdraw")).toBe("withdraw");
    expect(readToastType("<script>")).toBeNull();
    expect(fillProfileLink("/ru/cashier/withdraw?amount=20000", "withdraw")).toBe("/profile/settings?from=%2Fru%2Fcashier%2Fwithdraw%3Famount%3D20000&toastType=withdraw");
  });

  it("shows a flagged child only when its flag is on", () => {
    const all = { twoFactorAuth: true, identityVerification: true, betHistory: true, responsibleGaming: true };
    expect(enabledProfileChildren(all)).toHaveLength(11);
    const none = enabledProfileChildren({ twoFactorAuth: false, identityVerification: false, betHistory: false, responsibleGaming: false }).map((child) => child.to);
    expect(none).toEqual(["/profile", "/profile/settings", "/profile/contacts", "/profile/bonuses", "/profile/cashback", "/profile/loyalty", "/profile/notification"]);
    expect(enabledProfileChildren({ ...all, betHistory: false }).map((child) => child.to)).not.toContain("/profile/bets");
  });
});

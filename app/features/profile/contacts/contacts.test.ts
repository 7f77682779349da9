import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { addPhoneSchema, displayPhone, phoneCountriesOf, phoneCountryOf, phoneExample } from "./contacts";

const countries = phoneCountriesOf({
  countries: [
    { code: "UZ", dial_code: "998", mask: "## ### ## ##" },
    { code: "TJ", dial_code: "992", mask: "## ### ####" },
    { code: "XX", dial_code: "", mask: "###" },
    { code: "NM", dial_code: "44", mask: null },
  ],
});

function addPhone(country: string, phone: string) {
  const form = new FormData();
  form.set("intent", "add-phone");
  form.set("country", country);
  form.set("phone", phone);
  return parseWithZod(form, { schema: addPhoneSchema(countries) });
}

/** What a refused submission says per field (a successful one has no error). */
function errorOf(submission: { status?: string; error?: unknown } | { status: "success" }): unknown {
  return "error" in submission ? submission.error : undefined;
}

describe("phones from the platform's phone settings", () => {
  it("keeps only countries with a dial code, and counts each mask's digits", () => {
    expect(countries).toEqual([
      { code: "UZ", dialCode: "998", mask: "## ### ## ##", digits: 9 },
      { code: "TJ", dialCode: "992", mask: "## ### ####", digits: 9 },
      { code: "NM", dialCode: "44", mask: null, digits: null },
    ]);
    expect(phoneExample(countries[0])).toBe("90 123 45 67");
  });

  it("tells a full number's country: its dial code and its mask's length; the longest code, then the default, then order", () => {
    const of = (contact: string, preferred?: string) => phoneCountryOf(contact, countries, preferred)?.code ?? null;
    expect(of("+998 90 123 45 67")).toBe("UZ");
    expect(of("992931234567")).toBe("TJ");
    expect(of("+998 90 123 45")).toBeNull();
    expect(of("+1 202 555 0100")).toBeNull();
    expect(of("+44 20 7946 0000")).toBe("NM");
    const seven = phoneCountriesOf({ countries: [{ code: "KZ", dial_code: "7", mask: "### ### ## ##" }, { code: "RU", dial_code: "7", mask: "### ### ## ##" }, { code: "X9", dial_code: "79", mask: "## ### ## ##" }] });
    expect(phoneCountryOf("77011234567", seven)?.code).toBe("KZ");
    expect(phoneCountryOf("77011234567", seven, "RU")?.code).toBe("RU");
    expect(phoneCountryOf("79011234567", seven)?.code).toBe("X9");
  });

  it("sends the dial code and the national digits, with the chosen country's code", () => {
    const tj = addPhone("TJ", "(93) 123-4567");
    expect(tj.status).toBe("success");
    expect(tj.status === "success" && tj.value).toMatchObject({ contact: "992931234567", countryCode: "TJ" });
    // Typed with its dial code, it is the same number.
    const uz = addPhone("UZ", "+998 90 123 45 67");
    expect(uz.status === "success" && uz.value).toMatchObject({ contact: "998901234567", countryCode: "UZ" });
    const free = addPhone("NM", "7911 123456");
    expect(free.status === "success" && free.value).toMatchObject({ contact: "447911123456", countryCode: "NM" });
  });

  it("refuses a number of the wrong length or with letters, an unknown country, and an empty number", () => {
    expect(errorOf(addPhone("UZ", "90 123 45"))).toEqual({ phone: ["wrongPhoneFormat"] });
    expect(errorOf(addPhone("UZ", "90 123 45 6a"))).toEqual({ phone: ["wrongPhoneFormat"] });
    expect(errorOf(addPhone("RU", "901234567"))).toEqual({ country: ["required"] });
    expect(errorOf(addPhone("UZ", ""))).toEqual({ phone: ["insertPhoneNumber"] });
  });

  it("shows a phone in its country's grouping, and an unknown shape as digits after a plus", () => {
    expect(displayPhone("998901234567", countries, "UZ")).toBe("+998 90 123 45 67");
    expect(displayPhone("992931234567", countries)).toBe("+992 93 123 4567");
    expect(displayPhone("12345", countries, "UZ")).toBe("+12345");
  });
});

import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { problemFieldName } from "./errors";
import { type WithdrawMethodView, withdrawSchema } from "./withdraw-schema";

const visa: WithdrawMethodView = {
  sysname: "visa",
  name: "Visa",
  title: "Visa",
  icon: null,
  min: 50_000,
  max: 50_000_000,
  currency: "UZS",
  requisites: [
    { name: "card", type: "card", pattern: null },
    { name: "holder", type: "card_holder", pattern: null },
  ],
};

function parse(fields: Record<string, string>, available = 1_000_000, locale: "uz" | "ru" = "uz") {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: withdrawSchema(visa, available, locale) }).reply();
}

describe("the withdraw form's rules", () => {
  it("accepts a whole amount within bounds and the balance, and a card typed with spaces", () => {
    const result = parseWithZod(
      (() => {
        const data = new FormData();
        data.set("method", "visa");
        data.set("amount", "60000");
        data.set("requisites.card", "4111 1111-1111 1111");
        data.set("requisites.holder", "Ali Valiyev");
        return data;
      })(),
      { schema: withdrawSchema(visa, 100_000) },
    );
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({ method: "visa", amount: 60_000, requisites: { card: "4111111111111111", holder: "Ali Valiyev" } });
  });

  it("names each broken field with its §5 message", () => {
    const result = parse({ method: "visa", amount: "060000", "requisites.card": "4111", "requisites.holder": "Ali 7" });
    expect(result.error).toMatchObject({ amount: ["wrongField"], "requisites.card": ["wrongField"], "requisites.holder": ["name"] });
    expect(parse({ method: "visa" }).error).toMatchObject({ amount: ["requiredField"], "requisites.card": ["required"] });
  });

  it("shows the bounds formatted in the page's language, and the balance when it is short", () => {
    expect(parse({ method: "visa", amount: "100", "requisites.card": "4111111111111111", "requisites.holder": "A B" }, 1_000_000, "ru").error?.amount).toEqual([
      'sumError|{"min":"50,000 сум","max":"50,000,000 сум"}',
    ]);
    expect(parse({ method: "visa", amount: "70000", "requisites.card": "4111111111111111", "requisites.holder": "A B" }, 60_000).error?.amount).toEqual([
      'withdraw.notEnough|{"available":"60,000 so‘m"}',
    ]);
  });

  it("puts a platform problem on the amount or the first requisite", () => {
    expect(problemFieldName("amount", visa.requisites)).toBe("amount");
    expect(problemFieldName("requisites", visa.requisites)).toBe("requisites.card");
    expect(problemFieldName("requisites", [])).toBeNull();
    expect(problemFieldName("method", visa.requisites)).toBeNull();
  });
});

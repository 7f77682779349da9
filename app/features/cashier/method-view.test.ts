import { describe, expect, it } from "vitest";
import { paymentMethodSchema } from "~/platform/api/cashier.server";
import { methodNameIn, methodNameOf, ownMethodMark } from "./method-view";
import { depositMethodView, methodView } from "./method-view.server";

const platformMethod = (fields: Record<string, unknown>) => paymentMethodSchema.parse({ id: 1, sysname: "uzcard", ...fields });

describe("one view of a payment method (deposit and withdraw)", () => {
  it("takes the content's title and icon, the name, bounds and requisites with their types and patterns", () => {
    const view = methodView(
      platformMethod({
        name: "Uzcard",
        min_amount: 9_999.5,
        max_amount: "20000000",
        description: { title: "Uzcard orqali to‘lov", icon: "/m/uzcard.svg" },
        requisites: [{ name: "card", type: "card" }, { name: "iban", type: "text", pattern: "^UZ\\d{20}$" }, { name: "x", type: "weird" }, { name: "bad name!" }],
      }),
    );
    expect(view).toEqual({
      sysname: "uzcard",
      name: "Uzcard",
      title: "Uzcard orqali to‘lov",
      // Uzcard has the site's own mark (decision 071), whatever the content's icon.
      icon: "/payment/uzcard.svg",
      min: 10_000,
      max: 20_000_000,
      currency: "UZS",
      requisites: [
        { name: "card", type: "card", pattern: null },
        { name: "iban", type: "text", pattern: "^UZ\\d{20}$" },
        { name: "x", type: "text", pattern: null },
      ],
    });
    expect(depositMethodView(platformMethod({ flow: "newwindow" })).flow).toBe("new_window");
  });

  it("without a name or title, the sysname capitalised stands for both", () => {
    const view = methodView(platformMethod({ sysname: "visa_direct" }));
    expect([view.name, view.title]).toEqual(["Visa Direct", "Visa Direct"]);
  });

  it("names a method of a history line by the methods list, else capitalised, never in lower case", () => {
    expect(methodNameIn({ payme: "Payme" }, "payme")).toBe("Payme");
    expect(methodNameIn({}, "uzcard")).toBe("Uzcard");
    expect(methodNameIn({}, "pay-me")).toBe("Pay Me");
    expect(methodNameIn({}, null)).toBeNull();
    expect(methodNameIn({}, "  ")).toBeNull();
    expect(methodNameOf("humo")).toBe("Humo");
  });
});

describe("the site's own marks of the local payment methods (issue 39 item 6, decision 071)", () => {
  it("draws Uzcard, Humo, Payme and Click, their families included; other methods keep the platform's icon", () => {
    expect(["uzcard", "humo", "payme", "click", "Click", "uzcard_p2p", "humo-card"].map(ownMethodMark)).toEqual([
      "/payment/uzcard.svg",
      "/payment/humo.svg",
      "/payment/payme.svg",
      "/payment/click.svg",
      "/payment/click.svg",
      "/payment/uzcard.svg",
      "/payment/humo.svg",
    ]);
    expect(["visa", "clickup", "paymes", "", "../x"].map(ownMethodMark)).toEqual([null, null, null, null, null]);
    expect(methodView(platformMethod({ sysname: "visa", description: { icon: "/m/visa.svg" } })).icon).toBe("/m/visa.svg");
  });
});

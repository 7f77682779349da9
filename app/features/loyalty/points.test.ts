import { describe, expect, it } from "vitest";
import { getT } from "~/i18n/i18next.server";
import { pointsLabel, pointsText } from "./loyalty.server";

// The loaders' translator, as a request of each language gets it.
const ru = await getT(new Request("http://localhost/ru/loyalty"));
const uz = await getT(new Request("http://localhost/loyalty"));

describe("points beside a number (issue 29.10, decision 057)", () => {
  it("take the plural form of the translation, whatever the platform calls them", () => {
    expect([1, 2, 5, 21, 100, 450, 900, 1800, 1.5].map((points) => pointsText(points, ru))).toEqual([
      "1 балл",
      "2 балла",
      "5 баллов",
      "21 балл",
      "100 баллов",
      "450 баллов",
      "900 баллов",
      "1,800 баллов",
      "1.50 балла",
    ]);
    expect([1, 100, 1800].map((points) => pointsText(points, uz))).toEqual(["1 ball", "100 ball", "1,800 ball"]);
  });

  it("the platform's alias heads the points, the translation's word when it sends none", () => {
    expect(pointsLabel("баллы", ru)).toBe("Баллы");
    expect(pointsLabel("ballar", uz)).toBe("Ballar");
    expect(pointsLabel(" ", ru)).toBe("Баллы");
    expect(pointsLabel(null, uz)).toBe("Ballar");
  });
});

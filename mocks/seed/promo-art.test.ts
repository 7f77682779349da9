import { describe, expect, it } from "vitest";
import { seedDocs } from "./docs";
import { promoArt, promoArtNames } from "./promo-art";

/** The media name of every picture the seed's promotions, offers, popups, banners and tournaments show. */
function seededNames(): string[] {
  const names = new Set<string>();
  for (const doc of seedDocs(Date.now())) {
    for (const [, name] of JSON.stringify(doc.data).matchAll(/\/sandbox\/media\/((?:promo|banner|tournament)\/[\w-]+?)(?:-m)?\.svg/g)) names.add(name!);
  }
  return [...names].sort();
}

describe("the sandbox's banner, promotion and tournament art (issue 39 item 2)", () => {
  it("draws every picture the seed names, each one its own", () => {
    const names = seededNames();
    // Six promotions, six banners, four tournaments.
    expect(names).toHaveLength(16);
    for (const name of names) expect(promoArtNames, name).toContain(name);
    // The subject of each, without the sky, the light and the confetti every picture has: a new palette on the same
    // drawing is not a picture of its own.
    const subjects = names.map((name) =>
      promoArt(name)
        .replace(/<defs>.*?<\/defs>/, "")
        .replace(/<rect width="960" height="360" fill="url\(#s\w+\)"\/><ellipse [^>]*fill="url\(#g\w+\)"\/>/, "")
        .replace(/<path transform="[^"]*" d="M0-10C1-3[^"]*" fill="[^"]*" opacity=".8"\/>|<circle cx="\d+" cy="\d+" r="[\d.]+" fill="[^"]*" opacity=".5"\/>/g, ""),
    );
    for (const subject of subjects) expect(subject).not.toMatch(/url\(#[sg]|d="M0-10C1-3/);
    expect(new Set(subjects).size).toBe(names.length);
  });

  it("writes no words, declares its size and stays small", () => {
    for (const name of promoArtNames) {
      const svg = promoArt(name, 640, 240);
      expect(svg, name).not.toMatch(/<text\b/);
      expect(svg, name).toMatch(/^<svg [^>]*width="640" height="240" viewBox="0 0 960 360"/);
      expect(svg, name).not.toMatch(/\b(?:href=|url\(["']?http)/);
      expect(svg.length, name).toBeLessThan(10_000);
    }
  });

  it("borrows a drawing for a name the seed does not know (an operator's own promotion)", () => {
    expect(promoArt("promo/operators-own")).toMatch(/^<svg /);
  });
});

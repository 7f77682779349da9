import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_CHARACTERS } from "./icon-characters";

/**
 * Issue 38 item 5: icons are SVG, never a font's glyph. A static scan of what the site and the sandbox's pages put
 * in front of a player (the app's code, texts and styles, the public files, the sandbox's pages and widgets) for an
 * icon character; tests/e2e/polish.spec.ts scans the rendered pages for the same characters, platform texts included.
 * The sandbox's seeded art (mocks/seed) is drawn into images of its own and is left to its own tests.
 */
const ROOTS = ["app", "public", "mocks/pages"];
const TEXT_FILE = /\.(?:tsx?|json|css|svg|html|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT_FILE.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

describe("no icon character a font may lack", () => {
  it("knows an icon character from a letter", () => {
    for (const icon of ["💬", "★", "♣", "✓", "\ue001", "▶", "⚽", "❤\ufe0f"]) expect(ICON_CHARACTERS.test(icon), icon).toBe(true);
    for (const text of ["© 2026 Omad", "Sport tikish · 50,000 so‘m — «Omad»", "Кешбэк 10%", "→ ↓", "x²", "№ 5"]) expect(ICON_CHARACTERS.test(text), text).toBe(false);
  });

  it("is in none of the site's or the sandbox pages' sources", () => {
    const found: string[] = [];
    for (const root of ROOTS) {
      for (const file of files(root)) {
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            const match = ICON_CHARACTERS.exec(line);
            if (match) found.push(`${file}:${index + 1}: ${JSON.stringify(match[0])}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});

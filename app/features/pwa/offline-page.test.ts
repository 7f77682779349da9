import { describe, expect, it } from "vitest";
import { offlineFromHall, offlineStandalone } from "./offline-page";

const texts = { lang: "uz", title: "Internet aloqasi yo‘q.", text: "Nusxa <eski>.", retry: "Qayta urinish" } as const;

describe("the offline page", () => {
  it("is the cached hall without its scripts, with the notice first in the body", () => {
    const hall = `<!DOCTYPE html><html lang="uz"><head><link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body class="x"><main>Sweet Bonanza</main><script nonce="n">window.__remixContext = {};</script><script type="module" src="/assets/entry.js"></script></body></html>`;
    const page = offlineFromHall(hall, texts);
    expect(page).not.toMatch(/<script|modulepreload/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(page).toContain("<main>Sweet Bonanza</main>");
    expect(page.indexOf("Internet aloqasi yo‘q.")).toBeGreaterThan(page.indexOf('<body class="x">'));
    expect(page.indexOf("Internet aloqasi yo‘q.")).toBeLessThan(page.indexOf("<main>"));
    expect(page).toContain("Nusxa &#60;eski&#62;.");
  });

  it("is a page of its own when no hall was seen yet (or the copy is not a document)", () => {
    for (const page of [offlineStandalone(texts), offlineFromHall("garbage", texts)]) {
      expect(page).toMatch(/^<!doctype html><html lang="uz">/);
      expect(page).toContain("<title>Internet aloqasi yo‘q.</title>");
      expect(page).toContain('role="alert"');
    }
  });
});

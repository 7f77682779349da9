import { describe, expect, it } from "vitest";
import { buildManifest } from "./manifest";

describe("buildManifest", () => {
  const base = { locale: "ru" as const, siteName: "Omad", description: "Казино", startUrl: "/ru" };

  it("names the app after the config, opens the locale's home, standalone, with the install icons", () => {
    const manifest = buildManifest({ ...base, logo: { mobile: "https://cdn.omad.example/brand/logo-mark.svg" } });
    expect(manifest).toMatchObject({ id: "/", name: "Omad", short_name: "Omad", description: "Казино", lang: "ru", start_url: "/ru", scope: "/", display: "standalone", theme_color: "#0d0b1e", background_color: "#0d0b1e" });
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "https://cdn.omad.example/brand/logo-mark.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ]);
  });

  it("offers the config's logo only when it is a full http(s) URL of an SVG", () => {
    for (const mobile of [undefined, "javascript:alert(1).svg", "//evil.example/a.svg", "/brand/logo-mark.svg", "https://cdn.example/logo.png", "data:image/svg+xml,<svg/>"]) {
      expect(buildManifest({ ...base, logo: { mobile } }).icons).toHaveLength(3);
    }
    expect(buildManifest({ ...base, logo: { mobile: "https://cdn.example/mark.svg?v=2" } }).icons).toHaveLength(4);
  });

  it("keeps the short name within 12 characters", () => {
    expect(buildManifest({ ...base, siteName: "Omad Casino Uzbekistan", logo: {} }).short_name).toBe("Omad Casino ");
  });
});

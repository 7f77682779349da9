import { describe, expect, it } from "vitest";
import { isExternalIconSource } from "./icons";

describe("the external icon rule (spec §5)", () => {
  it.each([
    "https://cdn.example/icons/star.svg",
    "http://cdn.example/star.SVG?v=2",
    "https://cdn.example/render?format=svg&name=star",
    "https://svg.example/star",
  ])("%s is external", (source) => {
    expect(isExternalIconSource(source)).toBe(true);
  });

  it.each([
    "star",
    "svg",
    "/icons/star.svg",
    "//cdn.example/star.svg",
    "cdn.example/star.svg",
    "https://cdn.example/star.png",
    "javascript:alert('svg')",
    "data:image/svg+xml,<svg/>",
    "ftp://cdn.example/star.svg",
    "https://",
  ])("%s is not", (source) => {
    expect(isExternalIconSource(source)).toBe(false);
  });
});

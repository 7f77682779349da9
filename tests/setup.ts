import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test that makes the code log an error fails, unless it says it expects one by replacing
 * console.error itself (vi.spyOn(console, "error").mockImplementation(...)).
 */
let unexpected: unknown[][] = [];
beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args);
  });
});
afterEach(() => {
  const calls = unexpected;
  unexpected = [];
  if (calls.length) throw new Error(`console.error was called during the test:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
});

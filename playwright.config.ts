import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Overridable so two runs in one working tree build side by side.
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? "build-e2e";
const baseURL = `http://localhost:${PORT}`;
// The operators' /metrics (decision 068) on its own port, read by tests/e2e/web-vitals.spec.ts.
const METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? PORT + 1000);
const CI = Boolean(process.env.CI);

/**
 * End-to-end tests against the built app on the in-process sandbox platform, in Debian's Chromium headless shell
 * (never `npx playwright install`: the machine has no internet). The shell is Chromium without the browser's
 * window layers: a third less CPU per test than the full `chromium` in headless mode on the 2-core runner, where the
 * suite is bound by CPU. `E2E_CHROMIUM=/usr/bin/chromium` runs it in the full browser. The build goes to its own directory
 * so it never disturbs a developer's `build/`.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  // Overridable so two runs in one working tree do not wipe each other's artifacts.
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  forbidOnly: CI,
  // On CI a failed test runs once more and, if it passes, is reported as flaky (listed in the output), so one
  // timing hiccup on a loaded 2-core runner does not throw away a run; locally every failure stays a failure.
  retries: CI ? 1 : 0,
  // Two cores: the server and one browser per worker already share them.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: CI ? [["list"], ["line"]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace of every test doubles the suite's time on this machine: opt in with PW_TRACE=1.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // No test's pages are cached by a worker; only the PWA specs allow it (tests/e2e/pwa.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "phone",
      // HTTP-level specs (`*.api.spec.ts`) do not depend on the browser: the desktop project runs them once.
      testIgnore: /\.api\.spec\.ts$/,
      // Pixel ratio 1: layout, touch and every check here are in CSS pixels, and painting at twice the resolution cost the
      // 2-core runner 8 % of the phone project's time.
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
    {
      name: "phone-nojs",
      testIgnore: /\.api\.spec\.ts$/,
      use: { viewport: { width: 360, height: 740 }, javaScriptEnabled: false },
    },
  ],
  webServer: {
    // A fresh in-memory sandbox every run; limits scaled up because every test signs in from 127.0.0.1.
    command: `BUILD_DIR=${BUILD_DIR} npm run build && BUILD_DIR=${BUILD_DIR} SANDBOX=1 SANDBOX_DB=:memory: RATE_LIMIT_SCALE=50 RENDER_DEADLINE_MS=0 RENDER_QUEUE_MS=60000 PORT=${PORT} METRICS_PORT=${METRICS_PORT} LOG_REQUESTS=0 npm run start`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

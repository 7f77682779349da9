import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { remixPWA } from "@remix-pwa/dev";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** A hash of every translation file: the browser caches `/locales/…?v=` for a year and asks again when it changes. */
function translationsVersion(): string {
  const root = fileURLToPath(new URL("./app/i18n/locales", import.meta.url));
  const hash = createHash("sha256");
  for (const locale of readdirSync(root).sort()) {
    for (const file of readdirSync(join(root, locale)).sort()) hash.update(readFileSync(join(root, locale, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

export default defineConfig({
  define: { __I18N_VERSION__: JSON.stringify(translationsVersion()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: { cssMinify: true, assetsInlineLimit: 0 },
  optimizeDeps: {
    esbuildOptions: { target: "es2022" },
    include: ["i18next", "react-i18next", "i18next-http-backend", "remix-i18next/client", "remix-i18next/react"],
  },
  plugins: [
    remix({
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // Off on purpose (docs/decisions/006): with our root splat routes, Remix 2's route discovery races
        // (a path marked discovered before it is patched, fetcher revalidation during discovery) show the
        // not-found page after a form's redirect. The whole manifest is one cached file instead.
        v3_lazyRouteDiscovery: false,
        v3_routeConfig: true,
      },
    }),
    // The worker at /sw.js (app/entry.worker.ts); registered by features/pwa (lazily, with the update flow).
    remixPWA({ workerName: "sw", registerSW: null, workerMinify: true, workerBuildDirectory: `${process.env.BUILD_DIR ?? "build"}/client` }),
  ],
});

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

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/**
 * Issue 14: what every page runs (the root route's static imports, followed through) goes into two chunks, the
 * libraries (`framework`: React, Remix) and the app's own modules (`shell`), rather than two dozen small files,
 * each with its own gzip frame and import lines (≈ 10 KB gzip in all). The framework chunk stays cached across
 * releases of the app. Code only some routes or a dialog import keeps Vite's own chunks.
 */
function everyPageChunk(id: string, meta: ModuleGraph): string | undefined {
  everyPage ??= staticGraph(meta, fileURLToPath(new URL("./app/root.tsx", import.meta.url)));
  if (!everyPage.has(id) || /\.css(\?|$)/.test(id)) return undefined;
  return id.includes("/node_modules/") ? "framework" : "shell";
}
let everyPage: Set<string> | undefined;
function staticGraph(meta: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __I18N_VERSION__: JSON.stringify(translationsVersion()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    cssMinify: true,
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: everyPageChunk } },
  },
  optimizeDeps: {
    esbuildOptions: { target: "es2022" },
    include: ["i18next", "react-i18next", "remix-i18next/react", "jotai", "jotai/utils"],
  },
  plugins: [
    remix({
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // A page carries the routes it matches; the rest come from /__manifest as links appear (decision 061).
        // Its two races with our root splat routes are fixed by the patches in patches/ (backports of
        // remix-run/react-router#15399 and #15395); decision 006 turned the flag off before them.
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    // The worker at /sw.js (app/entry.worker.ts); registered by features/pwa (lazily, with the update flow).
    remixPWA({ workerName: "sw", registerSW: null, workerMinify: true, workerBuildDirectory: `${process.env.BUILD_DIR ?? "build"}/client` }),
  ],
}));

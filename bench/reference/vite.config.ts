import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

/** The bare Remix page `npm run bench` compares the site's server CPU with: same Remix, React, Vite, Express. */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  plugins: [remix({ appDirectory: "app", buildDirectory: "build", future: { v3_singleFetch: true } })],
});

/**
 * What a phone downloads for a page: JavaScript and CSS, raw and gzipped, read from the production build's
 * asset manifest (run `npm run build` first; BUILD_DIR picks another build). Prints figures, asserts nothing.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

interface RouteAssets {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as { assets: Manifest };
const { assets } = build;

const pages: Record<string, string[]> = {
  "home /": ["root", "layouts/default", "_index"],
  "sign-in /forms/sign_in": ["root", "layouts/empty", "forms.sign_in"],
  "cashier /cashier/deposit": ["root", "layouts/default", "cashier", "cashier.deposit._index"],
  "system page /_system/maintenance": ["root", "layouts/empty", "_system.maintenance"],
};

function size(url: string) {
  const bytes = readFileSync(path.join(buildDir, "client", url));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`build: ${buildDir}`);
console.log("page".padEnd(36), "JS files", "JS raw".padStart(10), "JS gzip".padStart(10));
for (const [name, ids] of Object.entries(pages)) {
  const js = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const id of ids) {
    const route = assets.routes[id];
    if (!route) throw new Error(`no route ${id} in the build`);
    js.add(route.module);
    route.imports?.forEach((file) => js.add(file));
  }
  const total = (files: Set<string>) =>
    [...files].map(size).reduce((sum, item) => ({ raw: sum.raw + item.raw, gzip: sum.gzip + item.gzip }), { raw: 0, gzip: 0 });
  const j = total(js);
  console.log(name.padEnd(36), String(js.size).padStart(8), kb(j.raw).padStart(10), kb(j.gzip).padStart(10));
}

// Stylesheets are linked by the routes' `links` (root: shell = app, forms, player, search; home: home), not listed in the manifest.
console.log("\nstylesheets".padEnd(37), "raw".padStart(10), "gzip".padStart(10));
for (const file of readdirSync(path.join(buildDir, "client/assets")).filter((name) => name.endsWith(".css"))) {
  const { raw, gzip } = size(`/assets/${file}`);
  console.log(file.padEnd(36), kb(raw).padStart(10), kb(gzip).padStart(10));
}
const routeManifest = readdirSync(path.join(buildDir, "client/assets")).find((name) => name.startsWith("manifest-"));
if (routeManifest) {
  const { raw, gzip } = size(`/assets/${routeManifest}`);
  console.log(`\nroute manifest (every page) ${routeManifest}: ${kb(raw)} raw, ${kb(gzip)} gzip`);
}

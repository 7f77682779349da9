// Compiles server.ts (and server/*, the few app modules it uses) into one ES module next to the Remix build (server.js),
// so `npm start` runs plain `node` on it. Packages stay external: production installs them (`npm ci --omit=dev`).
// The sandbox (mocks/) is never part of this file: server.ts loads it from source, only under SANDBOX=1, with
// tsx (a development dependency), and the build fails if anything in mocks/ or a sandbox package slips in.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const SANDBOX_ONLY = [/^mocks\//, /node_modules\/(?:msw|@mswjs|better-sqlite3|tsx)\//];

/** Builds into `<outDir>/server.js`; returns the list of source files that went in. */
export async function buildServer(outDir = process.env.BUILD_DIR ?? "build") {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["server.ts"],
    outdir: path.resolve(root, outDir),
    entryNames: "[name]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    alias: { "~": "./app" },
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
  });
  const inputs = Object.keys(result.metafile.inputs);
  const leaked = inputs.filter((input) => SANDBOX_ONLY.some((pattern) => pattern.test(input)));
  if (leaked.length) throw new Error(`The production server must not contain the sandbox; it pulled in:\n  ${leaked.join("\n  ")}`);
  return inputs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const inputs = await buildServer();
  console.log(`server.js: ${inputs.length} source files, no sandbox`);
}

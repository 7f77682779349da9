// `npm run bench` only (router section): a site process started with `--import` of this file runs the router,
// Remix's server renderer and React Router's static router as published, without the reviewed patches that the
// install applied to node_modules (patches/, decision 051), so the bench can show what the patches save. The
// published files are the installed ones with the patches reversed (`patch -R`), written by the bench into
// BENCH_PUBLISHED_DIR; a file missing there stops the process. Never used by the site itself.
import { readFileSync } from "node:fs";
import Module from "node:module";
import path from "node:path";
import process from "node:process";

const dir = process.env.BENCH_PUBLISHED_DIR;
if (!dir) throw new Error("BENCH_PUBLISHED_DIR is not set");
const published = [
  [/[\\/]@remix-run[\\/]router[\\/]dist[\\/]router\.cjs\.js$/, "router.cjs.js"],
  [/[\\/]@remix-run[\\/]react[\\/]dist[\\/]server\.js$/, "remix-react-server.js"],
  [/[\\/]react-router-dom[\\/]server\.js$/, "react-router-dom-server.js"],
].map(([pattern, name]) => [pattern, readFileSync(path.join(dir, name), "utf8")]);
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) {
  const text = published.find(([pattern]) => pattern.test(filename))?.[1];
  return compile.call(this, text ?? content, filename);
};

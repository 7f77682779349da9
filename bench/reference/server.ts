/**
 * The reference server of `npm run bench`: Express + compression + the Remix request handler, nothing else.
 * PORT (default 3291); TWIN_SHAPES: a JSON file of the twins' shapes (issue 41, `/twin/:name`); the build is bench/reference/build (`npx vite build --config bench/reference/vite.config.ts`).
 */
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
// The twins' shapes (scripts/bench-twins.ts), read once at start-up by the `/twin/:name` route.
if (process.env.TWIN_SHAPES) (globalThis as { __TWIN_SHAPES__?: unknown }).__TWIN_SHAPES__ = JSON.parse(readFileSync(process.env.TWIN_SHAPES, "utf8"));
const build = (await import(`${here}build/server/index.js`)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(`${here}build/client/assets`, { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3291), "127.0.0.1", () => console.log("reference up"));

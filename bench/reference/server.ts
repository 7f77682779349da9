/**
 * The reference server of `npm run bench`: Express + compression + the Remix request handler, nothing else.
 * PORT (default 3291); the build is bench/reference/build (`npx vite build --config bench/reference/vite.config.ts`).
 */
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const build = (await import(`${here}build/server/index.js`)) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(`${here}build/client/assets`, { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3291), "127.0.0.1", () => console.log("reference up"));

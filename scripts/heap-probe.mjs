// Preloaded into the site's process by `npm run bench:load` only (`node --expose-gc --import`): on SIGUSR2 the
// process collects its garbage and writes its memory figures (bytes) to HEAP_PROBE_FILE, for the bench to read.
import { writeFileSync } from "node:fs";
import process from "node:process";

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ rss, heapUsed, heapTotal, at: Date.now() }));
  });
}

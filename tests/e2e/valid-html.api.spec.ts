import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { guestPaths, playerPaths } from "./page-sweep";
import { createPlayer, locales, localized, signIn } from "./support";

// Issue 38 item 3 (docs/decisions/066): the server's HTML of every page type, guest and player, both locales, is
// valid HTML by the W3C Nu checker. One JVM for every saved page (its start-up costs seconds); a page known to be
// invalid goes with them, so the test shows it would catch an error.

const run = promisify(execFile);
const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

/** A document with a script after </html>, as the site's were: the checker must name it. */
const STRAY = `<!DOCTYPE html><html lang="uz"><head><meta charset="utf-8"><title>x</title></head><body><p>x</p></body></html><script>1</script>`;

interface NuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

async function save(request: APIRequestContext, dir: string, url: string, name: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.headers()["content-type"], url).toContain("text/html");
  const file = path.join(dir, `${name}.html`);
  await writeFile(file, await response.body());
  return file;
}

test("every page's server HTML is valid (W3C Nu checker): guest and player, both locales", async ({ request, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const dir = test.info().outputPath("pages");
  await mkdir(dir, { recursive: true });
  const guest = await playwright.request.newContext({ baseURL });
  await signIn(request, await createPlayer(request));
  const files = new Map<string, string>();
  const jobs = locales.flatMap(({ locale, prefix }) => [
    ...guestPaths.map((page) => ({ context: guest, url: localized(prefix, page), name: `guest-${locale}` })),
    ...playerPaths.map((page) => ({ context: request, url: localized(prefix, page), name: `player-${locale}` })),
  ]);
  for (let i = 0; i < jobs.length; i += 6) {
    await Promise.all(
      jobs.slice(i, i + 6).map(async (job, j) => {
        const file = await save(job.context, dir, job.url, `${job.name}-${i + j}`);
        files.set(file, `${job.name} ${job.url}`);
      }),
    );
  }
  await guest.dispose();
  const stray = path.join(dir, "stray.html");
  await writeFile(stray, STRAY);

  // vnu exits 1 when it reports errors: its JSON is on stderr either way.
  const result = await run("java", ["-jar", VNU, "--errors-only", "--format", "json", stray, ...files.keys()], { maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done,
    (failed: { stdout: string; stderr: string }) => failed,
  );
  const messages = (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages.filter((message) => message.type === "error");
  const strayErrors = messages.filter((message) => message.url?.endsWith("/stray.html"));
  expect(strayErrors.map((message) => message.message)).toContainEqual(expect.stringMatching(/Stray start tag .?script/));

  const errors = messages
    .filter((message) => !message.url?.endsWith("/stray.html"))
    .map((message) => `${files.get(decodeURIComponent(new URL(message.url ?? "file:///").pathname)) ?? message.url} line ${message.lastLine}: ${message.message} ${message.extract ?? ""}`);
  expect(files.size).toBeGreaterThan(100);
  expect(errors).toEqual([]);

});

import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { setTimeout as wait } from "node:timers/promises";
import { type APIRequestContext, type Page, expect } from "@playwright/test";

/** The built worker the e2e server serves (playwright.config.ts builds into this directory). */
export const workerFile = `${process.env.E2E_BUILD_DIR ?? "build-e2e"}/client/sw.js`;

/**
 * A new build of the worker, as a deploy makes one: the served `/sw.js` changes on disk (one more line).
 * Returns the undo, which puts the original back.
 */
export function deployNewWorker(): () => void {
  const original = readFileSync(workerFile, "utf8");
  writeFileSync(workerFile, `${original}\n// next build ${Date.now()}\n`);
  return () => writeFileSync(workerFile, original);
}

/**
 * One new build at a time across the run's workers: the projects share the served `/sw.js`, and a second
 * "deploy" while another browser waits on the first makes that browser's waiting worker redundant (its update
 * prompt then applies a worker that no longer exists). A directory is the lock (creating it is atomic); one left
 * by a killed run is taken over after two minutes.
 */
export async function withOneDeployAtATime<T>(run: () => Promise<T>): Promise<T> {
  const lock = `${workerFile}.deploy-lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await wait(250);
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Waits until the page is controlled by an activated worker. */
export async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
}

/** Width and height of a PNG (its IHDR chunk). */
export function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

export interface RecordedHit {
  type: string;
  referer: string;
  track: string;
  seon_session: string;
}

/** What the sandbox platform received at `/hit` for one track id. */
export async function hitsFor(request: APIRequestContext, origin: string, track: string): Promise<RecordedHit[]> {
  const response = await request.get(`${origin}/sandbox/frames/hits?track=${encodeURIComponent(track)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as RecordedHit[];
}

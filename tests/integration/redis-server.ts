import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";

/** A real redis-server (Debian's package; scripts/ensure-package.sh, run by `npm run test:unit`, installs it) for a test file, on a free port, keeping nothing on disk. */
const REDIS_SERVER = "/usr/bin/redis-server";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (apt-get install redis-server; npm run test:unit does as root) to run the Redis tests.`);
  }
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}


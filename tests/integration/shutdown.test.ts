import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const fixture = fileURLToPath(new URL("./fixtures/slow-server.ts", import.meta.url));

/** Resolves with the first match of `pattern` in what the child printed (all of it is kept in `output`). */
function waitForLine(child: ChildProcess, output: string[], pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.join(""));
      if (!match) return;
      child.stdout?.off("data", check);
      resolve(match);
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => reject(new Error(`exited (${code}) before printing ${pattern}:\n${output.join("")}`)));
    check();
  });
}

describe("graceful shutdown (issue 15.6)", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  it("finishes a request in flight when SIGTERM arrives, then exits 0, refusing new connections meanwhile", async () => {
    const output: string[] = [];
    child = spawn(process.execPath, ["--import", "tsx", fixture], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const [, port] = await waitForLine(child, output, /listening on (\d+)/);
    const base = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${base}/slow`);
    await waitForLine(child, output, /slow: started/);
    const exited = once(child, "exit");
    child.kill("SIGTERM");

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("finished after SIGTERM");
    const [code] = await exited;
    expect(code).toBe(0);
    const log = output.join("");
    expect(log).toContain("SIGTERM: draining open requests (at most 10000 ms)");
    expect(log).toContain("SIGTERM: closed");
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
  }, 90_000);
});

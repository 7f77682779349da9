import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
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
    const [, port] = await waitForLine(child, output, /listening on (\d+) with 0 copies/);
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

  it("with extra accept handles: a request on a connection a copy let in finishes, and no handle takes a connection while draining", async () => {
    const output: string[] = [];
    child = spawn(process.execPath, ["--import", "tsx", fixture], { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, ACCEPT_HANDLES: "4" } });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const [, port, copies] = await waitForLine(child, output, /listening on (\d+) with (\d+) copies/);
    expect(copies).toBe("3");
    const base = `http://127.0.0.1:${port}`;

    // Six connections opened while the server's loop is held wait together; four handles let them in four a turn.
    const blocked = fetch(`${base}/block`);
    await waitForLine(child, output, /block: started/);
    const held = Array.from({ length: 6 }, () => fetch(`${base}/held`));
    await waitForLine(child, output, /(held: started[^\n]*\n[^]*){6}/);
    expect(await (await blocked).text()).toBe("unblocked");
    expect(output.join("")).toContain("held: started, accepted by a copy");

    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await waitForLine(child, output, /SIGTERM: draining open requests/);
    // Every handle on the socket is closed: a new connection gets no answer (refused, or reset from the queue of a
    // socket that closed), where a copy left open would let it in and answer it.
    const late = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.write("GET /nothing HTTP/1.1\r\nHost: test\r\n\r\n"));
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(Buffer.concat(chunks).toString()));
    });
    expect(late).toBe("");

    child.stdin?.write("finish\n");
    const answers = await Promise.all(held);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(Array(6).fill("finished when told"));
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output.join("")).toContain("SIGTERM: closed");
  }, 90_000);
});

import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { addAcceptHandles } from "./accept-handles.ts";
import { tuneServer } from "./http-server.ts";

const CONNECTIONS = 24;

/** Blocks the event loop: the connections opened before it wait, completed, in the kernel's accept queue. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose
  }
}

type Burst = { turns: number[]; answers: string[]; copies: net.Server[] };

let open: Array<{ close: () => unknown }> = [];
afterEach(() => {
  for (const item of open) item.close();
  open = [];
});

/**
 * A server with `handles` handles on its socket answers `CONNECTIONS` connections opened at once while its loop is
 * busy. Each client sends its request and half-closes its side (as some proxies do); the server answers a moment
 * later. Returns the turn of the event loop in which each connection was let in, and what each client read.
 */
async function burst(handles: number): Promise<Burst> {
  const server = tuneServer(
    http.createServer((req, res) => {
      setTimeout(() => res.end(`answer to ${req.url}`), 5);
    }),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  open.push(server);
  const copies = await addAcceptHandles(server, handles);
  open.push(...copies);
  const { port } = server.address() as AddressInfo;

  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn += 1;
    if (ticking) setImmediate(tick);
  };
  const turns: number[] = [];
  server.on("connection", () => turns.push(turn));

  const answers = Array.from({ length: CONNECTIONS }, (_, index) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(`GET /${index} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    return new Promise<string>((resolve, reject) => {
      socket.on("error", reject);
      socket.on("close", () => resolve(Buffer.concat(chunks).toString()));
    });
  });
  // The clients connect on the next tick (an address needs no lookup); then the loop is held, so every connection is
  // complete and waiting before the server's next poll.
  process.nextTick(() => busy(100));
  tick();
  const read = await Promise.all(answers);
  ticking = false;
  return { turns, answers: read, copies };
}

describe("accept handles (decision 064)", () => {
  it("lets one connection in per turn of a busy loop with the socket's own handle alone (Node 20's libuv)", async () => {
    const { turns, copies } = await burst(1);
    expect(copies).toEqual([]);
    expect(turns).toHaveLength(CONNECTIONS);
    expect(new Set(turns).size).toBe(CONNECTIONS);
  });

  it("with 8 handles, lets up to 8 connections in per turn, and each is answered by the one HTTP server", async () => {
    const { turns, answers, copies } = await burst(8);
    expect(copies).toHaveLength(7);
    expect(turns).toHaveLength(CONNECTIONS);
    // 24 connections through 8 handles: three turns when every handle takes one a turn.
    expect(new Set(turns).size).toBeLessThanOrEqual(CONNECTIONS / 8);
    answers.forEach((answer, index) => {
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // Half-closed clients still get the whole answer (the copies allow half-open connections, as the server does).
      expect(answer.endsWith(`\r\n\r\nanswer to /${index}`)).toBe(true);
    });
  });

  it("makes no copy for a count of 1 or less, and none for a server that does not listen", async () => {
    const server = http.createServer();
    expect(await addAcceptHandles(server, 4)).toEqual([]);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    open.push(server);
    expect(await addAcceptHandles(server, 1)).toEqual([]);
    expect(await addAcceptHandles(server, 0)).toEqual([]);
  });

  it("goes on with the socket's own handle, and says so, when the helper cannot start", async () => {
    const server = http.createServer((_req, res) => res.end("still here"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    open.push(server);
    const lines: string[] = [];
    const copies = await addAcceptHandles(server, 8, { nodePath: "/nonexistent/node", log: (line) => lines.push(line) });
    expect(copies).toEqual([]);
    expect(lines[0]).toBe("accept handles: no helper (spawn /nonexistent/node ENOENT); one handle, as Node accepts by default");
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("still here");
  });

  it("goes on with the copies it has when the helper is slower than its time", async () => {
    const server = http.createServer((_req, res) => res.end("still here"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    open.push(server);
    const lines: string[] = [];
    const copies = await addAcceptHandles(server, 8, { timeoutMs: 1, log: (line) => lines.push(line) });
    open.push(...copies);
    expect(lines).toEqual([`accept handles: the helper gave ${copies.length} of 7 copies in 1 ms; going on with those`]);
    expect(copies.length).toBeLessThan(7);
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("still here");
  });
});

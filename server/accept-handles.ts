import { spawn } from "node:child_process";
import type { Server as HttpServer } from "node:http";
import net from "node:net";

/**
 * More handles on the site's one listening socket, so that a busy event loop lets in more than one new connection
 * per turn (decision 064).
 *
 * Since libuv 1.45 (Node 20) a listening handle accepts one connection per turn of the event loop. Under load a turn
 * lasts 50–100 ms here, so 300 connections opened at once waited up to 20 s in the kernel's accept queue before the
 * site read their first request (decision 060). Every handle on the socket is its own file descriptor in the loop's
 * poll and accepts its own one per turn: `count` handles let in up to `count` connections a turn.
 *
 * A process cannot duplicate a descriptor itself in Node; passing a handle over an IPC channel does (the receiver gets
 * a new descriptor of the same socket, as cluster's workers do). A short-lived helper process is sent the raw handle,
 * which it never listens on (so it never takes a connection), and sends it back `count - 1` times. Each copy that
 * comes back listens in this process and hands its connections to the HTTP server, with the socket options that
 * server gives its own (half-open allowed, no Nagle delay): they are its connections like any other, counted for
 * keep-alive, timeouts and shutdown (server/shutdown.ts closes the copies with the server).
 *
 * Resolves with the copies (none for `count` ≤ 1, and none, logged, when the helper fails: the site then accepts as
 * Node does by default).
 */
export async function addAcceptHandles(
  server: HttpServer,
  count: number,
  {
    timeoutMs = 10_000,
    log = console.warn,
    nodePath = process.execPath,
  }: { timeoutMs?: number; log?: (line: string) => void; nodePath?: string } = {},
): Promise<net.Server[]> {
  const wanted = Math.floor(count) - 1;
  // The raw listening handle (`server.listen(handle)` documents handles as objects with a `_handle`).
  const own = (server as unknown as { _handle?: object | null })._handle;
  if (wanted <= 0 || !own) return [];

  const helper = spawn(nodePath, ["-e", HELPER], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    // Nothing of the site's environment (NODE_OPTIONS, secrets) reaches it.
    env: {} as NodeJS.ProcessEnv,
  });
  const copies: net.Server[] = [];
  let settled = false;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      log(`accept handles: the helper gave ${copies.length} of ${wanted} copies in ${timeoutMs} ms; going on with those`);
      helper.kill();
      resolve();
    }, timeoutMs);
    helper.on("message", (_message, handle: { close?: () => void } | undefined) => {
      if (!handle) return;
      // A copy that comes after the answer would accept connections no shutdown closes: its descriptor is closed.
      if (settled) return handle.close?.();
      const copy = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit("connection", socket));
      copy.on("error", (error) => log(`accept handles: a copy failed: ${error.message}`));
      copy.listen(handle);
      copies.push(copy);
      if (copies.length === wanted) {
        clearTimeout(timer);
        resolve();
      }
    });
    // `on`, not `once`: a helper that could not start reports that, and the send to it fails too.
    helper.on("error", (error) => {
      clearTimeout(timer);
      log(`accept handles: no helper (${error.message}); one handle, as Node accepts by default`);
      resolve();
    });
    helper.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  // The raw handle (not a net.Server): the helper gets it without listening on it. A failed send is the error above.
  helper.send(wanted, own as net.Server, () => undefined);
  await done;
  settled = true;
  if (helper.connected) helper.disconnect();
  return copies;
}

/**
 * The helper: takes the raw handle and sends it back as many times as asked, one after another (a handle is sent
 * once the previous one's receipt is acknowledged), then closes its own descriptor and leaves.
 */
const HELPER = `
let asked = false;
// A listener kept while sending: without one the IPC channel lets the helper end before its queued sends.
process.on("message", (count, handle) => {
  if (asked || !handle) return;
  asked = true;
  let left = Number(count);
  const next = (error) => {
    if (error || !(left-- > 0)) {
      handle.close();
      process.disconnect();
      return;
    }
    process.send("copy", handle, next);
  };
  next();
});
`;

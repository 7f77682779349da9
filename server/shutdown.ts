import type { Server } from "node:http";
import type { Server as NetServer } from "node:net";

/**
 * Graceful shutdown: stop accepting connections, let every request already received finish, then exit. Idle
 * keep-alive connections are closed at once and a connection that finishes its request is closed after it (a
 * client is never left holding a connection that will be cut mid-request); whatever is still open after
 * `timeoutMs` is cut. `onDrain` runs first (readiness turns 503 so the load balancer stops sending traffic).
 * `listeners` are the server's other handles on its socket (server/accept-handles.ts): they stop accepting with it,
 * and the process waits for the requests of their connections too.
 */
export function drainOnSignals(
  server: Server,
  {
    timeoutMs,
    onDrain,
    onClosed,
    listeners = () => [],
    log = console.log,
  }: { timeoutMs: number; onDrain?: () => void; onClosed?: () => Promise<void>; listeners?: () => readonly NetServer[]; log?: (line: string) => void },
) {
  let draining = false;
  // Before the app's own listener, which may answer synchronously.
  server.prependListener("request", (_req, res) => {
    // A request that arrives on a kept-alive connection while draining is still served, on a closing connection.
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
  });
  function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    onDrain?.();
    log(`${signal}: draining open requests (at most ${timeoutMs} ms)`);
    const deadline = setTimeout(() => {
      log(`${signal}: requests still open after ${timeoutMs} ms, closing them`);
      server.closeAllConnections();
    }, timeoutMs);
    deadline.unref();
    // Idle connections close now; a busy one closes after its response (`Connection: close` on answers to come).
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
    // Each handle's close ends once the connections it accepted have ended; the server's own tracks every one of
    // them (keep-alive, `closeIdleConnections`), since a copy hands its connections to the server.
    const closed = [server, ...listeners()].map((listener) => new Promise<void>((resolve) => listener.close(() => resolve())));
    void Promise.all(closed).then(async () => {
      clearTimeout(deadline);
      clearInterval(idle);
      await onClosed?.().catch(() => undefined);
      log(`${signal}: closed`);
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

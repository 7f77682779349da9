import type { Server } from "node:http";

/**
 * The HTTP server's connection settings, for the site's process and the in-process test site alike.
 * - Idle keep-alive connections outlive a load balancer's (commonly 60 s), so the server is never the side that
 *   closes a connection a client is about to reuse (Node's 5 s default: a request sent in that instant meets
 *   ECONNRESET).
 * - A client that half-closes its side once its request is sent still gets the answer: Node's default ends the
 *   connection the moment it reads the client's end, and a document, sent whole once rendered (issue 14), was lost.
 *   `httpAllowHalfOpen` is the http server's own switch for this (it then ends the connection after the answer).
 */
export function tuneServer(server: Server): Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  return server;
}

import type { NextFunction, Request, Response } from "express";

/** The largest body any form of the site sends (sign-up, profile, deposit): far below this. */
export const FORM_BODY_LIMIT = 64 * 1024;
/**
 * How much of a too-large body is still read (and thrown away) before answering 413. Reading it lets the
 * client finish sending and read the answer on a healthy connection; closing a socket with unread bytes
 * resets it instead. Past this much the connection is closed: that client is not a browser posting a form.
 */
export const DRAIN_LIMIT = 4 * 1024 * 1024;

declare module "express-serve-static-core" {
  interface Request {
    /** The request body, read whole by `readBody` (methods with a body only). */
    rawBody?: Buffer;
  }
}

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

function tooLarge(res: Response) {
  res.status(413).type("text/plain").set("Cache-Control", "no-store").send("Payload Too Large");
}

/**
 * Reads the body of every request that may carry one, up to `limit` bytes, before any route sees it; a larger
 * body is drained and answered 413. Routes then read a complete body (or none), and a route that ignores the
 * body (405, 403) can never leave unread bytes on the connection.
 */
export function readBody({ limit = FORM_BODY_LIMIT, drainLimit = DRAIN_LIMIT } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (BODYLESS.has(req.method)) return next();
    const declared = Number(req.get("content-length") ?? Number.NaN);
    if (declared > drainLimit) {
      res.set("Connection", "close");
      tooLarge(res);
      req.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > drainLimit && !done) {
        done = true;
        res.set("Connection", "close");
        tooLarge(res);
        req.destroy();
      }
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      if (size > limit) return tooLarge(res);
      req.rawBody = Buffer.concat(chunks, size);
      next();
    });
    // The client went away mid-body: nobody is left to answer.
    req.on("error", () => {
      done = true;
    });
  };
}

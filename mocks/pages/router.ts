import express from "express";
import { type DB, getDb } from "../db/store.ts";
import { chatWidget } from "./chat-widget.ts";
import { miniAppHost } from "./miniapp-host.ts";
import { framePages } from "./frames.ts";
import { analyticsScripts } from "./analytics.ts";
import { qaPages } from "./qa.ts";
import { identityPages } from "./identity.ts";
import { paymentPages } from "./payment.ts";
import { gamePages } from "./game.ts";
import { mediaPages } from "./media.ts";

/**
 * The fake third-party pages of the sandbox platform and its QA panel. Mounted by the site only while the
 * sandbox is on, and by the standalone sandbox. Plain HTML forms: they work without JavaScript and need no
 * inline script, so the site's strict CSP holds.
 */
export function sandboxPages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false }));
  router.use("/frames", framePages({ db }));
  router.use("/analytics", analyticsScripts());
  // One router per page family (no two families answer the same path).
  router.use(qaPages({ db }));
  router.use(identityPages({ db }));
  router.use(paymentPages({ db }));
  router.use(gamePages({ db }));
  router.use(mediaPages({ db }));
  router.use("/miniapp", miniAppHost());
  router.use("/chat", chatWidget());
  return router;
}

import express from "express";

const kinds = new Set(["tag_manager", "web_analytics", "product_analytics", "marketing", "cdp"]);

/**
 * The sandbox's stand-in for every analytics loader (docs/decisions/024): it records what the page gave it on
 * `window.sandboxAnalytics` (`{ kind, id, uid }`), so a test sees that it ran, with which id, and for the
 * customer-data platform with which player.
 */
export function analyticsScripts() {
  const router = express.Router();
  router.get("/:file", (req, res) => {
    const kind = req.params.file.replace(/\.js$/, "");
    if (!req.params.file.endsWith(".js") || !kinds.has(kind)) return res.status(404).type("text/plain").send("No such loader");
    const script = `(function(){var s=document.currentScript,q=new URL(s.src).searchParams;(window.sandboxAnalytics=window.sandboxAnalytics||[]).push({kind:${JSON.stringify(kind)},id:q.get("id"),uid:q.get("uid")});})();`;
    res.type("text/javascript").set("Cache-Control", "no-store").send(script);
  });
  return router;
}

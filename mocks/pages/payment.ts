import express from "express";
import { type DB, getDb, toMajor } from "../db/store.ts";
import { getTransaction, payResultPath, settleDeposit, settleWithdrawal } from "../handlers/cashier.ts";
import { esc, fmt, page } from "./html.ts";

const outcomes = ["success", "fail", "pending", "cancel"] as const;
type Outcome = (typeof outcomes)[number];

/** The payment provider's page and the operator's withdrawal decisions (QA). */
export function paymentPages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  // ── payment provider ─────────────────────────────────────────────────────────────────────────────────
  router.get("/pay/:id", (req, res) => {
    const tx = getTransaction(db(), req.params.id);
    if (!tx || tx.type !== "deposit") return page(res, "Payment", "<h1>Unknown payment</h1>", 404);
    const ru = tx.locale === "ru";
    page(
      res,
      "Payment",
      `<h1>${ru ? "Оплата" : "To‘lov"} #${tx.id}</h1><p class="result">${fmt(toMajor(tx.amount))} ${esc(tx.currency)} · ${esc(tx.method)}</p>
      <p class="note">Sandbox payment provider. Status: <strong>${esc(tx.status)}</strong></p>
      <form method="post" action="/sandbox/pay/${tx.id}"><button name="outcome" value="success">Approve</button><button name="outcome" value="fail" class="danger">Decline</button><button name="outcome" value="pending" class="secondary">Leave pending</button><button name="outcome" value="cancel" class="secondary">Cancel</button></form>`,
    );
  });

  router.post("/pay/:id", (req, res) => {
    const outcome = (req.body as { outcome?: string }).outcome as Outcome;
    const tx = getTransaction(db(), req.params.id);
    if (!tx || tx.type !== "deposit" || !outcomes.includes(outcome)) return page(res, "Payment", "<h1>Unknown payment</h1>", 404);
    const settled = settleDeposit(db(), tx.id, outcome);
    res.redirect(303, payResultPath(settled, settled.status === "pending" ? "pending" : (settled.status as Outcome)));
  });

  // ── withdrawals: the operator's approve / decline (QA) ──────────────────────────────────────────────
  // The panel's buttons come back to the panel; a client asking for JSON (tests) gets the withdrawal.
  router.post("/withdrawals/:id/:decision(approve|decline)", (req, res) => {
    const tx = getTransaction(db(), req.params.id ?? "");
    if (!tx || tx.type !== "withdrawal") return res.status(404).json({ error: "no such withdrawal" });
    const settled = settleWithdrawal(db(), tx.id, req.params.decision === "approve" ? "success" : "fail");
    if (req.accepts(["html", "json"]) === "json") return res.json({ id: settled.id, status: settled.status, amount: toMajor(settled.amount) });
    res.redirect(303, "/sandbox");
  });
  return router;
}

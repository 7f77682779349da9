import express from "express";
import { type DB, docs, getDb, getPlayer, localize, toMajor, sql } from "../db/store.ts";
import { ApiFault } from "../handlers/context.ts";
import { spinRefusal } from "../handlers/play-limits.ts";
import { launchPlayer, multiplier, placeBet, settleBets, spin } from "../handlers/games.ts";
import { esc, fmt, page } from "./html.ts";

/** The demo slot and the demo sportsbook the site frames. */
export function gamePages(options: { db?: () => DB } = {}) {
  const db = options.db ?? getDb;
  const router = express.Router();
  // ── demo slot ────────────────────────────────────────────────────────────────────────────────────────
  router.get("/game/:sysname", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : null;
    const locale = req.query.locale === "ru" ? "ru" : "uz";
    const text = slotTexts[locale];
    const launch = launchPlayer(db(), token);
    const game = sql(db(), "SELECT games.name, providers.name AS provider FROM games JOIN providers ON providers.sysname = games.provider WHERE games.sysname = ?").get(req.params.sysname) as { name: string; provider: string } | undefined;
    if (!game) return page(res, text.unknown, `<h1>${text.unknown}</h1>`, 404, locale);
    const player = launch ? getPlayer(db(), launch.uid) : undefined;
    const won = typeof req.query.win === "string" ? req.query.win : null;
    const stake = typeof req.query.stake === "string" ? req.query.stake : "";
    const result = won !== null ? `<p class="result" role="status">${text.result(esc(stake), `<strong>${esc(won)}</strong>`)}${req.query.freespin === "1" ? ` ${text.freeSpin}` : ""}</p>` : typeof req.query.error === "string" ? `<p class="result" role="status">${esc(req.query.error)}</p>` : "";
    const spins = player ? (sql(db(), "SELECT COALESCE(SUM(remaining_count), 0) AS n FROM freespins WHERE uid = ? AND game = ? AND status = 'active'").get(player.uid, req.params.sysname) as { n: number }).n : 0;
    const demo = !player && req.query.mode === "demo";
    const ratio = won !== null ? Number(won.replace(/,/g, "")) / Math.max(1, Number(stake.replace(/,/g, ""))) : -1;
    page(
      res,
      game.name,
      `<div class="slot"><h1>${esc(game.name)}</h1><p class="note">${esc(game.provider)}</p>
      <p class="note">${player ? text.balance(`<strong data-balance>${fmt(toMajor(player.balance_main))}</strong>`, fmt(toMajor(player.balance_bonus)), spins) : text.demo}</p>
      ${slotReels(`${req.params.sysname}/${stake}/${won ?? ""}`, ratio)}${result}
      ${player || demo ? `<form method="post" action="/sandbox/game/${esc(req.params.sysname)}/spin" class="slot__controls"><input type="hidden" name="token" value="${esc(token ?? "")}"><input type="hidden" name="locale" value="${locale}">${demo ? `<input type="hidden" name="mode" value="demo">` : ""}<label>${text.stake} <input type="number" name="stake" value="1000" min="100" step="100"></label><button type="submit" class="slot__spin">${text.spin}</button></form>` : `<p class="note">${text.openFromSite}</p>`}</div>`,
      200,
      locale,
    );
  });

  router.post("/game/:sysname/spin", (req, res) => {
    const body = req.body as { token?: string; stake?: string; mode?: string; locale?: string };
    const launch = launchPlayer(db(), body.token);
    const back = new URLSearchParams(body.token ? { token: body.token } : {});
    back.set("locale", body.locale === "ru" ? "ru" : "uz");
    if (!launch && body.mode === "demo") {
      // Free play: an outcome without a wallet behind it.
      const stake = Math.max(0, Number(body.stake) || 0);
      back.set("mode", "demo");
      back.set("stake", fmt(stake));
      back.set("win", fmt(Math.round(stake * multiplier())));
      return res.redirect(303, `/sandbox/game/${encodeURIComponent(req.params.sysname)}?${back}`);
    }
    if (!launch) return page(res, slotTexts[body.locale === "ru" ? "ru" : "uz"].unknown, `<h1>${slotTexts[body.locale === "ru" ? "ru" : "uz"].openFromSite}</h1>`, 401, body.locale === "ru" ? "ru" : "uz");
    try {
      // Decision 035: a loss or session-time limit reached while the game is open stops its real-money spins.
      const refusal = spinRefusal(db(), launch.uid, launch.session_id);
      if (refusal) throw refusal;
      const player = getPlayer(db(), launch.uid);
      const result = spin(db(), launch.uid, req.params.sysname, Number(body.stake) || 0, { session: launch.session_id, now: Date.now() + (player?.clock_offset_ms ?? 0) });
      back.set("stake", fmt(result.stake));
      back.set("win", fmt(result.win));
      if (result.freespin) back.set("freespin", "1");
    } catch (error) {
      back.set("error", error instanceof ApiFault ? error.message : "Spin failed");
    }
    res.redirect(303, `/sandbox/game/${encodeURIComponent(req.params.sysname)}?${back}`);
  });

  // ── demo sportsbook ──────────────────────────────────────────────────────────────────────────────────
  router.get("/sportsbook", (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    const locale = req.query.locale === "ru" ? "ru" : "uz";
    const text = sportsbookTexts[locale];
    const launch = launchPlayer(db(), token);
    const player = launch ? getPlayer(db(), launch.uid) : undefined;
    const events = localize(docs<{ id: number; league: string; home: string; away: string; starts_at: number; odds: Record<string, number> }>(db(), "event"), locale);
    const bets = player ? (sql(db(), "SELECT * FROM bets WHERE uid = ? ORDER BY id DESC LIMIT 10").all(player.uid) as Array<{ id: number; event_id: string; selection: string; odds: number; stake: number; status: string }>) : [];
    const hidden = `<input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="locale" value="${locale}">`;
    page(
      res,
      text.title,
      `<h1>${text.title}</h1><p class="note">${player ? text.balance(fmt(toMajor(player.balance_main)), fmt(toMajor(player.balance_betting_bonus))) : text.signIn}</p>
      ${typeof req.query.message === "string" ? `<p class="result" role="status">${esc(req.query.message)}</p>` : ""}
      <table class="odds"><thead><tr><th>${text.match}</th><th>1</th><th>X</th><th>2</th></tr></thead><tbody>${events.map((e) => `<tr><td>${esc(e.home)} — ${esc(e.away)}<br><small class="note">${esc(e.league)}</small></td>${["1", "X", "2"].map((s) => `<td><form method="post" action="/sandbox/sportsbook/bet">${hidden}<input type="hidden" name="event" value="${e.id}"><input type="hidden" name="selection" value="${s}"><input type="hidden" name="stake" value="10000"><button type="submit" class="secondary" aria-label="${esc(`${e.home} — ${e.away}: ${s}, ${e.odds[s]}`)}">${e.odds[s]}</button></form></td>`).join("")}</tr>`).join("")}</tbody></table>
      <p class="note">${text.eachButton}</p>
      ${bets.length ? `<h2>${text.yourBets}</h2><table><tbody>${bets.map((b) => `<tr><td>#${b.id}</td><td>${text.event} ${esc(b.event_id)} · ${esc(b.selection)} @ ${b.odds}</td><td>${fmt(toMajor(b.stake))}</td><td>${text.status[b.status as keyof typeof text.status] ?? esc(b.status)}</td></tr>`).join("")}</tbody></table><form method="post" action="/sandbox/sportsbook/settle">${hidden}<button type="submit">${text.settle}</button></form>` : ""}`,
      200,
      locale,
    );
  });

  router.post("/sportsbook/:action(bet|settle)", (req, res) => {
    const body = req.body as { token?: string; event?: string; selection?: string; stake?: string; locale?: string };
    const locale = body.locale === "ru" ? "ru" : "uz";
    const text = sportsbookTexts[locale];
    const launch = launchPlayer(db(), body.token);
    const back = new URLSearchParams({ token: body.token ?? "", locale });
    if (!launch) return page(res, text.title, `<h1>${text.signIn}</h1>`, 401, locale);
    try {
      if (req.params.action === "bet") back.set("message", text.placed(placeBet(db(), launch.uid, body.event ?? "", body.selection ?? "", Number(body.stake) || 0)));
      else back.set("message", text.settled(settleBets(db(), launch.uid)));
    } catch (error) {
      back.set("message", error instanceof ApiFault && error.type === "UserNeedDeposit" ? text.noMoney : text.failed);
    }
    res.redirect(303, `/sandbox/sportsbook?${back}`);
  });
  return router;
}

/** The demo sportsbook's words in the site's two languages (the site passes `locale` in its address). */
export const sportsbookTexts = {
  uz: {
    title: "Sport tikishlari",
    balance: (main: string, bonus: string) => `Balans: ${main} asosiy, ${bonus} sport bonusi`,
    signIn: "Tikish uchun saytda hisobingizga kiring.",
    match: "O‘yin",
    eachButton: "Har bir tugma 10,000 so‘mlik tikish qiladi.",
    yourBets: "Tikishlaringiz",
    event: "O‘yin",
    status: { pending: "kutilmoqda", won: "yutdi", lost: "yutqazdi" },
    settle: "Ochiq tikishlarni hisoblash",
    placed: (id: number) => `№${id} tikish qabul qilindi`,
    settled: (count: number) => `Hisoblangan tikishlar: ${count}`,
    noMoney: "Bu tikish uchun mablag‘ yetarli emas",
    failed: "Tikish qabul qilinmadi",
  },
  ru: {
    title: "Ставки на спорт",
    balance: (main: string, bonus: string) => `Баланс: ${main} основной, ${bonus} спортивный бонус`,
    signIn: "Войдите на сайте, чтобы делать ставки.",
    match: "Матч",
    eachButton: "Каждая кнопка делает ставку 10,000 сум.",
    yourBets: "Ваши ставки",
    event: "Матч",
    status: { pending: "ожидает", won: "выигрыш", lost: "проигрыш" },
    settle: "Рассчитать открытые ставки",
    placed: (id: number) => `Ставка №${id} принята`,
    settled: (count: number) => `Рассчитано ставок: ${count}`,
    noMoney: "Недостаточно средств для этой ставки",
    failed: "Ставка не принята",
  },
} as const;

const ruSpins = new Intl.PluralRules("ru");
/** The demo slot's words in the site's two languages (the site passes `locale` in the game's address). */
export const slotTexts = {
  uz: {
    demo: "Demo rejim: o‘yin pullari bilan, hisobingizga ta’sir qilmaydi",
    balance: (main: string, bonus: string, spins: number) => `Balans: ${main} so‘m · bonus: ${bonus} so‘m · bepul aylantirishlar: ${spins}`,
    stake: "Stavka",
    spin: "Aylantirish",
    result: (stake: string, win: string) => `Stavka ${stake} · Yutuq ${win}`,
    freeSpin: "(bepul aylantirish)",
    openFromSite: "O‘ynash uchun o‘yinni saytdan oching.",
    unknown: "Noma’lum o‘yin",
    reels: "Barabanlar",
  },
  ru: {
    demo: "Демо-режим: игра на игровые деньги, ваш счёт не меняется",
    balance: (main: string, bonus: string, spins: number) => `Баланс: ${main} сум · бонус: ${bonus} сум · ${{ one: "фриспин", few: "фриспина" }[ruSpins.select(spins) as "one" | "few"] ?? "фриспинов"}: ${spins}`,
    stake: "Ставка",
    spin: "Крутить",
    result: (stake: string, win: string) => `Ставка ${stake} · Выигрыш ${win}`,
    freeSpin: "(фриспин)",
    openFromSite: "Откройте игру на сайте, чтобы играть.",
    unknown: "Неизвестная игра",
    reels: "Барабаны",
  },
} as const;

/**
 * Three reels of three symbols, drawn: the middle row shows the last outcome (three sevens for 10× and more, three
 * bells for 3×, two cherries for 1.5×, a mix for a loss); before any spin, a mix.
 */
function slotReels(seed: string, ratio: number) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const symbols = [
    `<path d="M-2-16c6 4 10 10 12 18M-2-16c-4 6-8 10-10 14" fill="none" stroke="#2f8f5b" stroke-width="3" stroke-linecap="round"/><ellipse cx="-12" cy="4" rx="8" ry="8" fill="#e0245e"/><ellipse cx="10" cy="6" rx="8" ry="8" fill="#e0245e"/>`,
    `<path d="M-14-16h28l-15 32h-9l13-24h-17z" fill="#e0245e" stroke="#7a0f2f" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M0-16c-9 0-12 8-12 16l-4 7h32l-4-7c0-8-3-16-12-16z" fill="#ffcf4a" stroke="#a86a00" stroke-width="2"/><path d="M-4 11a4 4 0 0 0 8 0" fill="#a86a00"/>`,
    `<path d="M0-16l16 16-16 16-16-16z" fill="#5fa8d3" stroke="#0b2a3a" stroke-width="2"/><path d="M-16 0h32M0-16l-6 16 6 16 6-16z" fill="none" stroke="#0b2a3a" stroke-width="1.5"/>`,
    `<path d="M-14 4c0-10 6-16 14-16s14 6 14 16-6 14-14 14-14-4-14-14z" fill="#f97316"/><path d="M0-12c2-4 6-6 10-6" stroke="#2f8f5b" stroke-width="3" fill="none"/>`,
  ];
  const middle = ratio >= 10 ? [1, 1, 1] : ratio >= 3 ? [2, 2, 2] : ratio >= 1.5 ? [0, 0, (hash % 4) + 1] : [hash % 5, (hash >>> 3) % 5 === hash % 5 ? ((hash >>> 3) + 1) % 5 : (hash >>> 3) % 5, (hash >>> 6) % 5];
  const reel = (column: number) => {
    const rows = [(middle[column]! + 2 + column) % 5, middle[column]!, (middle[column]! + 3 + column) % 5];
    return `<g transform="translate(${70 + column * 110} 0)"><rect x="-48" y="8" width="96" height="204" rx="14" fill="#fff"/>${rows.map((symbol, row) => `<g transform="translate(0 ${44 + row * 66}) scale(1.4)"${row === 1 ? "" : ' opacity=".55"'}>${symbols[symbol]}</g>`).join("")}</g>`;
  };
  return `<svg class="slot__reels" viewBox="0 0 360 220" width="360" height="220" aria-hidden="true"><rect width="360" height="220" rx="20" fill="#2a1a6e"/>${[0, 1, 2].map(reel).join("")}<path d="M14 110h332" stroke="#ffc83d" stroke-width="3" stroke-dasharray="6 6" opacity=".9"/></svg>`;
}

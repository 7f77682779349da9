import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type AppLoadContext, data, redirect, redirectDocument } from "@remix-run/node";
import { requireUser } from "~/features/auth/guard.server";
import { getT } from "~/i18n/i18next.server";
import { getRemoteConfig } from "~/content/config.server";
import { localeOf, localizePath, stripLocale } from "~/i18n/config";
import { formatAmount, formatDateTime, formatTime } from "~/lib/format";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getApi } from "~/platform/api/index.server";
import { type DepositSettings, depositSettingsSchema } from "~/platform/api/cashier.server";
import { localeRedirect } from "~/lib/locale-redirect.server";
import { type Offer, isPromoCodeRefusal } from "~/platform/api/campaigns.server";
import { promoCodeErrorKey } from "~/validation/rules";
import { throwAsSystemPage } from "~/platform/client.server";
import { PlatformError } from "~/platform/errors";
import { promoCodeMessageKey, readPromoCode } from "~/features/promo/promo.server";
import { type CashierProblem, cashierProblemFor, problemFieldName, withinEnabledProfile } from "./errors";
import { type DepositFormRules, NO_OFFER, depositSchema } from "./deposit-schema";
import { countMoneyAction, sendMoneyForm } from "./money-action.server";
import { CONFIRM_REPEAT_FIELD, PENDING_SEEN_FIELD, type PendingDeposit, recentPendingDeposits, repeatedDeposit, seenPendingIds } from "./pending-deposits";
import { MONEY_KEY_FIELD, issueMoneyKey } from "./money-key.server";
import type { DepositMethodView } from "./method-view";
import { depositMethodView, flowOf } from "./method-view.server";
import { readOr } from "~/platform/read.server";
import { type PayOutcome, payOutcomeOf, payResultPath } from "./pay-outcome";
import { siteCookie } from "~/lib/cookies.server";
import { readForm } from "~/lib/read-form.server";
import { wantsLimitPrompt } from "~/features/responsible-game/first-deposit-prompt.server";
import { RECENT_COUNT, toRow } from "./history-rows";

export interface DepositOfferView {
  id: number;
  title: string;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/**
 * Deposit offers (spec §4): shown to anonymous players or to those satisfying the offer's trigger. On the
 * deposit form the player is depositing, so a deposit trigger holds; a first-deposit trigger only before any.
 */
export function visibleDepositOffers(offers: unknown[], player: { signedIn: boolean; hasDeposits: boolean }): DepositOfferView[] {
  return offers.flatMap((raw) => {
    const offer = raw as Partial<Offer> & { title?: unknown };
    const id = Number(offer.id);
    if (!Number.isInteger(id) || id <= 0) return [];
    const trigger = text(offer.trigger) ?? "deposit";
    const applies = !player.signedIn || trigger === "deposit" || (trigger === "first_deposit" && !player.hasDeposits);
    if (!applies) return [];
    const description = (offer.description ?? {}) as { title?: unknown; text?: unknown };
    const title = text(description.title) ?? text(offer.description) ?? text(description.text) ?? text(offer.title);
    return title ? [{ id, title }] : [];
  });
}

/** Presets of the amount (spec §3 amountList) for a currency, within the method's bounds. */
export function amountPresets(settings: Pick<DepositSettings, "amountList">, currency: string, method: Pick<DepositMethodView, "min" | "max">): number[] {
  const list = settings.amountList.find((item) => item.currency === currency)?.list ?? [];
  return list.filter((value) => Number.isInteger(value) && value >= method.min && value <= method.max);
}

// ── backUrl ─────────────────────────────────────────────────────────────────────────────────────────────

/** Where the player returns after a successful payment: a short cookie, so it works without JavaScript too. */
const backCookie = siteCookie("pay_back", { maxAge: 60 * 60 });

/** A path the player may be sent back to: same-site, not a cashier page, in no particular locale. */
export function backTarget(value: unknown): string | null {
  const path = safeRedirectPath(value, "");
  if (!path) return null;
  const bare = stripLocale(path.split(/[?#]/)[0] ?? "/");
  if (/^\/(cashier|forms)(\/|$)/.test(bare) || bare.startsWith("/sandbox") || bare.startsWith("/_")) return null;
  return path;
}

/** The page the player came from: `?back=` (carried between cashier pages), else the same-site Referer. */
export function backFromRequest(request: Request): string | null {
  const url = new URL(request.url);
  const query = backTarget(url.searchParams.get("back"));
  if (query) return query;
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== url.origin) return null;
    return backTarget(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}

export async function readBackCookie(request: Request): Promise<string | null> {
  const value: unknown = await backCookie.parse(request.headers.get("cookie")).catch(() => null);
  return backTarget(value);
}

// ── the deposit pages ───────────────────────────────────────────────────────────────────────────────────

async function depositSettings(request: Request, context: AppLoadContext) {
  const account = await requireUser(request, context);
  const api = getApi(request, context);
  const read = api.cashier.getDepositSettings();
  if (request.method !== "GET") {
    const settings = await read.catch(throwAsSystemPage);
    return { account, api, settings, methods: settings.methods.map(depositMethodView) };
  }
  // A page degrades when the settings cannot be read (spec §7): no methods on the index, and a method page
  // goes back to the index, which says so, rather than claim the method does not exist.
  const settings = await readOr(null, read);
  if (!settings && isMethodPath(request)) throw localeRedirect(request, "/cashier/deposit");
  const readable = settings ?? depositSettingsSchema.parse({});
  return { account, api, settings: readable, methods: readable.methods.map(depositMethodView) };
}

function isMethodPath(request: Request): boolean {
  return /\/cashier\/deposit\/[^/]+\/?$/.test(new URL(request.url).pathname);
}

/** The method list of /cashier/deposit. */
export async function depositIndexLoader(request: Request, context: AppLoadContext) {
  // The prompt's reads start with the settings, once the account is known: one round trip after it (issue 27).
  const [{ methods }, limitPrompt, t] = await Promise.all([
    depositSettings(request, context),
    requireUser(request, context).then((account) => wantsLimitPrompt(request, context, account)),
    getT(request),
  ]);
  const url = new URL(request.url);
  const amount = url.searchParams.get("amount");
  const offer = url.searchParams.get("offer");
  return {
    title: t("pages.deposit.title"),
    brand: t("brand"),
    methods,
    back: backFromRequest(request),
    amount: amount && /^[1-9]\d{0,11}$/.test(amount) ? amount : null,
    // A promotion's call to action (`?offer=`) is carried to the method's form, which checks it (decision 028).
    offer: offer && /^[1-9]\d{0,9}$/.test(offer) ? offer : null,
    limitPrompt,
  };
}

async function methodContext(request: Request, context: AppLoadContext, sysname: string | undefined) {
  const base = await depositSettings(request, context);
  const method = base.methods.find((item) => item.sysname === sysname);
  if (!method) throw data({ type: "not-found", message: `No payment method ${sysname}` }, { status: 404 });
  const offersRaw = base.settings.offers.length
    ? base.settings.offers
    : await readOr(
        [],
        base.api.campaigns.getOffers().then((offers) => offers.filter((offer) => offer.trigger === "deposit" || offer.trigger === "first_deposit")),
      );
  const needsHistory = offersRaw.some((offer) => (offer as { trigger?: unknown }).trigger === "first_deposit");
  const hasDeposits = needsHistory
    ? await readOr(
        true,
        base.api.cashier.getHistory({ type: "deposit", count: 1, statuses: ["success"] }).then((page) => page.total > 0),
      )
    : false;
  const offers = visibleDepositOffers(offersRaw, { signedIn: true, hasDeposits });
  const currencies = Object.keys(base.settings.currencies);
  const locale = localeOf(request);
  const rules: DepositFormRules = {
    min: method.min,
    max: method.max,
    currency: method.currency,
    locale,
    requisites: method.requisites,
    offers: offers.map((offer) => offer.id),
    currencies: currencies.length ? currencies : [method.currency],
  };
  return { ...base, method, offers, rules, locale };
}

export interface DepositActionData {
  result: SubmissionResult<string[]>;
  problem: CashierProblem | null;
  /** The form's key was already spent (decision 007): the new key of the fresh form. */
  moneyKey?: string;
  /** The post repeats a pending deposit the form showed: asked before it is sent (its amount, formatted). */
  repeat?: { id: string; amount: string };
}

export interface PendingDepositView {
  id: string;
  amount: string;
  method: string;
  time: string;
}

/** The player's pending deposits of the last minutes; none when the history cannot be read (the form still works). */
function pendingDeposits(api: ReturnType<typeof getApi>): Promise<PendingDeposit[]> {
  return readOr(
    [],
    api.cashier.getHistory({ type: "deposit", statuses: ["pending"], count: 10 }).then((page) => recentPendingDeposits(page.items, Date.now())),
    "pending deposits",
  );
}

function pendingView(item: PendingDeposit, methods: DepositMethodView[], locale: ReturnType<typeof localeOf>): PendingDepositView {
  return {
    id: item.id,
    amount: formatAmount(item.amount, { currency: item.currency, locale }),
    method: methods.find((method) => method.sysname === item.method)?.name ?? item.method ?? "",
    time: formatTime(item.createdAt, locale),
  };
}

/** The deposit form of /cashier/deposit/{sysname}. */
export async function depositMethodLoader(request: Request, context: AppLoadContext, sysname: string | undefined) {
  const { account, api, settings, method, methods, offers, rules, locale } = await methodContext(request, context, sysname);
  const url = new URL(request.url);
  const chosenCurrency = url.searchParams.get("currency");
  const currency = chosenCurrency && rules.currencies.includes(chosenCurrency) ? chosenCurrency : method.currency;
  const [limit, rates, moneyKey, t, pending, recent] = await Promise.all([
    readOr(null, api.account.getDepositLimit()),
    rules.currencies.length > 1 ? readOr(null, api.account.getCurrencyRates()) : Promise.resolve(null),
    issueMoneyKey(request, "deposit", account.uid),
    getT(request),
    pendingDeposits(api),
    // The player's latest deposits, beside the form (issue 39 item 4); a failing read shows none.
    readOr({ items: [], total: 0 }, api.cashier.getHistory({ type: "deposit", count: RECENT_COUNT })),
  ]);
  const methodName = (sysname: unknown) => methods.find((item) => item.sysname === sysname)?.name ?? null;
  const amount = url.searchParams.get("amount");
  const offer = Number(url.searchParams.get("offer"));
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (moneyKey.setCookie) headers.append("Set-Cookie", moneyKey.setCookie);
  return data(
    {
      title: t("pages.depositMethod.title"),
      brand: t("brand"),
      locale,
      method,
      offers,
      rules,
      currency,
      currencies: settings.currencies,
      rates: rates as Record<string, unknown> | null,
      presets: amountPresets(settings, currency, method),
      limit: limit && limit.period !== "none" ? limit : null,
      limitUntil: limit?.expired_at && limit.period !== "none" ? formatDateTime(limit.expired_at, locale) : null,
      detalization: settings.detalization,
      moneyKey: moneyKey.key,
      pending: pending.map((item) => pendingView(item, methods, locale)),
      recent: recent.items.map((item) => toRow({ id: item.id, kind: "deposit", title: methodName(item.method), status: item.status, date: item.created_at, amount: item.amount }, locale, t("dateTimeJoiner"))),
      back: backFromRequest(request),
      initial: {
        amount: amount && /^[1-9]\d{0,11}$/.test(amount) ? amount : "",
        campaign_offer_id: String(rules.offers.includes(offer) ? offer : NO_OFFER),
        promo_code: (url.searchParams.get("promo_code") ?? "").slice(0, 32),
        currency,
      },
    },
    { headers },
  );
}

/**
 * makedeposit with the form's own key, then wherever the payment continues: the provider's page (a document
 * redirect) or the mobile confirmation page — for a repeat of the same post too, while its deposit is
 * pending. Refusals come back beside the form with a 400; nothing typed is lost. A form whose key is already
 * spent (other values, a settled deposit, no key) makes nothing: 409, its message and a fresh form.
 */
export async function depositAction(request: Request, context: AppLoadContext, sysname: string | undefined) {
  const formData = await readForm(request);
  const { account, api, method, rules, locale } = await methodContext(request, context, sysname);
  const submission = parseWithZod(formData, { schema: depositSchema(rules) });
  if (submission.status !== "success") {
    countMoneyAction("deposit", "refused_validation");
    return data<DepositActionData>({ result: submission.reply(), problem: null }, { status: 400 });
  }
  const value = submission.value;
  let campaignOfferId = value.campaign_offer_id;
  if (value.promo_code) {
    const { refusal, offerId } = await readPromoCode(request, context, value.promo_code);
    // A code names its offer: the deposit takes that one (a deposit takes one offer, decision 028).
    if (offerId) campaignOfferId = offerId;
    if (refusal) {
      return data<DepositActionData>(
        { result: submission.reply({ fieldErrors: { promo_code: [promoCodeMessageKey(refusal)] } }), problem: null },
        { status: 400 },
      );
    }
  }
  // Before a same-amount repeat of a pending deposit the form showed, the player is asked (issue 29, decision 007).
  if (formData.get(CONFIRM_REPEAT_FIELD) !== "1") {
    const seen = seenPendingIds(formData.get(PENDING_SEEN_FIELD));
    const currency = value.currency || method.currency;
    const repeat = seen.length ? repeatedDeposit(await pendingDeposits(api), seen, value.amount, currency) : null;
    if (repeat) {
      return data<DepositActionData>(
        { result: submission.reply(), problem: null, repeat: { id: repeat.id, amount: formatAmount(repeat.amount, { currency: repeat.currency, locale }) } },
        { status: 409 },
      );
    }
  }
  const requisites = (value.requisites ?? {}) as Record<string, string>;
  const attempt = await sendMoneyForm("deposit", account.uid, formData.get(MONEY_KEY_FIELD), (idempotencyKey) =>
    api.cashier.makeDeposit({
      method: method.sysname,
      amount: value.amount,
      campaignOfferId,
      requisites,
      idempotencyKey,
      returnUrl: new URL(request.url).origin,
      currency: value.currency && value.currency !== method.currency ? value.currency : undefined,
      promoCode: value.promo_code || undefined,
    }),
  );
  if (attempt.outcome === "stale") {
    return data<DepositActionData>(
      { result: submission.reply({ resetForm: true }), problem: attempt.problem, moneyKey: attempt.key },
      { status: 409, headers: { "Set-Cookie": attempt.setCookie } },
    );
  }
  if (attempt.outcome === "refused") {
    // The platform refused the promo code itself (e.g. already redeemed by this player): beside its field.
    if (isPromoCodeRefusal(attempt.error) && isPromoCodeField(attempt.error.details.errors)) {
      const key = promoCodeErrorKey(attempt.error.details.errors as { promo_code?: unknown });
      return data<DepositActionData>({ result: submission.reply({ fieldErrors: { promo_code: [promoCodeMessageKey(key)] } }), problem: null }, { status: 400 });
    }
    const found = cashierProblemFor(attempt.error);
    if (!found) throwAsSystemPage(attempt.error);
    const problem = withinEnabledProfile(found, (await getRemoteConfig(locale)).functionalSettings);
    if (problem.type === "BillingDepositLimitExceeded") problem.messageKey = await limitRefusal(api, attempt.error, method.currency, locale);
    const field = problemFieldName(problem.field, rules.requisites);
    const result = submission.reply(field ? { fieldErrors: { [field]: [problem.messageKey] } } : { formErrors: [problem.messageKey] });
    return data<DepositActionData>({ result, problem }, { status: 400 });
  }
  const { order } = attempt;
  const headers = new Headers();
  headers.append("Set-Cookie", attempt.setCookie);
  const back = backTarget(value.back);
  if (back) headers.append("Set-Cookie", await backCookie.serialize(back));
  const outcome = payOutcomeOf(order.status);
  const flow = flowOf((order as { flow?: unknown }).flow ?? method.flow);
  if (outcome !== "pending") return redirect(localizePath(payResultPath(outcome, order.id), locale), { headers });
  if (flow === "mobile") return redirect(localizePath(`/cashier/paymobile/${encodeURIComponent(String(order.id))}`, locale), { headers });
  const provider = providerUrl(order.redirect_url);
  // A document redirect: the provider's page is not a route of this app, even on the same origin.
  if (provider) return redirectDocument(provider, { headers });
  return redirect(localizePath(payResultPath("pending", order.id), locale), { headers });
}

/**
 * The deposit-limit refusal with what may still be deposited and when the limit renews (decision 026): from the
 * refusal's own details, else from a fresh read of the limit; the plain text when neither says.
 */
async function limitRefusal(api: ReturnType<typeof getApi>, error: unknown, currency: string, locale: ReturnType<typeof localeOf>): Promise<string> {
  const details = error instanceof PlatformError ? error.details : {};
  let renews = typeof details.expired_at === "string" ? details.expired_at : null;
  let available = Number(details.available_amount ?? NaN);
  if (!renews || !Number.isFinite(available)) {
    const limit = await readOr(null, api.account.getDepositLimit());
    renews = typeof limit?.expired_at === "string" ? limit.expired_at : null;
    available = limit?.available_amount ?? NaN;
  }
  if (!renews || Number.isNaN(Date.parse(renews)) || !Number.isFinite(available)) return "cashierErrors.BillingDepositLimitExceeded";
  const values = { available: formatAmount(available, { currency, locale }), date: formatDateTime(renews, locale) };
  return `cashierErrors.BillingDepositLimitExceededUntil|${JSON.stringify(values)}`;
}

function isPromoCodeField(errors: unknown): boolean {
  return Boolean(errors && typeof errors === "object" && "promo_code" in errors);
}

/** Only http(s) URLs or same-site paths are followed. */
function providerUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export type { PayOutcome };

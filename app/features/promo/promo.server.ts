import { type AppLoadContext, redirect } from "@remix-run/node";
import { regTimeMs } from "~/features/player/hints";
import { notFound } from "~/features/system/not-found.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { trackEvent } from "~/features/tracking/events.server";
import { localeFromPath, localeOf, localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { type AccountInfo, getAccountInfo, isSignedIn } from "~/platform/account.server";
import { type PlatformApi, getApi } from "~/platform/api/index.server";
import { type Offer, isPromoCodeRefusal } from "~/platform/api/campaigns.server";
import { throwAsSystemPage } from "~/platform/client.server";
import { PlatformError, systemPageFor } from "~/platform/errors";
import { readOr, readOrUnavailable } from "~/platform/read.server";
import { promoCodeErrorKey } from "~/validation/rules";
import { type OfferAction, type OfferAudience, needsDepositHistory, offerActionOf, offerVisibleTo } from "./offers";
import { PROMO_ACTIVATED_PARAM, PROMO_ERROR_PARAM, promoCodeMessageKey } from "./promo-code-params";
import { type Promotion, findPromotion, isFinished, listPromotions, orderPromotions } from "./promotions.server";

export interface OfferView {
  id: string;
  title: string;
  text: string;
  image: string | null;
  trigger: string;
  action: OfferAction | null;
  promotions: string[];
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** An offer as the pages show it: the platform's description object read leniently (spec §3). */
export function offerView(offer: Offer): OfferView {
  const description = offer.description as Record<string, unknown>;
  const image = text(description.image);
  return {
    id: String(offer.id),
    title: text(description.title) || text(description.name),
    text: text(description.text),
    image: image.startsWith("/") || /^https?:\/\//.test(image) ? image : null,
    trigger: text(offer.trigger) || "deposit",
    action: offerActionOf(offer.trigger),
    promotions: offer.promotions.flatMap((item) => {
      const id = item && typeof item === "object" ? (item as { id?: unknown }).id : item;
      return typeof id === "string" || typeof id === "number" ? [String(id)] : [];
    }),
  };
}

/** What the trigger rule needs to know about a signed-in player; the deposit history only when a trigger asks. */
async function audienceOf(api: PlatformApi, account: AccountInfo, offers: Offer[]): Promise<OfferAudience | null> {
  if (!isSignedIn(account)) return null;
  const hasDeposits = needsDepositHistory(offers.map((offer) => offer.trigger))
    ? await readOr(true, api.cashier.getHistory({ type: "deposit", count: 1, statuses: ["success"] }).then((page) => page.total > 0), "deposit history")
    : true;
  return { registeredAt: regTimeMs(account.reg_time), hasDeposits };
}

/** The offers this visitor may see (spec §4); an unreadable list is no offers. */
export async function visibleOffers(request: Request, context: AppLoadContext) {
  const api = getApi(request, context);
  const [account, read] = await Promise.all([
    getAccountInfo(request, context),
    readOr(null, api.campaigns.getOffers(), "offers"),
  ]);
  const offers = read ?? [];
  const audience = await audienceOf(api, account, offers);
  const now = Date.now();
  return {
    signedIn: isSignedIn(account),
    /** The list could not be read (the page says so rather than "no offers for you"). */
    unavailable: read === null,
    offers: offers
      .filter((offer) => offerVisibleTo(offer.trigger, audience, now))
      .map(offerView)
      .filter((offer) => offer.title),
  };
}

export async function loadOffer(request: Request, context: AppLoadContext, id: string) {
  const { signedIn, offers, unavailable } = await visibleOffers(request, context);
  // Unreadable offers are a page without its offer (its heading and a word why), not a "not found".
  if (unavailable) return { signedIn, offer: null, promotions: [] as Promotion[] };
  const offer = offers.find((item) => item.id === id);
  if (!offer) throw notFound(request);
  const promotions = await readOr([] as Promotion[], listPromotions(localeOf(request), { trace: context.traceSpan }), "promotions");
  return { signedIn, offer, promotions: promotions.filter((promotion) => offer.promotions.includes(promotion.id) && !isFinished(promotion)) };
}

export async function loadPromotions(request: Request, context: Pick<AppLoadContext, "traceSpan">) {
  return orderPromotions(await readOr([] as Promotion[], listPromotions(localeOf(request), { trace: context.traceSpan }), "promotions"));
}

/**
 * One promotion (its content) and, when it belongs to an offer this visitor may take with one button, that
 * offer. An unknown id is a 404; a content service that cannot answer is the maintenance page (no page to show).
 */
export async function loadPromotion(request: Request, context: AppLoadContext, id: string) {
  const promotion = await readOrUnavailable(findPromotion(localeOf(request), id, { trace: context.traceSpan }), "promotion");
  if (!promotion) throw notFound(request);
  const { signedIn, offers } = promotion.offer_id ? await visibleOffers(request, context) : { signedIn: false, offers: [] };
  const offer = offers.find((item) => item.id === promotion.offer_id) ?? null;
  return { promotion, finished: isFinished(promotion), offer, signedIn };
}

/**
 * The failure text of a promo code the platform refused (spec §5 and §7): the one rule, promoCodeErrorKey, over
 * the refusal's `errors`; a code that was not found is also reported (`events.handle`, promocode_not_found).
 * A refusal that is a system page (maintenance, banned…) is thrown as one.
 */
export async function promoCodeRefusal(request: Request, context: AppLoadContext, code: string, error: unknown): Promise<string> {
  if (!isPromoCodeRefusal(error)) throwAsSystemPage(error);
  const key = promoCodeErrorKey(error.details.errors as { promo_code?: unknown } | undefined);
  await reportNotFound(request, context, code, key);
  return key;
}

async function reportNotFound(request: Request, context: AppLoadContext, code: string, key: string) {
  if (key === "NOT_FOUND") await trackEvent(request, context, { name: "promocode_not_found", params: { promo_code: code } });
}

/**
 * checkPromocode: the refusal's text key (see promoCodeRefusal), or null when the code is valid, with the offer a
 * valid code takes (a deposit with the code carries it as its `campaign_offer_id`, decision 028).
 */
export async function readPromoCode(request: Request, context: AppLoadContext, code: string): Promise<{ refusal: string | null; offerId: number | null }> {
  const state = await getApi(request, context).campaigns.checkPromocode(code).catch(throwAsSystemPage);
  if (state.validity) return { refusal: null, offerId: state.offerId };
  const key = state.message ?? "INVALID";
  await reportNotFound(request, context, code, key);
  return { refusal: key, offerId: null };
}

/** checkPromocode with the refusal's text key (see promoCodeRefusal), or null when the code is valid. */
export async function checkPromoCode(request: Request, context: AppLoadContext, code: string): Promise<string | null> {
  return (await readPromoCode(request, context, code)).refusal;
}

export const PROMO_CODE_MAX = 64;

function withParams(path: string, set: Record<string, string | null>, hash = ""): string {
  const url = new URL(path, "http://site.invalid");
  for (const name of [PROMO_ERROR_PARAM, PROMO_ACTIVATED_PARAM, "promo_code"]) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(set)) if (value !== null) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${hash}`;
}

/**
 * The one action behind every promo-code form (the offers page, the profile's bonuses page…): check the code,
 * activate its offer, and go back where the form was (`redirectTo`, same-site only) with the outcome in the
 * query — `promo_activated` opens the "promo code activated" dialog; `promo_error` and the typed code bring the
 * message back beside the field. A guest is taken to the sign-up form with the code filled in.
 */
export async function promoCodeAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const code = String(form.get("promo_code") ?? "").trim().slice(0, PROMO_CODE_MAX);
  const back = safeRedirectPath(form.get("redirectTo"), "/offers");
  const locale = localeFromPath(new URL(back, "http://site.invalid").pathname);
  const api = getApi(request, context);
  const account = await getAccountInfo(request, context);
  if (!code) return redirect(withParams(back, { [PROMO_ERROR_PARAM]: "INVALID" }, "#promo-code"), 303);
  if (!isSignedIn(account)) return redirect(`${localizePath("/forms/sign_up", locale)}?promo_code=${encodeURIComponent(code)}`, 303);

  const refusal = await checkPromoCode(request, context, code);
  if (refusal) return redirect(withParams(back, { [PROMO_ERROR_PARAM]: refusal, promo_code: code }, "#promo-code"), 303);
  try {
    await api.campaigns.activateOffer(code);
  } catch (error) {
    const key = await promoCodeRefusal(request, context, code, error);
    return redirect(withParams(back, { [PROMO_ERROR_PARAM]: key, promo_code: code }, "#promo-code"), 303);
  }
  return redirect(withParams(back, { [PROMO_ACTIVATED_PARAM]: code }), 303);
}

/**
 * Taking an offer with one button (`campaigns.takepromotions`, decision 028) from its offer or promotion page.
 * Idempotent for the player: the platform gives it once; a repeat ("already used") reads as already taken.
 */
export async function takeOfferAction(request: Request, context: AppLoadContext, offerId: string) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const { signedIn, offers } = await visibleOffers(request, context);
  if (!signedIn) throw redirect(`${localizePath("/", localeFromPath(url.pathname))}?redirectUrl=${encodeURIComponent(back)}`);
  const offer = offers.find((item) => item.id === offerId && item.action === "take");
  if (!offer) {
    return redirect(back, { status: 303, headers: { "Set-Cookie": await flashToastHeader({ type: "error", key: "offers.toasts.notAvailable" }) } });
  }
  let key = "offers.toasts.taken";
  try {
    await getApi(request, context).campaigns.takePromotions(offer.id);
  } catch (error) {
    // An ended session: the fault answer of every action (sign in, back to this offer, a toast), not "not available".
    if (error instanceof PlatformError && error.type === "Authorization") throw error;
    if (!(error instanceof PlatformError) || error.status >= 500 || systemPageFor(error)) throwAsSystemPage(error);
    const codes = (error.details.errors ?? {}) as Record<string, unknown>;
    const first = Object.values(codes).flat()[0];
    key = String(first).toUpperCase() === "ALREADY_USED" ? "offers.toasts.alreadyTaken" : "offers.toasts.notAvailable";
  }
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await flashToastHeader({ type: key === "offers.toasts.notAvailable" ? "error" : "success", key, values: { title: offer.title } }) },
  });
}

export { promoCodeMessageKey };

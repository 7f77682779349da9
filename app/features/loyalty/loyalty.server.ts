import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { getRemoteConfig } from "~/content/config.server";
import { newMoneyKey, submittedMoneyKey } from "~/features/cashier/money-key.server";
import { notFound } from "~/features/system/not-found.server";
import { type FlashToast, flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { formatAmount } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { getAccountInfo, isSignedIn } from "~/platform/account.server";
import { type PlatformApi, getApi } from "~/platform/api/index.server";
import type { loyaltyInfoSchema, loyaltyNotificationSchema } from "~/platform/api/loyalty.server";
import { AnswerNotAcceptedError, PlatformError } from "~/platform/errors";
import { readOr, systemPageAnswer } from "~/platform/read.server";
import type { z } from "zod";
import { readLoyaltyNotices } from "./notices.server";
import { type CharacterDisplay, levelStanding, notificationShownAs, showsCharacterOn } from "./rules";

type Info = z.infer<typeof loyaltyInfoSchema>;
type Notification = z.infer<typeof loyaltyNotificationSchema>;
type T = Awaited<ReturnType<typeof getT>>;

export interface CharacterView {
  id: string;
  name: string;
  image: string | null;
}

/** The signed-in player's standing as a page shows it (spec §3 info, §9 progress). */
export interface LoyaltyStatus {
  points: number;
  /** "1,250 ball", "950 баллов": the points with the word in the number's plural form. */
  pointsText: string;
  /** The points' heading: the programme's alias when configured ("Баллы"). */
  pointsLabel: string;
  level: string | null;
  next: string | null;
  percent: number;
  /** "250 ball to Kumush"; null at the top level. */
  toNextText: string | null;
  character: CharacterView | null;
}

export interface NotificationView {
  id: string;
  trigger: string;
  shownAs: "dialog" | "toast";
  title: string;
  message: string;
  /** The credit, formatted ("+10,000 so‘m", "+100 ball"); null when it is no credit. */
  amount: string | null;
  image: string | null;
}

const noStore = { "Cache-Control": "no-store" };

function characterView(character: { id: string | number; name?: string | null; image_url?: string | null } | null | undefined): CharacterView | null {
  if (!character) return null;
  return { id: String(character.id), name: character.name ?? "", image: character.image_url ?? null };
}

/**
 * Points with the word in the plural form the number takes ("1 балл", "2 балла", "300 баллов"; "300 ball"): the
 * translation's plural forms, never the platform's `pointsAlias`, which is one form of the word ("баллы") and cannot
 * agree with a number (decision 057). The alias names the points where no number stands beside it.
 */
export function pointsText(points: number, t: T): string {
  return `${formatAmount(points)} ${t("loyalty.notification.points", { count: points })}`;
}

/** The heading of the points: the programme's alias ("Баллы") when the platform sends one, else the translation's. */
export function pointsLabel(alias: string | null | undefined, t: T): string {
  const word = alias?.trim();
  return word ? `${word.charAt(0).toLocaleUpperCase()}${word.slice(1)}` : t("loyalty.status.points");
}

export interface TierView {
  name: string;
  from: string;
  /** The level's reward ("10,000 so‘m"), null when it has none. */
  reward: string | null;
  current: boolean;
}

/** The programme's levels, lowest first, with the points each starts at, its reward and the player's own marked. */
export function tiersOf(info: Info, t: T, locale: Locale): TierView[] {
  const current = levelStanding(info.levels, info.earned_points ?? info.points).level?.name ?? null;
  return [...info.levels]
    .sort((a, b) => a.min_points - b.min_points)
    .map((level) => ({
      name: level.name,
      from: t("loyalty.levelFrom", { points: pointsText(level.min_points, t) }),
      reward: level.reward ? formatAmount(level.reward, { currency: "UZS", locale }) : null,
      current: level.name === current,
    }));
}

/** Info as the page shows it: level from the points ever earned when sent (decision 031), else from the points. */
export function statusOf(info: Info, t: T): LoyaltyStatus {
  const counted = info.earned_points ?? info.points;
  const standing = levelStanding(info.levels, counted);
  return {
    points: info.points,
    pointsText: pointsText(info.points, t),
    pointsLabel: pointsLabel(info.pointsAlias, t),
    level: standing.level?.name || null,
    next: standing.next?.name || null,
    percent: standing.percent,
    toNextText: standing.next && standing.toNext !== null ? t("loyalty.status.toNext", { points: pointsText(standing.toNext, t), level: standing.next.name }) : null,
    character: characterView(info.character),
  };
}

/** A notification's credit, formatted (spec §9 amounts): a currency amount with its symbol, points with their word. */
export function notificationAmount(notification: Pick<Notification, "type" | "amount" | "amountType">, locale: Locale, t: T): string | null {
  if (notification.type !== "credit" || !notification.amount) return null;
  const kind = notification.amountType ?? "";
  if (/^[A-Z]{3}$/.test(kind)) return `+${formatAmount(notification.amount, { currency: kind, locale })}`;
  return `+${formatAmount(notification.amount)} ${t("loyalty.notification.points", { count: notification.amount })}`;
}

export function notificationView(notification: Notification, index: number, locale: Locale, t: T): NotificationView {
  return {
    id: String(notification.id ?? `n${index}`),
    trigger: notification.trigger,
    shownAs: notificationShownAs(notification.trigger),
    title: notification.title || t(`loyalty.notification.titles.${notification.trigger}`),
    message: notification.message,
    amount: notificationAmount(notification, locale, t),
    image: notification.image ?? null,
  };
}

/** The signed-in player's new notifications (each is read once: the platform marks them seen). */
export async function readNotifications(api: PlatformApi, locale: Locale, t: T): Promise<NotificationView[]> {
  const items = await readOr([], api.loyalty.getNotifications(), "loyalty notifications");
  return items.map((item, index) => notificationView(item, index, locale, t));
}

async function pageBasics(request: Request, context: AppLoadContext, key: string) {
  const locale = localeOf(request);
  const api = getApi(request, context);
  const [t, account, config] = await Promise.all([getT(request), getAccountInfo(request, context), getRemoteConfig(locale)]);
  return { locale, api, t, signedIn: isSignedIn(account), config, head: { page: key, title: t(`pages.${key}.title`), lead: t(`pages.${key}.lead`), brand: t("brand"), param: null as string | null } };
}

export type CharacterStep = { step: "choose"; characters: CharacterView[] } | { step: "confirm"; character: CharacterView } | null;

/** `?character=choose` opens the choice, `?character={id}` its confirmation: server-rendered, so no JavaScript is needed. */
async function characterStep(url: URL, api: PlatformApi): Promise<CharacterStep> {
  const wanted = url.searchParams.get("character");
  if (!wanted) return null;
  const page = await readOr(null, api.loyalty.getCharacters({ offset: 0, limit: 20 }), "loyalty characters");
  const characters = (page?.items ?? []).map((item) => characterView(item)!).filter(Boolean);
  if (!characters.length) return null;
  if (wanted === "choose") return { step: "choose", characters };
  const character = characters.find((item) => item.id === wanted);
  return character ? { step: "confirm", character } : { step: "choose", characters };
}

/**
 * The status pages: `/loyalty` (programmes, notices, the player's standing) and `/profile/loyalty` (the
 * standing). The character shows where the configured display mode says (spec §9); its change dialogs open
 * from the URL. A failing read leaves its part out (spec §7).
 */
export async function loyaltyStatusLoader(request: Request, context: AppLoadContext, page: "loyalty" | "profile") {
  const { locale, api, t, signedIn, config, head } = await pageBasics(request, context, page === "loyalty" ? "loyalty" : "profileLoyalty");
  const url = new URL(request.url);
  const mode: CharacterDisplay = config.loyalty.characterDisplay;
  const withCharacter = showsCharacterOn(mode, page);
  const [programs, info, step, notifications, notices] = await Promise.all([
    page === "loyalty" ? readOr([], api.loyalty.getPrograms(), "loyalty programmes") : Promise.resolve([]),
    signedIn ? readOr(null, api.loyalty.getInfo(), "loyalty info") : Promise.resolve(null),
    signedIn && withCharacter ? characterStep(url, api) : Promise.resolve(null),
    signedIn ? readNotifications(api, locale, t) : Promise.resolve([]),
    // The content service's notices (decision 034), in the page so that they are there without JavaScript.
    page === "loyalty" ? readLoyaltyNotices(locale, { trace: context.traceSpan }) : Promise.resolve([]),
  ]);
  return data(
    {
      ...head,
      signedIn,
      status: info ? statusOf(info, t) : null,
      withCharacter,
      characterStep: step,
      programs: programs.map((program) => ({ sysname: program.sysname, name: program.name || program.sysname, text: descriptionText(program.description) })),
      // The tiers and their perks (issue 29 item 11): the levels the platform sends with the player's info.
      tiers: info && page === "loyalty" ? tiersOf(info, t, locale) : [],
      notices,
      notifications,
    },
    { headers: noStore },
  );
}

function descriptionText(description: Record<string, unknown>): string | null {
  const text = description.text ?? description.description;
  return typeof text === "string" && text.trim() ? text.trim() : null;
}

/** `/loyalty/{sysname}`: one programme (`getProgram`), its levels and the player's standing; unknown → 404. */
export async function loyaltyProgramLoader(request: Request, context: AppLoadContext, sysname: string) {
  const { locale, api, t, signedIn, head } = await pageBasics(request, context, "loyaltyProgram");
  const [program, info, notifications] = await Promise.all([
    readOr(undefined, api.loyalty.getProgram(sysname), "loyalty programme"),
    signedIn ? readOr(null, api.loyalty.getInfo(), "loyalty info") : Promise.resolve(null),
    signedIn ? readNotifications(api, locale, t) : Promise.resolve([]),
  ]);
  if (program === null) throw notFound(request);
  const name = program ? program.name || (typeof program.description.name === "string" ? program.description.name : "") : "";
  return data(
    {
      ...head,
      param: name || null,
      text: program ? descriptionText(program.description) : null,
      signedIn,
      status: info ? statusOf(info, t) : null,
      levels: info ? [...info.levels].sort((a, b) => a.min_points - b.min_points).map((level) => ({ name: level.name, from: pointsText(level.min_points, t) })) : [],
      notifications,
    },
    { headers: noStore },
  );
}

export interface ProductView {
  id: string;
  name: string;
  price: number;
  priceText: string;
  image: string | null;
  text: string | null;
}

export type ShopDialog = { kind: "confirm"; product: ProductView; key: string } | { kind: "insufficient"; product: ProductView; points: string } | null;

/** `/loyalty/shop`: the products; `?buy={id}` opens the confirm dialog, or the insufficient-funds one when the points do not suffice. */
export async function loyaltyShopLoader(request: Request, context: AppLoadContext) {
  const { locale, api, t, signedIn, head } = await pageBasics(request, context, "loyaltyShop");
  const [products, info, notifications] = await Promise.all([
    readOr(null, api.loyalty.getProducts(), "loyalty products"),
    signedIn ? readOr(null, api.loyalty.getInfo(), "loyalty info") : Promise.resolve(null),
    signedIn ? readNotifications(api, locale, t) : Promise.resolve([]),
  ]);
  const views: ProductView[] | null = products
    ? products.map((product) => ({
        id: String(product.id),
        name: product.name,
        price: product.price,
        priceText: pointsText(product.price, t),
        image: product.image_url ?? null,
        text: descriptionText(product.description),
      }))
    : null;
  const wanted = new URL(request.url).searchParams.get("buy");
  const product = wanted ? views?.find((item) => item.id === wanted) : undefined;
  let dialog: ShopDialog = null;
  if (product && info) {
    dialog = info.points >= product.price ? { kind: "confirm", product, key: newMoneyKey() } : { kind: "insufficient", product, points: pointsText(info.points, t) };
  }
  return data({ ...head, signedIn, status: info ? statusOf(info, t) : null, products: views, dialog, notifications }, { headers: noStore });
}

export interface LoyaltyActionData {
  intent: "character" | "buy";
  /** A translation key shown above the dialog's form. */
  error?: string;
  /** The platform said the points do not suffice: the insufficient-funds dialog (a form result). */
  dialog?: ShopDialog;
}

function platformType(error: unknown): string | null {
  return error instanceof PlatformError ? error.type : null;
}

function insufficient(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return false;
  return error.code === "INSUFFICIENT_POINTS" || error.details.code === "INSUFFICIENT_POINTS";
}

function keySpent(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return false;
  const codes = (error.details.errors as Record<string, unknown> | undefined)?.idempotency_key;
  return Array.isArray(codes) && codes.length > 0;
}

/** The spec's fatal answers become their system page; a platform 404 here is a refusal, not a missing page. */
function rethrowFatal(error: unknown) {
  if (error instanceof PlatformError && error.status === 404) return;
  const page = systemPageAnswer(error);
  if (page) throw page;
  if (!(error instanceof PlatformError) && !(error instanceof AnswerNotAcceptedError)) throw error;
}

async function requireSignedIn(request: Request, context: AppLoadContext, back: string) {
  if (isSignedIn(await getAccountInfo(request, context))) return;
  throw redirect(`${localizePath("/", localeOf(request))}?redirectUrl=${encodeURIComponent(back)}`);
}

/** The character change's post (the confirm dialog's button): `setcharacter`, then the page reloads the info. */
export async function characterAction(request: Request, context: AppLoadContext, path: string) {
  const locale = localeOf(request);
  const page = localizePath(path, locale);
  await requireSignedIn(request, context, page);
  const form = await readForm(request);
  const fail = (status: number, error: string) => data<LoyaltyActionData>({ intent: "character", error }, { status, headers: noStore });
  if (form.get("intent") !== "character") return fail(400, "loyalty.errors.refused");
  const api = getApi(request, context);
  const id = String(form.get("character") ?? "");
  const list = await readOr(null, api.loyalty.getCharacters({ offset: 0, limit: 20 }), "loyalty characters");
  const chosen = list?.items.find((item) => String(item.id) === id);
  if (!list) return fail(503, "loyalty.errors.unavailable");
  if (!chosen) return fail(400, "loyalty.errors.noCharacter");
  try {
    await api.loyalty.setCharacter(chosen.id);
  } catch (error) {
    rethrowFatal(error);
    return fail(platformType(error) === "TooManyRequests" ? 429 : 400, "loyalty.errors.refused");
  }
  return redirect(page, { headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: "loyalty.toasts.character", values: { name: chosen.name } }), ...noStore } });
}

/**
 * The shop's buy (the confirm dialog's button) with the form's key (decision 031): a double submit is one
 * purchase. Too few points → the insufficient-funds dialog as the form's result (400). Bought → back to the shop
 * with a toast naming what is left, so the points shown are the platform's after the purchase.
 */
export async function buyAction(request: Request, context: AppLoadContext) {
  const locale = localeOf(request);
  const page = localizePath("/loyalty/shop", locale);
  await requireSignedIn(request, context, page);
  const form = await readForm(request);
  const fail = (status: number, error: string, dialog?: ShopDialog) => data<LoyaltyActionData>({ intent: "buy", error, dialog }, { status, headers: noStore });
  if (form.get("intent") !== "buy") return fail(400, "loyalty.errors.refused");
  const key = submittedMoneyKey(form.get("idempotencyKey"));
  if (!key) return fail(409, "loyalty.errors.staleForm");
  const api = getApi(request, context);
  // The products cannot be read: nothing was bought, so the form is refused (4xx, "try again later") and the shop
  // shows it again, never a 503 (issue 38.4). A fatal type is its system page; an ended session goes to sign-in
  // (the guarded build answers a thrown Authorization, decision 053).
  const [t, read] = await Promise.all([
    getT(request),
    api.loyalty.getProducts().then(
      (list) => ({ list, error: null as unknown }),
      (error: unknown) => ({ list: null, error }),
    ),
  ]);
  const products = read.list;
  if (!products) {
    if (read.error instanceof PlatformError && !read.error.timedOut && read.error.type === "Authorization") throw read.error;
    // Logged as every failed read is, a fatal type thrown as its system page.
    await readOr(null, Promise.reject(read.error), "loyalty products");
    return fail(platformType(read.error) === "TooManyRequests" ? 429 : 400, "loyalty.errors.unavailable");
  }
  const product = products.find((item) => String(item.id) === String(form.get("product") ?? ""));
  if (!product) return fail(400, "loyalty.errors.noProduct");
  try {
    const bought = await api.loyalty.buyProduct(product.id, key);
    // The points left: the purchase's answer, or else the info read after it.
    const left = bought.points ?? (await readOr(null, api.loyalty.getInfo(), "loyalty info"))?.points ?? null;
    const toast: FlashToast =
      left === null
        ? { type: "success", key: "loyalty.toasts.bought", values: { name: product.name } }
        : { type: "success", key: "loyalty.toasts.boughtLeft", values: { name: product.name, points: pointsText(left, t) } };
    return redirect(page, { headers: { "Set-Cookie": await flashToastHeader(toast), ...noStore } });
  } catch (error) {
    rethrowFatal(error);
    if (insufficient(error)) {
      const info = await readOr(null, api.loyalty.getInfo(), "loyalty info");
      const view: ProductView = { id: String(product.id), name: product.name, price: product.price, priceText: pointsText(product.price, t), image: product.image_url ?? null, text: null };
      return fail(400, "loyalty.shop.insufficient.text", { kind: "insufficient", product: view, points: pointsText(info?.points ?? 0, t) });
    }
    if (keySpent(error)) return fail(409, "loyalty.errors.staleForm");
    return fail(platformType(error) === "TooManyRequests" ? 429 : 400, "loyalty.errors.refused");
  }
}

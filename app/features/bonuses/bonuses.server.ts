import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { formError } from "~/features/auth/auth.server";
import { requireUser } from "~/features/auth/guard.server";
import { flashToastHeader } from "~/features/toasts/flash.server";
import { getT } from "~/i18n/i18next.server";
import { type Locale, localeOf, localizePath } from "~/i18n/config";
import { formatAmount, formatDate } from "~/lib/format";
import { readForm } from "~/lib/read-form.server";
import { type Bonus } from "~/platform/api/bonuses.server";
import { getApi } from "~/platform/api/index.server";
import { isOne } from "~/platform/api/shared.server";
import { PlatformError } from "~/platform/errors";
import { readOr } from "~/platform/read.server";
import { timeOf } from "~/features/cashier/history-rows";
import {
  type BonusesPageState,
  LIST_PAGE_SIZE,
  bonusesPageStateOf,
  bonusesQuery,
  listOffset,
  listPages,
  type BonusIntent,
  type BonusKind,
  bonusActions,
  bonusAlreadyDone,
  bonusIntentOf,
  bonusKindOf,
  bonusRefusalKey,
  wagerProgress,
} from "./rules";

const noStore = { "Cache-Control": "no-store" };

/** The code of a platform refusal about one field (`errors.{field}[0]`), else null. */
export function refusalCode(error: unknown, field: string): string | null {
  if (!(error instanceof PlatformError)) return null;
  const errors = error.details.errors as Record<string, unknown> | undefined;
  const codes = errors && typeof errors === "object" ? errors[field] : undefined;
  return Array.isArray(codes) && typeof codes[0] === "string" ? codes[0] : null;
}

/** dd.mm.yyyy of a platform date (ISO, seconds or ms), null when there is none. */
export function dateOrNull(value: string | number | null | undefined, locale: Locale): string | null {
  const time = timeOf(value);
  return time ? formatDate(time, locale) : null;
}

export function titleOf(description: unknown): string | null {
  const title = description && typeof description === "object" ? (description as { title?: unknown }).title : null;
  return typeof title === "string" && title.trim() ? title : null;
}

export interface BonusView {
  id: string;
  kind: BonusKind;
  title: string | null;
  status: string;
  amount: string | null;
  progress: { done: string; required: string; percent: number } | null;
  expires: string | null;
  actions: BonusIntent[];
}

function bonusView(bonus: Bonus, kind: BonusKind, locale: Locale): BonusView {
  const currency = bonus.amount?.currency ?? "UZS";
  const progress = wagerProgress(bonus);
  return {
    id: String(bonus.id),
    kind,
    title: titleOf(bonus.description),
    status: bonus.status,
    amount: bonus.amount ? formatAmount(bonus.amount.amount, { currency, locale }) : null,
    progress: progress
      ? { done: formatAmount(progress.done, { currency, locale }), required: formatAmount(progress.required, { currency, locale }), percent: progress.percent }
      : null,
    expires: dateOrNull(bonus.expired_at, locale),
    actions: bonusActions(kind, bonus.status),
  };
}

export interface FreespinView {
  id: string;
  game: string;
  name: string;
  remaining: number;
  total: number | null;
  expires: string | null;
}

/**
 * `/profile/bonuses`: casino bonuses (`bonuses.get` with the status filter), betting bonuses
 * (`BettingBonuses.get`), the received free-spin packs (`freespins.get`, count 99), the isolation rule, and the
 * confirm step the server opens from `?confirm={intent}&kind={kind}&id={id}`.
 */
export async function bonusesLoader(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const locale = localeOf(request);
  const t = await getT(request);
  const api = getApi(request, context);
  const state = bonusesPageStateOf(url.searchParams);
  const { status } = state;
  // Each list is paged apart, 50 a page (`casino_page`, `betting_page`), with links that work without JavaScript.
  const query = (page: number) => ({ count: LIST_PAGE_SIZE, offset: listOffset(page), status });
  const [casino, betting, packs, general] = await Promise.all([
    readOr({ items: [], total: 0 }, api.bonuses.get(query(state.casinoPage)), "bonuses.get"),
    readOr({ items: [], total: 0 }, api.bettingBonuses.get(query(state.bettingPage)), "BettingBonuses.get"),
    readOr([], api.freespins.get({ fields: ["game"] }), "freespins.get"),
    readOr(null, api.metadata.getGeneralInfo(), "metadata.getgeneralinfo"),
  ]);
  // A page past the end (the last item of the last page removed, an old link): the last page that has items.
  const casinoPages = listPages(casino.total);
  const bettingPages = listPages(betting.total);
  if ((state.casinoPage > casinoPages && casino.total > 0) || (state.bettingPage > bettingPages && betting.total > 0)) {
    const clamped = { status, casinoPage: Math.min(state.casinoPage, casinoPages), bettingPage: Math.min(state.bettingPage, bettingPages) };
    throw redirect(`${localizePath("/profile/bonuses", locale)}${bonusesQuery(clamped)}`);
  }
  const bonuses = [...casino.items.map((bonus) => bonusView(bonus, "casino", locale)), ...betting.items.map((bonus) => bonusView(bonus, "betting", locale))];
  const isolation = Boolean(general?.is_bonus_isolation_enabled);
  const anyActive = bonuses.some((bonus) => bonus.status === "active");

  const intent = bonusIntentOf(url.searchParams.get("confirm"));
  const kind = bonusKindOf(url.searchParams.get("kind"));
  const target = intent && kind ? bonuses.find((bonus) => bonus.kind === kind && bonus.id === url.searchParams.get("id") && bonus.actions.includes(intent)) : undefined;

  return data(
    {
      page: "bonuses",
      title: t("pages.bonuses.title"),
      lead: t("pages.bonuses.lead"),
      brand: t("brand"),
      param: null,
      status,
      casinoPage: state.casinoPage,
      bettingPage: state.bettingPage,
      casinoPages,
      bettingPages,
      bonuses,
      freespins: packs
        .filter((pack) => pack.remaining_count > 0 && (!pack.status || pack.status === "active"))
        .map(
          (pack): FreespinView => ({
            id: String(pack.id),
            game: pack.game.sysname,
            name: pack.game.name ?? pack.game.sysname,
            remaining: pack.remaining_count,
            total: pack.total_count ?? null,
            expires: dateOrNull(pack.expired_at, locale),
          }),
        ),
      isolation,
      // Under isolation, activating another bonus while one is active is refused: the page says so beside it.
      isolationBlocks: isolation && anyActive,
      confirm: target && intent ? { intent, bonus: target } : null,
    },
    { headers: noStore },
  );
}

export interface BonusActionData {
  error: string;
}

/** The page the player was on: the status filter and the pages are kept, the confirm step is not. */
function pageOf(locale: Locale, state: BonusesPageState) {
  return `${localizePath("/profile/bonuses", locale)}${bonusesQuery(state)}`;
}

export async function bonusesAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const locale = localeOf(request);
  const form = await readForm(request);
  const intent = bonusIntentOf(form.get("intent"));
  const kind = bonusKindOf(form.get("kind"));
  const id = String(form.get("bonus_id") ?? "");
  const state = bonusesPageStateOf(form);
  const failure = (key: string, code = 400) => data<BonusActionData>({ error: key }, { status: code, headers: noStore });
  if (!intent || !kind || !/^[\w-]{1,64}$/.test(id) || (kind === "betting" && intent === "deactivate")) return failure("bonuses.errors.invalid");

  const api = getApi(request, context);
  const done = async () =>
    redirect(pageOf(locale, state), { headers: { "Set-Cookie": await flashToastHeader({ type: "success", key: `bonuses.toasts.${intent}` }) } });
  try {
    const calls = kind === "casino" ? api.bonuses : api.bettingBonuses;
    const answer = intent === "activate" ? await calls.activate(id) : intent === "remove" ? await calls.remove(id) : await api.bonuses.deactivate(id);
    // A change call: any answer other than 1 is a refusal (spec §7).
    if (!isOne(answer)) return failure("bonuses.errors.refused");
    return done();
  } catch (caught) {
    const error = formError(caught);
    const code = refusalCode(error, "bonus_id");
    if (bonusAlreadyDone(intent, code)) return done();
    if (error.type === "TooManyRequests") return failure("auth.errors.tooManyRequests", 429);
    return failure(bonusRefusalKey(code), error.status === 409 ? 409 : 400);
  }
}

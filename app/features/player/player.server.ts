import type { AppLoadContext } from "@remix-run/node";
import type { BalanceUpdateSettings } from "~/content/balance-update";
import type { RemoteConfig } from "~/content/config.server";
import type { AccountInfo } from "~/platform/account.server";
import { getApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";
import type { GeneralInfo } from "~/platform/api/metadata.server";
import { SEEN_CASHBACK_KEY, isCashbackUnseen, popupsAllowedOn } from "./after-login";
import { CONFIRM_HINT_MS, REGISTRATION_HINT_MS, confirmSentCookieOf, regTimeMs } from "./hints";

export type CampaignPopupView = {
  sysname: string;
  title: string;
  text: string;
  button: string | null;
  link: string | null;
  /** The popup's picture (960×360 art), a same-site path or an http(s) url. */
  image: string | null;
};

/**
 * The after-login queue of spec §4, decided by the server on the first page after a sign-in: the unseen cashback
 * (only when the rule says it is unseen) and then the campaign popup meant for the login. The server renders
 * the first one open, so both work without JavaScript (docs/decisions/036).
 */
export interface AfterLoginData {
  cashback: { id: string; title: string | null; amount: { amount: number; currency: string } | null } | null;
  popup: CampaignPopupView | null;
}

/** A campaign popup as the dialog shows it: the platform's description fields, leniently. */
export function popupView(popup: { sysname: string; description?: unknown } | null | undefined): CampaignPopupView | null {
  if (!popup) return null;
  const description = (popup.description ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof description[key] === "string" ? (description[key] as string) : null);
  const link = text("link");
  const image = text("image");
  return {
    sysname: popup.sysname,
    title: text("title") ?? popup.sysname,
    text: text("text") ?? "",
    button: text("button"),
    // Same-site paths only: a popup never sends the player off the site.
    link: link && link.startsWith("/") && !link.startsWith("//") ? link : null,
    image: image && ((image.startsWith("/") && !image.startsWith("//")) || /^https?:\/\//.test(image)) ? image : null,
  };
}

/**
 * The latest cashback (count 1) against the stored `already_seen_cashback_id` (the platform's storage), and the
 * login's campaign popup where popups may open. Each read that fails yields nothing.
 */
export async function afterLoginData(api: ReturnType<typeof getApi>, pathname: string): Promise<AfterLoginData> {
  const [cashback, seen, popup] = await Promise.all([
    readOr(null, api.cashbacks.get({ count: 1, fields: ["description"] }).then((page) => page.items[0] ?? null), "latest cashback"),
    readOr<string | null>(null, api.storage.get([SEEN_CASHBACK_KEY]).then((stored) => stored[SEEN_CASHBACK_KEY] ?? null), "storage.get"),
    popupsAllowedOn(pathname)
      ? readOr(null, api.popups.get().then((list) => popupView(list.find((item) => !item.trigger || item.trigger === "login"))), "login popup")
      : Promise.resolve(null),
  ]);
  const title = (cashback?.description as { title?: unknown } | undefined)?.title;
  return {
    cashback:
      cashback && isCashbackUnseen(cashback, seen)
        ? { id: String(cashback.id), title: typeof title === "string" && title.trim() ? title : null, amount: cashback.amount ?? null }
        : null,
    popup,
  };
}

/**
 * Whether the player has made a successful deposit (the registration hint's question, spec §4). The latest deposit
 * of any status is asked first: the same read as the cashier's first-deposit prompt, so the deposit page asks the
 * history once (issue 27); none at all, or a latest that succeeded, answers it. Only a latest deposit that did not
 * succeed needs the successful ones asked for.
 */
export async function hasSuccessfulDeposit(api: ReturnType<typeof getApi>): Promise<boolean> {
  const latest = await api.cashier.getHistory({ type: "deposit", count: 1 });
  if (latest.total === 0) return false;
  if (latest.items[0]?.status === "success") return true;
  return (await api.cashier.getHistory({ type: "deposit", count: 1, statuses: ["success"] })).total > 0;
}

/**
 * What the root loader knows about a signed-in player beyond the account: balance refresh settings, the
 * forced-logout time, the hints (server-rendered, so they show without JS) and a campaign popup asked for by
 * the `popup` query. The extra platform calls happen only when they can matter: the hints' data only within
 * the hints' windows after registration, the popup only with the query on a page that allows popups.
 */
export async function playerExtras({
  request,
  context,
  account,
  general,
  config,
  afterLogin,
}: {
  request: Request;
  context: AppLoadContext;
  account: AccountInfo;
  general: GeneralInfo | null;
  config: RemoteConfig;
  afterLogin: boolean;
}) {
  const api = getApi(request, context);
  const url = new URL(request.url);
  const now = Date.now();
  const registeredAt = regTimeMs(account.reg_time);
  const age = registeredAt === null ? Infinity : now - registeredAt;
  const popupName = url.searchParams.get("popup");
  const quiet = <T,>(what: string, promise: Promise<T>, fallback: T) => readOr(fallback, promise, what);
  // A confirmation already sent hides both hints (spec §4); the platform is then not asked for their data.
  const confirmSent = confirmSentCookieOf(request.headers.get("cookie"), account.uid);

  const [hasDeposits, contactConfirmed, popup, queue] = await Promise.all([
    age < REGISTRATION_HINT_MS && !confirmSent
      ? quiet("deposit history", hasSuccessfulDeposit(api), true)
      : Promise.resolve(true),
    age < CONFIRM_HINT_MS && !confirmSent
      ? quiet("profile", api.account.getProfileInfo().then((profile) => profile.contacts.some((contact) => contact.is_confirmed)), true)
      : Promise.resolve(true),
    popupName && popupsAllowedOn(url.pathname)
      ? quiet("popup", api.popups.get(popupName).then((list) => popupView(list.find((item) => item.sysname === popupName))), null)
      : Promise.resolve(null),
    afterLogin ? afterLoginData(api, url.pathname) : Promise.resolve(null),
  ]);

  return {
    balanceUpdate: config.functionalSettings.balanceUpdate as BalanceUpdateSettings,
    forceLogoutSeconds: general?.time_to_force_logout && general.time_to_force_logout > 0 ? general.time_to_force_logout : null,
    hints:
      registeredAt === null
        ? null
        : {
            registeredAt,
            registration: age >= 0 && age < REGISTRATION_HINT_MS && !hasDeposits,
            confirm: age >= 0 && age < CONFIRM_HINT_MS && !contactConfirmed,
          },
    urlPopup: popup,
    /** The after-login queue's dialogs on the first page after a sign-in, else null. */
    afterLogin: queue,
  };
}


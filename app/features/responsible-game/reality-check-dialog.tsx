import { useLocation, useNavigate } from "@remix-run/react";
import { atom, useAtom } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { registerDialog } from "~/features/dialogs/registry";
import { useDialogs } from "~/features/dialogs/store";
import { formatClock, formatNet } from "~/features/player/session-meter";
import { formatAmount } from "~/lib/format";
import { Dialog } from "~/ui/dialog";
import { useLocale, useLocalizedPath } from "~/ui/locale";
import { useRootData } from "~/ui/root-data";
import { checkpointAt, secondsToNextCheck } from "./reality-check";
import type { RealityCheckAnswer, RealityCheckFigures } from "./reality-check.server";

const ACTION = "/_actions/reality-check";
const COMPONENT = "reality-check";

/** One check on screen: which one, the time played when it fell due and the session's figures. */
interface Shown {
  startedAt: number;
  checkpoint: number;
  elapsed: number;
  staked: number | null;
  won: number | null;
  currency: string;
}

/** The last check answered in this browser tab, per session: the platform may not have recorded it yet. */
const answeredAtom = atom<{ startedAt: number; checkpoint: number } | null>(null);

/**
 * The reality check (issue 19 item 2, decision 035), mounted once in the root for a signed-in player who chose
 * an interval. A check the render finds due is rendered open by the server (a plain form answers it without
 * JavaScript); with JavaScript a timer puts the next one on the dialog stack when its interval falls due, on
 * any page, the game page in full screen included.
 */
export function RealityCheck() {
  const data = useRootData()?.player?.realityCheck ?? null;
  const dialogs = useDialogs();
  const [answered] = useAtom(answeredAtom);
  // Only the browser's passing time counts (its own date may be wrong): from when this render's data arrived.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const receivedAt = useMemo(() => Date.now(), [data]);
  const handled = Math.max(data?.answered ?? 0, data && answered?.startedAt === data.startedAt ? answered.checkpoint : 0);
  const due = data && data.due > handled ? data.due : 0;

  useEffect(() => {
    if (!data || due) return;
    const elapsedNow = () => data.elapsed + (Date.now() - receivedAt) / 1000;
    const wait = secondsToNextCheck(data.interval, elapsedNow(), handled);
    const timer = window.setTimeout(async () => {
      const elapsed = elapsedNow();
      let figures = { staked: data.staked, won: data.won, currency: data.currency };
      try {
        const response = await fetch(ACTION, { headers: { accept: "application/json" } });
        const fresh = (await response.json()) as RealityCheckFigures;
        if (response.ok && fresh.currency) figures = { staked: fresh.staked, won: fresh.won, currency: fresh.currency };
      } catch {
        // The render's figures, then.
      }
      const checkpoint = checkpointAt(data.interval, elapsed);
      const props: Shown = { startedAt: data.startedAt, checkpoint, elapsed, ...figures };
      dialogs.enqueue({ id: `${COMPONENT}-${data.startedAt}-${checkpoint}`, kind: "confirm", component: COMPONENT, preventClose: true, props: props as unknown as Record<string, unknown> });
    }, Math.max(0, wait * 1000));
    return () => window.clearTimeout(timer);
  }, [data, receivedAt, handled, due, dialogs]);

  if (!data || !due) return null;
  return <RealityCheckDialog shown={{ startedAt: data.startedAt, checkpoint: due, elapsed: data.elapsed, staked: data.staked, won: data.won, currency: data.currency }} />;
}

/** The dialog: the time played, staked, won and net since sign-in; continue, stop (leaves the game) or history. */
function RealityCheckDialog({ shown, onClose }: { shown: Shown; onClose?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const [, setAnswered] = useAtom(answeredAtom);
  // In API full screen only the full-screen element is painted: the dialog goes inside it.
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => setHost(document.fullscreenElement), []);
  const back = `${location.pathname}${location.search}`;
  const money = (value: number) => formatAmount(value, { currency: shown.currency, locale });
  const net = shown.staked !== null && shown.won !== null ? Math.round((shown.won - shown.staked) * 100) / 100 : null;

  const answer = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = (submitter?.value ?? "continue") as RealityCheckAnswer;
    // Decision 067: a keepalive request to the same action, which the browser finishes even when the page is left
    // or reloaded at once (a fetcher's request is cancelled by a document navigation). Same origin, no credentials
    // beyond the cookie. A failure changes nothing on screen: the check shows again on the next page.
    void fetch(ACTION, { method: "POST", body: new URLSearchParams({ intent, back, js: "1" }), keepalive: true, credentials: "same-origin", headers: { accept: "application/json" } }).catch(() => undefined);
    setAnswered({ startedAt: shown.startedAt, checkpoint: shown.checkpoint });
    onClose?.();
    if (intent === "stop") navigate(localize("/"));
    if (intent === "history") navigate(localize("/profile/bets/history"));
  };

  const dialog = (
    <Dialog kind="confirm" title={t("realityCheck.title")} closeHref={back} preventClose>
      <div className="reality-check" data-testid="reality-check">
        <dl className="reality-check__figures">
          <div>
            <dt>{t("realityCheck.time")}</dt>
            <dd>{formatClock(shown.elapsed)}</dd>
          </div>
          {shown.staked !== null ? (
            <div>
              <dt>{t("realityCheck.staked")}</dt>
              <dd>{money(shown.staked)}</dd>
            </div>
          ) : null}
          {shown.won !== null ? (
            <div>
              <dt>{t("realityCheck.won")}</dt>
              <dd>{money(shown.won)}</dd>
            </div>
          ) : null}
          {net !== null ? (
            <div>
              <dt>{t("realityCheck.net")}</dt>
              <dd>{formatNet(net, shown.currency, locale)}</dd>
            </div>
          ) : null}
        </dl>
        <p>{t("realityCheck.question")}</p>
        <form method="post" action={ACTION} className="dialog__actions" onSubmit={answer}>
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="intent" value="continue" className="button button--primary button--block">
            {t("realityCheck.continue")}
          </button>
          <button type="submit" name="intent" value="stop" className="button button--ghost button--block">
            {t("realityCheck.stop")}
          </button>
          <button type="submit" name="intent" value="history" className="button button--ghost button--block">
            {t("realityCheck.history")}
          </button>
        </form>
      </div>
    </Dialog>
  );
  return host ? createPortal(dialog, host) : dialog;
}

/** A check a timer put on the dialog stack: closed (forced, it cannot be dismissed) once answered. */
function StackedRealityCheck({ item }: { item: { id: string; props?: Record<string, unknown> } }) {
  const dialogs = useDialogs();
  return <RealityCheckDialog shown={item.props as unknown as Shown} onClose={() => dialogs.close(item.id, { force: true })} />;
}

registerDialog(COMPONENT, StackedRealityCheck);

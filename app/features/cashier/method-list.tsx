import { useTranslation } from "react-i18next";
import { formatAmount } from "~/lib/format";
import { LocaleLink, useLocale } from "~/ui/locale";
import type { DepositMethodView } from "./method-view";

/**
 * A method's link: its form by sysname (spec §9 URL display), carrying where the player came from and what the
 * page was opened with (an amount, the offer of a promotion's call to action).
 */
export function methodHref(sysname: string, query: { back?: string | null; amount?: string | null; offer?: string | null }) {
  const params = new URLSearchParams();
  if (query.amount) params.set("amount", query.amount);
  if (query.offer) params.set("offer", query.offer);
  if (query.back) params.set("back", query.back);
  const search = params.size ? `?${params}` : "";
  return `/cashier/deposit/${encodeURIComponent(sysname)}${search}`;
}

/** How many methods a phone's first screen shows: their marks load at once, the rest when scrolled to. */
const FIRST_SCREEN_METHODS = 4;

/** A method's mark, its size declared (no shift when it arrives); lazy where it starts below the fold. */
export function MethodIcon({ method, size = 48, lazy = false }: { method: Pick<DepositMethodView, "icon" | "name">; size?: number; lazy?: boolean }) {
  if (!method.icon) return <span className="method__icon method__icon--blank" aria-hidden="true" />;
  return <img className="method__icon" src={method.icon} alt="" width={size} height={size} loading={lazy ? "lazy" : undefined} decoding="async" />;
}

export function MethodList({
  methods,
  back,
  amount,
  offer,
  current,
}: {
  methods: DepositMethodView[];
  back: string | null;
  amount?: string | null;
  offer?: string | null;
  current?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="methods" aria-label={t("deposit.methodsHeading")}>
      {methods.map((method, index) => (
        <li key={method.sysname}>
          <LocaleLink
            to={methodHref(method.sysname, { back, amount, offer })}
            className="method"
            aria-current={current === method.sysname ? "page" : undefined}
            data-testid="deposit-method"
            data-sysname={method.sysname}
          >
            <MethodIcon method={method} lazy={index >= FIRST_SCREEN_METHODS} />
            <span className="method__text">
              <span className="method__name">{method.name}</span>
              <span className="method__description">{method.title}</span>
              <span className="method__bounds">
                {t("deposit.bounds", {
                  min: formatAmount(method.min, { currency: method.currency, locale }),
                  max: formatAmount(method.max, { currency: method.currency, locale }),
                })}
              </span>
            </span>
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

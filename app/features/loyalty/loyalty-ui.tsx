import { Form, Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormErrors } from "~/features/auth/form-status";
import { MoneyKeyField, MoneySubmit } from "~/features/cashier/money-submit";
import { Dialog } from "~/ui/dialog";
import { LocaleLink, useLocalizedPath } from "~/ui/locale";
import { NotificationBody } from "./notification-body";
import type { CharacterStep, LoyaltyStatus, NotificationView, ProductView, ShopDialog } from "./loyalty.server";

/** The player's level, points (with the configured alias), progress to the next level and, where shown, the character. */
export function LoyaltyStatusPanel({ status, withCharacter, path }: { status: LoyaltyStatus; withCharacter: boolean; path: string }) {
  const { t } = useTranslation();
  return (
    <section className="account-panel loyalty-status" aria-labelledby="loyalty-status-title" data-testid="loyalty-status">
      <h2 id="loyalty-status-title" className="account-panel__title">
        {t("loyalty.status.title")}
      </h2>
      <dl className="loyalty-status__facts">
        <div>
          <dt>{t("loyalty.status.level")}</dt>
          <dd data-testid="loyalty-level">{status.level ?? t("loyalty.status.noLevel")}</dd>
        </div>
        <div>
          <dt>{status.pointsLabel}</dt>
          <dd data-testid="loyalty-points">{status.pointsText}</dd>
        </div>
      </dl>
      <div className="loyalty-progress">
        <progress className="loyalty-progress__bar" max={100} value={status.percent} aria-labelledby="loyalty-progress-text" />
        <p id="loyalty-progress-text" className="loyalty-progress__text" data-testid="loyalty-progress">
          {status.next ? t("loyalty.status.progress", { percent: status.percent, level: status.next }) : t("loyalty.status.top")}
        </p>
        {status.toNextText ? <p className="loyalty-progress__hint">{status.toNextText}</p> : null}
      </div>
      {withCharacter ? <CharacterCard character={status.character} path={path} /> : null}
    </section>
  );
}

function CharacterCard({ character, path }: { character: LoyaltyStatus["character"]; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="loyalty-character" data-testid="loyalty-character">
      {character?.image ? <img className="loyalty-character__image" src={character.image} alt="" width={64} height={64} loading="lazy" /> : null}
      <p className="loyalty-character__name">
        {t("loyalty.character.current")} <strong>{character?.name ?? t("loyalty.character.none")}</strong>
      </p>
      <LocaleLink to={`${path}?character=choose`} preventScrollReset className="button button--ghost button--small">
        {t("loyalty.character.change")}
      </LocaleLink>
    </div>
  );
}

/** The character change dialog and its confirmation, opened from the URL (`?character=choose`, `?character={id}`). */
export function CharacterDialogs({ step, path, error, current }: { step: CharacterStep; path: string; error?: string; current?: string | null }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const action = localize(path);
  if (!step) return null;
  if (step.step === "choose") {
    return (
      <Dialog title={t("loyalty.character.chooseTitle")} closeHref={action}>
        <Form method="get" action={action} className="auth-form loyalty-characters" data-testid="character-choose" preventScrollReset>
          <fieldset className="loyalty-characters__list">
            <legend className="field__label">{t("loyalty.character.chooseLegend")}</legend>
            {step.characters.map((character, index) => (
              <label key={character.id} className="loyalty-characters__item">
                <input type="radio" name="character" value={character.id} defaultChecked={current ? character.id === current : index === 0} />
                {character.image ? <img src={character.image} alt="" width={48} height={48} loading="lazy" /> : null}
                <span>{character.name}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary button--block">
            {t("loyalty.character.next")}
          </button>
        </Form>
      </Dialog>
    );
  }
  return (
    <Dialog kind="confirm" title={t("loyalty.character.confirmTitle")} closeHref={action}>
      <div data-testid="character-confirm">
        <p>{t("loyalty.character.confirmText", { name: step.character.name })}</p>
        <Form method="post" action={`${action}?character=${step.character.id}`} className="auth-form">
          <FormErrors id="character-errors" errors={error ? [error] : undefined} />
          <input type="hidden" name="intent" value="character" />
          <input type="hidden" name="character" value={step.character.id} />
          <MoneySubmit className="button button--primary button--block" pendingLabel={t("auth.pending")}>
            {t("loyalty.character.confirm")}
          </MoneySubmit>
        </Form>
        <LocaleLink to={`${path}?character=choose`} replace preventScrollReset className="account-panel__back">
          {t("loyalty.character.back")}
        </LocaleLink>
      </div>
    </Dialog>
  );
}

/**
 * New loyalty notifications a page's loader read (each is read once): those the spec announces with a dialog
 * in one server-rendered dialog, the others as a line of news. With JavaScript the rest of the site gets them
 * through the dialog stack (notifications-launcher).
 */
export function ServerNotifications({ notifications }: { notifications: NotificationView[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ids = notifications.map((item) => item.id).join(",");
  const [closed, setClosed] = useState<string | null>(null);
  const dialogs = notifications.filter((item) => item.shownAs === "dialog");
  const news = notifications.filter((item) => item.shownAs === "toast");
  return (
    <>
      {news.length ? (
        <ul className="loyalty-news" role="status" data-testid="loyalty-news">
          {news.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong> {item.message} {item.amount ? <span className="loyalty-amount">{item.amount}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dialogs.length && closed !== ids ? (
        <Dialog title={dialogs.length === 1 ? dialogs[0]!.title : t("loyalty.notification.many")} closeHref={location.pathname} onClose={() => setClosed(ids)}>
          <div data-testid="loyalty-notification">
            {dialogs.map((item) => (
              <NotificationBody key={item.id} notification={item} withTitle={dialogs.length > 1} />
            ))}
            <Link
              to={location.pathname}
              replace
              preventScrollReset
              className="button button--primary button--block"
              onClick={(event) => {
                event.preventDefault();
                setClosed(ids);
              }}
            >
              {t("loyalty.notification.ok")}
            </Link>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/** The products, each with its price in points and a buy link that opens the confirm dialog (`?buy={id}`). */
export function ShopProducts({ products, signedIn }: { products: ProductView[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <ul className="loyalty-shop" data-testid="loyalty-products">
      {products.map((product) => (
        <li key={product.id} className="loyalty-product" data-product={product.id}>
          {product.image ? <img className="loyalty-product__image" src={product.image} alt="" width={160} height={120} loading="lazy" /> : null}
          <h2 className="loyalty-product__name">{product.name}</h2>
          {product.text ? <p className="loyalty-product__text">{product.text}</p> : null}
          <p className="loyalty-product__price">{product.priceText}</p>
          <LocaleLink
            to={signedIn ? `/loyalty/shop?buy=${product.id}` : `/?redirectUrl=${encodeURIComponent(localize(`/loyalty/shop?buy=${product.id}`))}`}
            preventScrollReset
            className="button button--primary button--small"
            aria-label={t("loyalty.shop.buyNamed", { name: product.name })}
          >
            {t("loyalty.shop.buy")}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

/** The shop's confirm dialog (a form with its purchase key) and the insufficient-funds dialog. */
export function ShopDialogs({ dialog, error }: { dialog: ShopDialog; error?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const shop = localize("/loyalty/shop");
  if (!dialog) return null;
  if (dialog.kind === "insufficient") {
    return (
      <Dialog kind="confirm" title={t("loyalty.shop.insufficient.title")} closeHref={shop}>
        <div data-testid="shop-insufficient">
          <p>{t("loyalty.shop.insufficient.text", { name: dialog.product.name, price: dialog.product.priceText, points: dialog.points })}</p>
          <LocaleLink to="/gamehall" className="button button--primary button--block">
            {t("loyalty.shop.insufficient.play")}
          </LocaleLink>
          <LocaleLink to="/loyalty/shop" replace preventScrollReset className="account-panel__back">
            {t("loyalty.shop.back")}
          </LocaleLink>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog kind="confirm" title={t("loyalty.shop.confirm.title")} closeHref={shop}>
      <div data-testid="shop-confirm">
        <p>{t("loyalty.shop.confirm.text", { name: dialog.product.name, price: dialog.product.priceText })}</p>
        <Form method="post" action={`${shop}?buy=${dialog.product.id}`} className="auth-form" key={dialog.key}>
          <FormErrors id="shop-errors" errors={error ? [error] : undefined} />
          <input type="hidden" name="intent" value="buy" />
          <input type="hidden" name="product" value={dialog.product.id} />
          <MoneyKeyField value={dialog.key} />
          <MoneySubmit className="button button--primary button--block" pendingLabel={t("auth.pending")}>
            {t("loyalty.shop.confirm.yes")}
          </MoneySubmit>
        </Form>
        <LocaleLink to="/loyalty/shop" replace preventScrollReset className="account-panel__back">
          {t("loyalty.shop.back")}
        </LocaleLink>
      </div>
    </Dialog>
  );
}

/** The way from a loyalty page to the shop. */
export function ShopLink() {
  const { t } = useTranslation();
  return (
    <p>
      <LocaleLink to="/loyalty/shop" className="button button--ghost">
        {t("loyalty.toShop")}
      </LocaleLink>
    </p>
  );
}

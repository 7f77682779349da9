import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icon";

export const FAVOURITE_ACTION = "/_actions/games/favourite";

/**
 * The heart of a card: a real POST form (in the list → remove, else add), redirecting back without
 * JavaScript; with it a fetcher that shows the new state at once (optimistic) while the page's data reloads.
 */
export function FavouriteToggle(props: { sysname: string; name: string; liked: boolean; signedIn: boolean }) {
  // A guest's heart is a link: it needs no fetcher (a hook per card of a page of dozens, on every guest's render).
  return props.signedIn ? <PlayerHeart {...props} /> : <GuestHeart name={props.name} />;
}

/** A guest is asked to sign in first (the dialog opened by the URL flag, with or without JavaScript). */
function GuestHeart({ name }: { name: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("show_popup_auth", "1");
  return (
    <Link to={`${location.pathname}?${params}`} preventScrollReset className="game-card__like" aria-label={t("games.favourite.add", { name })}>
      <Icon name="heart" size={18} />
    </Link>
  );
}

function PlayerHeart({ sysname, name, liked }: { sysname: string; name: string; liked: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("intent");
  const shown = pending ? pending === "add" : liked;
  return (
    <fetcher.Form
      method="post"
      action={FAVOURITE_ACTION}
      className="game-card__like-form"
      onSubmit={(event) => {
        // With JavaScript the answer is data, not a redirect: the page stays, its loaders reload.
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("via", "fetcher");
        fetcher.submit(form, { method: "post", action: FAVOURITE_ACTION });
      }}
    >
      <input type="hidden" name="sysname" value={sysname} />
      <input type="hidden" name="intent" value={shown ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={shown ? "game-card__like game-card__like--on" : "game-card__like"}
        aria-pressed={shown}
        aria-label={t(shown ? "games.favourite.remove" : "games.favourite.add", { name })}
      >
        <Icon name="heart" size={18} />
      </button>
    </fetcher.Form>
  );
}

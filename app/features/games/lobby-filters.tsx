import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icon";
import { LocaleLink } from "~/ui/locale";
import { type LobbyFilters, lobbySearch, lobbyTypes, readLobbyFilters } from "./lobby";
import type { LobbyData } from "./lobby.server";

/** The hall's type tabs and the favourites tab: plain links (a guest's favourites tab asks to sign in). */
export function LobbyTabs({ filters, signedIn }: { filters: LobbyFilters; signedIn: boolean }) {
  const { t } = useTranslation();
  const base = { category: filters.category, providers: filters.providers, query: filters.query };
  return (
    <nav className="lobby-tabs" aria-label={t("games.typesLabel")}>
      {lobbyTypes.map((type) => {
        const current = filters.tab === "all" && filters.type === type;
        return (
          <LocaleLink key={type} to={`/gamehall${lobbySearch({ ...base, type })}`} className="lobby-tabs__tab" aria-current={current ? "page" : undefined} preventScrollReset>
            {t(`games.types.${type}`)}
          </LocaleLink>
        );
      })}
      <LocaleLink
        to={signedIn ? `/gamehall${lobbySearch({ tab: "favourites" })}` : "/gamehall?show_popup_auth=1"}
        className="lobby-tabs__tab lobby-tabs__tab--favourites"
        aria-current={filters.tab === "favourites" ? "page" : undefined}
        preventScrollReset
      >
        <Icon name="heart" size={16} />
        {t("games.favourites")}
      </LocaleLink>
    </nav>
  );
}

/**
 * Search, category and providers as one GET form: without JavaScript the button submits it; with it every
 * change navigates (client side, no reload) to the same address the form would, with `providers` as a comma list.
 */
export function LobbyFilterForm({ data }: { data: Pick<LobbyData, "filters" | "categories" | "providers"> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { filters } = data;
  const typing = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(typing.current), []);

  function apply(form: HTMLFormElement, replace = false) {
    const next = readLobbyFilters(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
    navigate(`${location.pathname}${lobbySearch({ ...next, page: 1 })}`, { preventScrollReset: true, replace });
  }

  return (
    <Form
      method="get"
      className="lobby-filters"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(typing.current);
        if ((event.target as HTMLElement).getAttribute("name") === "query") {
          typing.current = setTimeout(() => apply(form, true), 400);
        } else apply(form);
      }}
    >
      {filters.type !== "all" ? <input type="hidden" name="type" value={filters.type} /> : null}
      {filters.tab === "favourites" ? <input type="hidden" name="tab" value="favourites" /> : null}
      <label className="lobby-filters__search">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t("games.search.label")}</span>
        <input id="lobby-search" type="search" name="query" defaultValue={filters.query} placeholder={t("games.search.placeholder")} maxLength={64} autoComplete="off" />
      </label>
      <label className="lobby-filters__select">
        <span className="visually-hidden">{t("games.category")}</span>
        <select name="category" defaultValue={filters.category ?? ""}>
          <option value="">{t("games.allCategories")}</option>
          {data.categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      </label>
      <details className="lobby-filters__providers">
        <summary>
          {t("games.providers")}
          {filters.providers.length ? <span className="lobby-filters__badge">{filters.providers.length}</span> : null}
        </summary>
        <fieldset>
          <legend className="visually-hidden">{t("games.providers")}</legend>
          {data.providers.map((provider) => (
            <label key={provider.sysname} className="lobby-filters__provider">
              <input type="checkbox" name="providers" value={provider.sysname} defaultChecked={filters.providers.includes(provider.sysname)} />
              {provider.name}
            </label>
          ))}
        </fieldset>
      </details>
      <button type="submit" className="button button--primary button--small">
        {t("games.apply")}
      </button>
    </Form>
  );
}

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
 * Search, category and providers as one GET form: without JavaScript the button submits it (Enter in the search
 * field too); with it every change navigates (client side, no reload) to the same address the form would, with
 * `providers` as a comma list. The search stays in sight; category and providers fold behind one "Filters"
 * disclosure (a native `<details>`, so it opens without JavaScript too) that counts what is applied, so the first
 * row of games is on a phone's first screen (issue 39 item 5). With JavaScript the disclosure stays open across the
 * navigations its own changes make (`open`, kept by the page).
 */
export function LobbyFilterForm({
  data,
  open,
  onToggle,
}: {
  data: Pick<LobbyData, "filters" | "categories" | "providers">;
  open?: boolean;
  onToggle?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { filters } = data;
  const typing = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(typing.current), []);
  const applied = (filters.category ? 1 : 0) + filters.providers.length;

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
      <details className="lobby-filters__more" open={open} onToggle={onToggle ? (event) => onToggle(event.currentTarget.open) : undefined}>
        <summary className="lobby-filters__toggle">
          <span>{t("games.filters")}</span>
          {applied ? (
            <span className="lobby-filters__badge">
              <span aria-hidden="true">{applied}</span>
              <span className="visually-hidden">{t("games.filtersApplied", { n: applied })}</span>
            </span>
          ) : null}
        </summary>
        <div className="lobby-filters__panel">
          <fieldset className="lobby-filters__group">
            <legend className="lobby-filters__legend">{t("games.category")}</legend>
            <div className="lobby-filters__chips">
              <label className="lobby-filters__chip">
                <input type="radio" name="category" value="" defaultChecked={!filters.category} />
                <span>{t("games.allCategories")}</span>
              </label>
              {data.categories.map((category) => (
                <label key={category.id} className="lobby-filters__chip">
                  <input type="radio" name="category" value={String(category.id)} defaultChecked={filters.category === String(category.id)} />
                  <span>{category.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="lobby-filters__group">
            <legend className="lobby-filters__legend">{t("games.providers")}</legend>
            <div className="lobby-filters__providers">
              {data.providers.map((provider) => (
                <label key={provider.sysname} className="lobby-filters__provider">
                  <input type="checkbox" name="providers" value={provider.sysname} defaultChecked={filters.providers.includes(provider.sysname)} />
                  {provider.name}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button button--primary button--small lobby-filters__apply">
            {t("games.apply")}
          </button>
        </div>
      </details>
    </Form>
  );
}

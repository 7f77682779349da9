import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "~/lib/format";
import { useLocale } from "~/ui/locale";
import type { TournamentView } from "./tournaments.server";

/** One fact of a tournament: its name (already translated) and its value. */
export interface Fact {
  /** Unique within the list (the row's React key). */
  id: string;
  label: string;
  value: ReactNode;
}

/**
 * A tournament's facts, one row each (name left, value right): the cards of the list and the tournament page's
 * panel (`wide`) share this shape (issue 39). Rows given as null or false are left out; no row, no list.
 */
export function TournamentFacts({ facts, wide = false }: { facts: ReadonlyArray<Fact | null | false>; wide?: boolean }) {
  const rows = facts.filter((fact): fact is Fact => Boolean(fact));
  if (!rows.length) return null;
  return (
    <dl className={wide ? "facts facts--wide" : "facts"}>
      {rows.map((fact) => (
        <div key={fact.id}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The facts every tournament shows, on its card and on its page: when it starts and ends, how many take part. */
export function useScheduleFacts(tournament: Pick<TournamentView, "starts" | "ends" | "participants">): Array<Fact | null> {
  const { t } = useTranslation();
  const locale = useLocale();
  return [
    tournament.starts ? { id: "starts", label: t("tournaments.starts"), value: tournament.starts } : null,
    tournament.ends ? { id: "ends", label: t("tournaments.ends"), value: tournament.ends } : null,
    // Counts read as the site writes numbers (spec §9: "16,473", never "16473").
    { id: "participants", label: t("tournaments.participants"), value: formatAmount(tournament.participants, { locale }) },
  ];
}

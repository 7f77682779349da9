/** Game pages never fetch the balance (spec §9): `/game/…` and `/ru/game/…`. */
export function isGamePath(pathname: string): boolean {
  return /^(?:\/ru)?\/game(?:\/|$)/.test(pathname);
}

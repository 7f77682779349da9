/**
 * The component of a route whose loader only redirects. It never renders; it is there because a route module
 * without a component is a resource route: a document request to it gets the loader's answer as it is, so a
 * fault on the way (maintenance, a ban) reached the player as raw JSON instead of its system page.
 */
export function RedirectOnly() {
  return null;
}

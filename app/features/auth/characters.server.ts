import type { RemoteConfig } from "~/content/config.server";
import type { PlatformApi } from "~/platform/api/index.server";
import { readOr } from "~/platform/read.server";

export interface SignUpCharacter {
  id: string;
  name: string;
  image_url: string | null;
}

type CharactersPage = Awaited<ReturnType<PlatformApi["loyalty"]["getCharacters"]>>;

/**
 * The characters' list, read before the remote configuration says whether the form shows them: for a guest whose
 * cookies are the site's own the list is one every guest shares (decision 033), and reading it alongside the
 * configuration keeps a cold page one round trip shorter (issue 14). A failed read is an empty list.
 */
export function readCharacters(api: PlatformApi): Promise<CharactersPage> {
  return readOr({ items: [], total: 0, offset: 0, limit: 20 }, api.loyalty.getCharacters({ offset: 0, limit: 20 }));
}

/**
 * The loyalty characters a new player may choose on sign-up (`showCharacterSelect`, spec §3; §7
 * `loyalty.getcharacters`). None when the option is off or the list cannot be read: the form then has no choice.
 * Shared between guests only (decision 033): the answer depends on the request's language and, in the sandbox, on
 * its QA scenario cookie, which keeps it out of the shared cache. `early`: the list already asked for (readCharacters).
 */
export async function signUpCharacters(
  api: PlatformApi,
  registration: RemoteConfig["auth"]["registration"],
  early?: Promise<CharactersPage>,
): Promise<SignUpCharacter[]> {
  if (!registration.showCharacterSelect) return [];
  const page = await (early ?? readCharacters(api));
  return page.items.map((character) => ({ id: String(character.id), name: character.name, image_url: character.image_url ?? null }));
}

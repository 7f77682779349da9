import type { RemoteConfig } from "~/content/config.server";
import type { PlatformApi } from "~/platform/api/index.server";

export interface SignUpCharacter {
  id: string;
  name: string;
  image_url: string | null;
}

/** The list is the same for every guest of a language: read it from the platform at most once a minute per locale. */
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; characters: Promise<SignUpCharacter[]> }>();

/**
 * The loyalty characters a new player may choose on sign-up (`showCharacterSelect`, spec §3; §7
 * `loyalty.getcharacters`). None when the option is off or the list cannot be read: the form then has no choice.
 * The root loader asks on every guest page (the sign-up dialog can open anywhere), so answers are cached per locale;
 * a failed read is not cached.
 */
export function signUpCharacters(
  api: PlatformApi,
  registration: RemoteConfig["auth"]["registration"],
  locale: string,
  now = Date.now(),
): Promise<SignUpCharacter[]> {
  if (!registration.showCharacterSelect) return Promise.resolve([]);
  const cached = cache.get(locale);
  if (cached && now - cached.at < CACHE_MS) return cached.characters;
  const characters = api.loyalty
    .getCharacters({ offset: 0, limit: 20 })
    .then((page) => page.items.map((character) => ({ id: String(character.id), name: character.name, image_url: character.image_url ?? null })))
    .catch((error: unknown) => {
      console.warn("[auth] characters unavailable:", String(error));
      cache.delete(locale);
      return [] as SignUpCharacter[];
    });
  cache.set(locale, { at: now, characters });
  return characters;
}

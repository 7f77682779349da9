/**
 * The one way the site's browser code reaches `localStorage` and `sessionStorage` (docs/decisions/065). A browser
 * may deny storage: an operator's cross-site frame with third-party cookies blocked throws a `SecurityError` on the
 * mere property read, private modes and a full quota throw on `setItem`. Every read and write goes through here and
 * never throws: when the browser's storage fails, the value lives in memory for the document's life instead (so a
 * flag set and read on one page still agrees with itself; a new document starts empty, as a player without storage
 * expects). Inline scripts rendered as strings use `guardedStorageSource` below, the same rule in a few bytes.
 */
export type KeptStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

type Kind = "localStorage" | "sessionStorage";

function memoryStorage(): KeptStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A storage of `kind` on `host` (the window) that falls back to memory on any throw. A denied property read turns
 * the whole storage to memory for the document's life; a single call that throws (a full quota) keeps its value in
 * memory, and a read finds it there when the browser's storage has none.
 */
export function guardedStorage(kind: Kind, host: () => Pick<Window, Kind> | undefined = () => (typeof window === "undefined" ? undefined : window)): KeptStorage {
  const memory = memoryStorage();
  let denied = false;
  const real = (): Storage | null => {
    if (denied) return null;
    try {
      const store = host()?.[kind];
      if (store) return store;
    } catch {
      // Denied (a cross-site frame, blocked cookies): memory from now on.
    }
    denied = true;
    return null;
  };
  const call = <T>(run: (store: Storage) => T): { ok: true; value: T } | { ok: false } => {
    const store = real();
    if (!store) return { ok: false };
    try {
      return { ok: true, value: run(store) };
    } catch {
      return { ok: false };
    }
  };
  return {
    getItem(key) {
      const read = call((store) => store.getItem(key));
      return read.ok && read.value !== null ? read.value : memory.getItem(key);
    },
    setItem(key, value) {
      if (call((store) => store.setItem(key, value)).ok) memory.removeItem(key);
      else memory.setItem(key, value);
    },
    removeItem(key) {
      call((store) => store.removeItem(key));
      memory.removeItem(key);
    },
  };
}

const perWindow = new WeakMap<object, Partial<Record<Kind, KeptStorage>>>();

/** The guarded storage of `kind` of one window object (one per window, so its memory fallback is shared). */
export function storageOf(win: Pick<Window, Kind>, kind: Kind): KeptStorage {
  const kept = perWindow.get(win) ?? {};
  perWindow.set(win, kept);
  return (kept[kind] ??= guardedStorage(kind, () => win));
}

/** The window's local storage, guarded (one per document). */
export const localStore: KeptStorage = guardedStorage("localStorage");
/** The window's session storage, guarded (one per document). */
export const sessionStore: KeptStorage = guardedStorage("sessionStorage");

/**
 * For an inline script rendered as a string: an expression that yields `{getItem, removeItem}` over `localStorage`
 * or `sessionStorage`, each call caught (such a script is its own document's first and only user, so no memory is
 * kept; a read that fails yields null).
 */
export function guardedStorageSource(kind: Kind): string {
  const name = JSON.stringify(kind);
  return `{getItem:function(k){try{return window[${name}].getItem(k)}catch(e){return null}},removeItem:function(k){try{window[${name}].removeItem(k)}catch(e){}}}`;
}

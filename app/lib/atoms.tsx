import { createContext, useCallback, useContext, useState, useSyncExternalStore } from "react";

/**
 * Page-wide UI state (the dialog stack, toasts, the inactivity warning) in a few lines instead of a state library
 * (issue 14: every byte of the root chunk is paid on every page). An atom is a key with its initial value; its
 * value lives in the store of the nearest `AtomProvider` (one per rendered document, so the server never shares
 * state between requests).
 */
export interface Atom<Value> {
  readonly init: Value;
}

export function atom<Value>(init: Value): Atom<Value> {
  return { init };
}

type Update<Value> = Value | ((previous: Value) => Value);

class Store {
  private values = new Map<Atom<unknown>, unknown>();
  private listeners = new Map<Atom<unknown>, Set<() => void>>();

  get<Value>(item: Atom<Value>): Value {
    return (this.values.has(item) ? this.values.get(item) : item.init) as Value;
  }

  set<Value>(item: Atom<Value>, update: Update<Value>) {
    const previous = this.get(item);
    const next = typeof update === "function" ? (update as (previous: Value) => Value)(previous) : update;
    if (Object.is(next, previous)) return;
    this.values.set(item, next);
    this.listeners.get(item)?.forEach((listener) => listener());
  }

  private hydrated = new WeakSet<Atom<unknown>>();

  /** A first value, set once and silently (during a render: nothing subscribed has read another value yet). */
  hydrate(item: Atom<unknown>, value: unknown) {
    if (this.hydrated.has(item)) return;
    this.hydrated.add(item);
    this.values.set(item, value);
  }

  subscribe(item: Atom<unknown>, listener: () => void) {
    let set = this.listeners.get(item);
    if (!set) this.listeners.set(item, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }
}

const StoreContext = createContext<Store | null>(null);

export function AtomProvider({ children }: { children: React.ReactNode }) {
  const [store] = useState(() => new Store());
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error("atoms are used outside an AtomProvider");
  return store;
}

export function useAtomValue<Value>(item: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(item, listener), [store, item]);
  const read = () => store.get(item);
  return useSyncExternalStore(subscribe, read, read);
}

export function useSetAtom<Value>(item: Atom<Value>): (update: Update<Value>) => void {
  const store = useStore();
  return useCallback((update: Update<Value>) => store.set(item, update), [store, item]);
}

export function useAtom<Value>(item: Atom<Value>): [Value, (update: Update<Value>) => void] {
  return [useAtomValue(item), useSetAtom(item)];
}

/**
 * Gives atoms a first value in this provider's store, once (jotai/utils' hook of the same name): for state the
 * server already knows, so the server's render and the browser's first one agree.
 */
export function useHydrateAtoms(values: Iterable<readonly [Atom<unknown>, unknown]>) {
  const store = useStore();
  for (const [item, value] of values) store.hydrate(item, value);
}

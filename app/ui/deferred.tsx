import { type ComponentType, Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { pageInteractive } from "~/lib/interactive";

/**
 * A component whose code (a form with conform and zod, say) is not in the chunks a first visit downloads before
 * hydrating (issue 14). The server loads it before rendering (`preload()`, from a loader), so the HTML is whole
 * and works without JavaScript. In the browser the first render asks for the code; until it arrives React keeps the
 * server's HTML (the Suspense boundary stays dehydrated: a post still works, as without JavaScript), then hydrates
 * it. After a client-side navigation the route module calls `preloadOnNavigation`, so the code is on its way with
 * the page's data.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    // One component type for the life of a mount: switching from the lazy wrapper to the loaded component would
    // remount the form and lose its state (the restore step, typed values).
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    // The page is not interactive (`html[data-hydrated]`) until this component's code has come and hydrated.
    const state = useRef({ waiting: false, ready: false });
    useEffect(() => {
      const current = state.current;
      if (!current.ready) {
        current.waiting = true;
        pageInteractive().wait();
      }
      return () => {
        if (current.waiting) {
          current.waiting = false;
          pageInteractive().done();
        }
      };
    }, []);
    const onReady = useCallback(() => {
      const current = state.current;
      current.ready = true;
      if (current.waiting) {
        current.waiting = false;
        pageInteractive().done();
      }
    }, []);
    return (
      <Suspense fallback={null}>
        <Component {...(props as P & JSX.IntrinsicAttributes)} />
        <Ready onReady={onReady} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

/** Mounts with the deferred component (one Suspense boundary): its effect says the code has come and hydrated. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * For a route module's top level: in a browser that has hydrated already (a client-side navigation), starts loading
 * the deferred components the page shows. On a first visit it does nothing: the code is asked for at hydration.
 */
export function preloadOnNavigation(...items: Array<{ preload: () => Promise<unknown> }>) {
  if (typeof document !== "undefined" && document.documentElement.dataset.hydrated) {
    for (const item of items) item.preload().catch(() => undefined);
  }
}

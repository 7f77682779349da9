/**
 * When the page is interactive (issue 14): the document is hydrated AND every deferred component it showed on
 * the first render has its code and is hydrated too (a form whose code comes after hydration: until then a click
 * does what it does without JavaScript). `html[data-hydrated]` says so, for tests and scripts that interact.
 */
export function interactiveMark(target: { dataset: DOMStringMap }) {
  let waiting = 0;
  let hydrated = false;
  const mark = () => {
    if (hydrated && waiting === 0) target.dataset.hydrated = "true";
  };
  return {
    /** The root has hydrated. */
    hydrated() {
      hydrated = true;
      mark();
    },
    /** A deferred component is on the page without its code yet. */
    wait() {
      waiting += 1;
    },
    /** That component has hydrated, or left the page. */
    done() {
      waiting -= 1;
      mark();
    },
  };
}

let documentMark: ReturnType<typeof interactiveMark> | null = null;

/** The document's mark (browser only). */
export function pageInteractive() {
  return (documentMark ??= interactiveMark(document.documentElement));
}

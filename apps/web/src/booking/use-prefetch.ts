import { useEffect } from 'react';

/** What shows the customer is at work on the page: the next page's chunk is worth its bytes from then on. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Fetches the chunk of the journey's next page once the customer starts on this one (a touch, a key, a focused
 * field) and the browser is idle, so going on does not wait for the network: each page of the journey is its own
 * chunk (docs/architecture.md, Code splitting). Nothing is fetched while the page itself is still loading on a
 * slow phone.
 */
export function usePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed prefetch costs nothing: the route loads the chunk again when it is opened.
    const run = () => void load().catch(() => undefined);
    let cancel = () => {};
    const onIntent = () => {
      stopListening();
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: 1000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(run, 100);
        cancel = () => window.clearTimeout(timer);
      }
    };
    const stopListening = () => {
      for (const name of INTENT_EVENTS) window.removeEventListener(name, onIntent, true);
    };
    for (const name of INTENT_EVENTS)
      window.addEventListener(name, onIntent, { capture: true, passive: true });
    return () => {
      stopListening();
      cancel();
    };
    // The chunk to fetch is the page's own constant: once per visit of the page.
  }, []);
}

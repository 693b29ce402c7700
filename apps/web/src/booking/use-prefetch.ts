import { useEffect } from 'react';

/**
 * Fetches the chunk of the journey's next page once the browser is idle, so going on does not wait for
 * the network: each page of the journey is its own chunk (docs/architecture.md, Code splitting).
 */
export function usePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed prefetch costs nothing: the route loads the chunk again when it is opened.
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, 500);
    return () => window.clearTimeout(timer);
    // The chunk to fetch is the page's own constant: once per visit of the page.
  }, []);
}

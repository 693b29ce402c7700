// After a client-side navigation, focus moves to the new page's heading, as a full page load would put a
// screen reader at the top: the reader announces where the customer now is, and Tab goes on from there
// (docs/architecture.md, Accessibility). The first render is left alone: the browser handles page loads.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a lazily loaded page may take to show its heading before we stop waiting for it. */
const HEADING_WAIT_MS = 5000;

/** Focuses the first `h1` in `root` once it exists; returns a function that stops waiting. */
export function focusHeadingWhenShown(root: Document = document, waitMs = HEADING_WAIT_MS): () => void {
  const focus = () => {
    const heading = root.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    // A heading is not focusable by itself; -1 keeps it out of the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root.body, { childList: true, subtree: true });
  return stop;
}

/** Moves focus to the page heading whenever the path changes (not on the first render). */
export function usePageHeadingFocus(): void {
  const { pathname } = useLocation();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const first = seen.current === null;
    seen.current = pathname;
    if (first) return undefined;
    return focusHeadingWhenShown();
  }, [pathname]);
}

import { useEffect, useRef } from 'react';

/**
 * Everything that counts as someone using the kiosk (docs/product-rules.md, Kiosk: mouse, touch, click, key
 * and scroll).
 */
export const IDLE_ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'touchstart',
  'click',
  'keydown',
  'scroll',
  'wheel',
] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without activity; `null` switches the timer off. Any activity
 * event starts the wait again, and so does a change of `resetKey` (the kiosk passes the location key, so
 * a page change counts as activity).
 */
export function useIdle(timeoutMs: number | null, onIdle: () => void, resetKey?: unknown): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (timeoutMs === null) return undefined;
    const fire = () => latest.current();
    let timer = window.setTimeout(fire, timeoutMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fire, timeoutMs);
    };
    // Capture phase: scroll does not bubble, and a page may stop the propagation of the others.
    const options = { capture: true, passive: true } as const;
    for (const type of IDLE_ACTIVITY_EVENTS) window.addEventListener(type, restart, options);
    return () => {
      window.clearTimeout(timer);
      for (const type of IDLE_ACTIVITY_EVENTS) window.removeEventListener(type, restart, options);
    };
  }, [timeoutMs, resetKey]);
}

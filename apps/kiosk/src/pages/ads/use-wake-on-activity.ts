import { useEffect, useRef } from 'react';
import { swallowGestureClick } from './swallow-gesture-click';

/** Any of these on the ads screen means someone is at the kiosk. */
export const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'click', 'mousemove'] as const;

/** Calls `onWake` once, on the first sign of someone at the kiosk, anywhere on the screen. */
export function useWakeOnActivity(onWake: () => void): void {
  const latest = useRef(onWake);
  useEffect(() => {
    latest.current = onWake;
  }, [onWake]);

  useEffect(() => {
    let woken = false;
    const wake = (event: Event) => {
      if (woken) return;
      woken = true;
      if (event.type === 'pointerdown' || event.type === 'touchstart') swallowGestureClick();
      latest.current();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, options);
    return () => {
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, options);
    };
  }, []);
}

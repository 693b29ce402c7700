import { useMatches } from 'react-router';
import type { IdleKind } from '../idle/idle-settings';

/** What each kiosk route tells the layout, in its route object's `handle`. */
export interface KioskRouteHandle {
  idle: IdleKind;
  /** false when the page shows the logo and languages itself (home) or covers the screen (ads). */
  topBar?: boolean;
}

const FALLBACK: KioskRouteHandle = { idle: 'default' };

function isKioskHandle(handle: unknown): handle is KioskRouteHandle {
  return typeof handle === 'object' && handle !== null && 'idle' in handle;
}

/** The handle of the deepest matched route that has one. */
export function useKioskRouteHandle(): KioskRouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isKioskHandle(handle)) return handle;
  }
  return FALLBACK;
}

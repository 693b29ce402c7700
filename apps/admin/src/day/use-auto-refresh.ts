import { useEffect } from 'react';

/** How often the day sheet asks again, so two desks see each other's check-ins. */
export const DAY_REFRESH_MS = 30_000;

/** Calls `refresh` every `ms` while the page is shown. */
export function useAutoRefresh(refresh: () => void, ms = DAY_REFRESH_MS): void {
  useEffect(() => {
    const timer = window.setInterval(refresh, ms);
    return () => window.clearInterval(timer);
  }, [refresh, ms]);
}

// The React side of localeSwitchCountAtom, here beside it so state-level hooks (the booking journey's
// catalog) can follow a language switch without depending on libs/ui, which re-exports it.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { localeSwitchCountAtom } from './locale.atoms';

/**
 * docs/product-rules.md, Languages, money, dates and time zones: after a language switch the product list is
 * fetched again 500 ms later.
 */
export const PRODUCT_REFETCH_DELAY_MS = 500;

/**
 * Runs `refetch` `delayMs` after each language switch, so data translated by the server (branch and
 * product names) follows the interface. The product list waits 500 ms, as the product rules prescribe.
 */
export function useRefetchOnLocaleSwitch(refetch: () => void, delayMs: number): void {
  const switches = useAtomValue(localeSwitchCountAtom);
  const seen = useRef(switches);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (switches === seen.current) return;
    seen.current = switches;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [switches, delayMs]);
}

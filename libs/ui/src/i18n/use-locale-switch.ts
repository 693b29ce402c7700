import { useLingui } from '@lingui/react';
import { activateLocale, localeCookie, type LocaleCode } from '@sabai/i18n';
import { CurrentBrandDocument } from '@sabai/graphql';
import { brandAtom, localeAtom, localeSwitchCountAtom } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useClient } from 'urql';

/** Switches the interface language: loads the catalog, remembers the choice for a year, re-renders. */
export function useLocaleSwitch(): (locale: LocaleCode) => Promise<void> {
  const { i18n } = useLingui();
  const setLocale = useSetAtom(localeAtom);
  const setBrand = useSetAtom(brandAtom);
  const client = useClient();
  const bump = useSetAtom(localeSwitchCountAtom);
  return useCallback(
    async (locale: LocaleCode) => {
      await activateLocale(i18n, locale);
      document.cookie = localeCookie(locale);
      document.documentElement.lang = locale;
      setLocale(locale);
      bump((n) => n + 1);
      // The brand's name and ads are translated by the server too; asked after the locale is set, so the
      // request carries the new Accept-Language.
      const result = await client
        .query(CurrentBrandDocument, {}, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.data) setBrand(result.data.brand);
    },
    [i18n, setLocale, bump, client, setBrand],
  );
}

/** SPEC §4: after a language switch the product list is fetched again 500 ms later. */
export const PRODUCT_REFETCH_DELAY_MS = 500;

/**
 * Runs `refetch` `delayMs` after each language switch, so data translated by the server (branch and
 * product names) follows the interface. The product list waits 500 ms, as SPEC §4 prescribes.
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

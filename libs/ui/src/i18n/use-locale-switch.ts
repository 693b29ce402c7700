import { useLingui } from '@lingui/react';
import { activateLocale, localeCookie, type LocaleCode } from '@sabai/i18n';
import { CurrentBrandDocument } from '@sabai/graphql';
import { brandAtom, localeAtom, localeSwitchCountAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useClient } from 'urql';

/**
 * Switches the interface language: loads the catalog, remembers the choice for a year, re-renders.
 * `refreshBrand: false` for an app whose client has no brand query (the admin app's staff endpoint).
 */
export function useLocaleSwitch({ refreshBrand = true }: { refreshBrand?: boolean } = {}): (
  locale: LocaleCode,
) => Promise<void> {
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
      if (!refreshBrand) return;
      // The brand's name and ads are translated by the server too; asked after the locale is set, so the
      // request carries the new Accept-Language.
      const result = await client
        .query(CurrentBrandDocument, {}, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.data) setBrand(result.data.brand);
    },
    [i18n, setLocale, bump, client, setBrand, refreshBrand],
  );
}

import { useLingui } from '@lingui/react/macro';
import { isLocaleCode, locales } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import styles from './language-menu.module.css';
import { useLocaleSwitch } from './use-locale-switch';

export interface LanguageMenuProps {
  className?: string | undefined;
  /** false where the app's GraphQL client has no brand query to refresh (the admin app). */
  refreshBrand?: boolean;
}

/** English, ไทย, 中文 — each named in its own language. */
export function LanguageMenu({ className = '', refreshBrand = true }: LanguageMenuProps) {
  const locale = useAtomValue(localeAtom);
  const switchLocale = useLocaleSwitch({ refreshBrand });
  const { t } = useLingui();
  const id = useId();
  return (
    <span className={`${styles.menu} ${className}`}>
      <label htmlFor={id} className={styles.label}>
        {t`Language`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocaleCode(next)) void switchLocale(next);
        }}
      >
        {locales.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}

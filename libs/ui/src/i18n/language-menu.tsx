import { useLingui } from '@lingui/react/macro';
import { isLocaleCode, locales } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import styles from './language-menu.module.css';
import { useLocaleSwitch } from './use-locale-switch';

/** English, ไทย, 中文 — each named in its own language. */
export function LanguageMenu({ className = '' }: { className?: string | undefined }) {
  const locale = useAtomValue(localeAtom);
  const switchLocale = useLocaleSwitch();
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

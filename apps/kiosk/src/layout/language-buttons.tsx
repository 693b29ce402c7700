import { useLingui } from '@lingui/react/macro';
import { locales } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useLocaleSwitch } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import styles from './language-buttons.module.css';

export interface LanguageButtonsProps {
  className?: string | undefined;
}

/** English, ไทย, 中文 as three large buttons, each named in its own language; the current one is pressed. */
export function LanguageButtons({ className = '' }: LanguageButtonsProps) {
  const current = useAtomValue(localeAtom);
  const switchLocale = useLocaleSwitch();
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} className={`${styles.group} ${className}`}>
      {locales.map((locale) => (
        <button
          key={locale.code}
          type="button"
          lang={locale.code}
          className={styles.button}
          aria-pressed={locale.code === current}
          onClick={() => {
            if (locale.code !== current) void switchLocale(locale.code);
          }}
        >
          {locale.name}
        </button>
      ))}
    </div>
  );
}

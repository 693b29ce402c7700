// One ad of the kiosk screens' form: its picture, title and line in the three languages, and its days.
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import { useFormContext } from 'react-hook-form';
import type { KioskFormValues } from './kiosk-form-values';
import styles from './kiosk-screens.module.css';

const LANGUAGES = ['en', 'th', 'zh'] as const;

export function AdFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const { watch } = useFormContext<KioskFormValues>();
  const image = watch(`ads.${index}.image`);
  const title = watch(`ads.${index}.title.en`);
  const number = index + 1;
  const language = { en: t`English`, th: t`Thai`, zh: t`Chinese` };
  return (
    <fieldset className={styles.ad}>
      <legend>{t`Ad ${number}`}</legend>
      <img src={image} alt={t`Picture of ad ${number}`} className={styles.preview} />
      {LANGUAGES.map((lang) => {
        const name = language[lang];
        return (
          <div key={lang} className={styles.languageRow}>
            <FormField
              name={`ads.${index}.title.${lang}`}
              id={`ad-${index}-title-${lang}`}
              label={t`Title (${name})`}
            >
              {(control) => <input {...control} lang={lang} type="text" maxLength={80} autoComplete="off" />}
            </FormField>
            <FormField
              name={`ads.${index}.body.${lang}`}
              id={`ad-${index}-body-${lang}`}
              label={t`Line (${name})`}
            >
              {(control) => <input {...control} lang={lang} type="text" maxLength={200} autoComplete="off" />}
            </FormField>
          </div>
        );
      })}
      <div className={styles.days}>
        <FormField
          name={`ads.${index}.first_day`}
          id={`ad-${index}-first`}
          label={t`First day (empty: from now)`}
        >
          {(control) => <input {...control} type="date" />}
        </FormField>
        <FormField name={`ads.${index}.last_day`} id={`ad-${index}-last`} label={t`Last day (empty: no end)`}>
          {(control) => <input {...control} type="date" />}
        </FormField>
      </div>
      <button type="button" className={styles.remove} onClick={onRemove}>
        {title ? t`Remove the ad “${title}”` : t`Remove ad ${number}`}
      </button>
    </fieldset>
  );
}

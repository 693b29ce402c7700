// The parts of a product's form (docs/product-rules.md, The catalogue in admin): names and descriptions in the three
// languages, price, duration and tags, the rules' flags, and the branches that sell it.
import { useLingui } from '@lingui/react/macro';
import type { StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { FormField } from '@sabai/ui/forms';
import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './product-form-values';
import styles from './catalog.module.css';

const LANGUAGES = ['en', 'th', 'zh'] as const;

/** The names and descriptions, one row per language; each control says its language for screen readers. */
export function TextFields() {
  const { t } = useLingui();
  const languageName = { en: t`English`, th: t`Thai`, zh: t`Chinese` };
  return (
    <fieldset className={styles.group}>
      <legend>{t`Name and description`}</legend>
      {LANGUAGES.map((lang) => (
        <div key={lang} className={styles.language}>
          <FormField name={`name.${lang}`} id={`name-${lang}`} label={t`Name (${languageName[lang]})`}>
            {(control) => <input {...control} lang={lang} type="text" maxLength={120} autoComplete="off" />}
          </FormField>
          <FormField
            name={`description.${lang}`}
            id={`description-${lang}`}
            label={t`Description (${languageName[lang]})`}
          >
            {(control) => <textarea {...control} lang={lang} rows={3} maxLength={2000} />}
          </FormField>
        </div>
      ))}
    </fieldset>
  );
}

/** The flags the booking rules read (docs/product-rules.md, Treatments and the onsen). */
export function RuleFields() {
  const { t } = useLingui();
  const { register } = useFormContext<ProductFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Rules`}</legend>
      <label className={styles.check}>
        <input type="checkbox" {...register('is_force_select')} />
        {t`Added to every guest's booking`}
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register('is_use_oil_material')} />
        {t`Uses oil (never before the onsen)`}
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register('is_must_after_onsen')} />
        {t`Must come after the onsen`}
      </label>
    </fieldset>
  );
}

/** Price, and duration unless a package's items give it, and tags. */
export function PriceFields({ withDuration }: { withDuration: boolean }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Price and time`}</legend>
      <FormField name="price" id="price" label={t`Price (THB)`}>
        {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" />}
      </FormField>
      {withDuration && (
        <FormField name="duration" id="duration" label={t`Duration (minutes)`}>
          {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
        </FormField>
      )}
      <FormField name="tags" id="tags" label={t`Tags, separated by commas`}>
        {(control) => <input {...control} type="text" autoComplete="off" />}
      </FormField>
    </fieldset>
  );
}

export function BranchFields({ branches }: { branches: StaffBranchFieldsFragment[] }) {
  const { t } = useLingui();
  const { register } = useFormContext<ProductFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Sold at`}</legend>
      {branches.map((branch) => (
        <label key={branch.id} className={styles.check}>
          <input type="checkbox" value={branch.id} {...register('branch_ids')} />
          {branch.name}
        </label>
      ))}
    </fieldset>
  );
}

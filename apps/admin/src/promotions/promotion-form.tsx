import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogProductFieldsFragment, StaffPromotionFieldsFragment } from '@sabai/graphql/staff';
import { weekdayNames } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { promotionFormSchema, type PromotionForm } from '@sabai/validation';
import { useAtomValue } from 'jotai';
import { useFormContext } from 'react-hook-form';
import { usePromotionFormMessages } from './promotion-form-messages';
import styles from './promotions.module.css';
import { checkedValues } from '../forms/typed-values';

type Texts = { en: string; th: string; zh: string };

export interface PromotionFormValues {
  code: string;
  campaign: string;
  kind: 'percent' | 'amount';
  value: string;
  valid_from: string;
  valid_until: string;
  days: string[] | string | boolean;
  time_from: string;
  time_until: string;
  usage_limit: string;
  usage_per_customer: string;
  product_ids: string[] | string | boolean;
  short_description: Texts;
  terms: Texts;
}

const EMPTY_TEXTS: Texts = { en: '', th: '', zh: '' };
const LANGUAGES = ['en', 'th', 'zh'] as const;

function valuesOf(p: StaffPromotionFieldsFragment | undefined): PromotionFormValues {
  return {
    code: p?.code ?? '',
    campaign: p?.campaign ?? '',
    kind: p?.kind ?? 'percent',
    value: p ? String(p.kind === 'percent' ? p.percent : (p.amount ?? 0).toFixed(2)) : '',
    valid_from: p?.valid_from ?? '',
    valid_until: p?.valid_until ?? '',
    days: (p?.days ?? []).map(String),
    time_from: p?.time_from ?? '',
    time_until: p?.time_until ?? '',
    usage_limit: p?.usage_limit ? String(p.usage_limit) : '',
    usage_per_customer: p?.usage_per_customer ? String(p.usage_per_customer) : '',
    product_ids: p?.product_ids ?? [],
    short_description: p ? { ...p.short_description } : EMPTY_TEXTS,
    terms: p ? { ...p.terms } : EMPTY_TEXTS,
  };
}

/** The form's strings as the schema reads them: empty optional fields as null, weekdays as numbers. */
function toInput(values: PromotionFormValues, productIds: string[]) {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    ...values,
    valid_from: orNull(values.valid_from),
    valid_until: orNull(values.valid_until),
    time_from: orNull(values.time_from),
    time_until: orNull(values.time_until),
    days: checkedValues(values.days, ['0']).map(Number),
    product_ids: checkedValues(values.product_ids, productIds),
  };
}

interface PromotionEditFormProps {
  promotion: StaffPromotionFieldsFragment | undefined;
  products: CatalogProductFieldsFragment[];
  busy: boolean;
  onSave: (values: PromotionForm) => Promise<unknown>;
}

/** A promotion's code, discount, when and how often, on which products, and its words, checked by the server's schema. */
export function PromotionEditForm({ promotion, products, busy, onSave }: PromotionEditFormProps) {
  const { t } = useLingui();
  const describe = usePromotionFormMessages();
  const form = useSchemaForm<PromotionFormValues, PromotionForm>({
    schema: promotionFormSchema,
    defaultValues: valuesOf(promotion),
    toInput: (values) =>
      toInput(
        values,
        products.map((p) => p.id),
      ),
  });
  return (
    <Form form={form} onSubmit={onSave} describe={describe} className={styles.form}>
      <fieldset className={styles.group}>
        <legend>{t`Code and discount`}</legend>
        <div className={styles.row}>
          <FormField name="code" id="promo-code" label={t`Code`}>
            {(control) => (
              <input {...control} readOnly={promotion !== undefined} autoComplete="off" maxLength={32} />
            )}
          </FormField>
          <FormField name="campaign" id="promo-campaign" label={t`Campaign`}>
            {(control) => <input {...control} autoComplete="off" maxLength={80} />}
          </FormField>
        </div>
        <KindChoice />
        <FormField name="value" id="promo-value" label={t`Percent, or baht off`}>
          {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
        </FormField>
      </fieldset>
      <WhenFields />
      <ProductChoice products={products} />
      <TextFields />
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}

function KindChoice() {
  const { t } = useLingui();
  const { register } = useFormContext<PromotionFormValues>();
  return (
    <fieldset className={styles.row}>
      <legend>{t`Discount`}</legend>
      <label className={styles.check}>
        <input type="radio" value="percent" {...register('kind')} />
        {t`Percent off`}
      </label>
      <label className={styles.check}>
        <input type="radio" value="amount" {...register('kind')} />
        {t`Baht off`}
      </label>
    </fieldset>
  );
}

function WhenFields() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { register } = useFormContext<PromotionFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend>{t`When and how often`}</legend>
      <div className={styles.row}>
        <FormField name="valid_from" id="promo-from" label={t`First day`}>
          {(control) => <input {...control} type="date" />}
        </FormField>
        <FormField name="valid_until" id="promo-until" label={t`Last day`}>
          {(control) => <input {...control} type="date" />}
        </FormField>
        <FormField name="time_from" id="promo-time-from" label={t`From (time)`}>
          {(control) => <input {...control} type="time" />}
        </FormField>
        <FormField name="time_until" id="promo-time-until" label={t`Until (time)`}>
          {(control) => <input {...control} type="time" />}
        </FormField>
      </div>
      <fieldset className={styles.row}>
        <legend>{t`Weekdays (none ticked: every day)`}</legend>
        {weekdayNames(locale).map((name, day) => (
          <label key={name} className={styles.check}>
            <input type="checkbox" value={String(day)} {...register('days')} />
            {name}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        <FormField name="usage_limit" id="promo-limit" label={t`Uses in all (empty: no limit)`}>
          {(control) => <input {...control} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField
          name="usage_per_customer"
          id="promo-per-customer"
          label={t`Uses per customer (empty: no limit)`}
        >
          {(control) => <input {...control} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
    </fieldset>
  );
}

function ProductChoice({ products }: { products: CatalogProductFieldsFragment[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { register } = useFormContext<PromotionFormValues>();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Treatments and packages (none ticked: every one)`}</legend>
      <div className={styles.row}>
        {products.map((product) => (
          <label key={product.id} className={styles.check}>
            <input type="checkbox" value={product.id} {...register('product_ids')} />
            {product.name[locale]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TextFields() {
  const { t } = useLingui();
  const languageName = { en: t`English`, th: t`Thai`, zh: t`Chinese` };
  return (
    <fieldset className={styles.group}>
      <legend>{t`What customers read`}</legend>
      {LANGUAGES.map((lang) => (
        <div key={lang} className={styles.row}>
          <FormField
            name={`short_description.${lang}`}
            id={`promo-short-${lang}`}
            label={t`Short description (${languageName[lang]})`}
          >
            {(control) => <input {...control} lang={lang} maxLength={120} autoComplete="off" />}
          </FormField>
          <FormField
            name={`terms.${lang}`}
            id={`promo-terms-${lang}`}
            label={t`Terms (${languageName[lang]})`}
          >
            {(control) => <textarea {...control} lang={lang} rows={2} maxLength={1000} />}
          </FormField>
        </div>
      ))}
    </fieldset>
  );
}

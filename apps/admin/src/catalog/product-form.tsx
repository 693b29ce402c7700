// One product's edit form (docs/product-rules.md, The catalogue in admin): names and descriptions in the three
// languages, price in baht as typed, duration, tags on one line, the flags and the branches that sell it,
// checked by the server's own schema before it is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogProductFieldsFragment, StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { useFormContext } from 'react-hook-form';
import { productFormSchema, type ProductForm } from '@sabai/validation';
import { useProductFormMessages } from './product-form-messages';
import styles from './catalog.module.css';

interface ProductFormValues {
  name: { en: string; th: string; zh: string };
  description: { en: string; th: string; zh: string };
  price: string;
  duration: string;
  tags: string;
  is_force_select: boolean;
  is_use_oil_material: boolean;
  is_must_after_onsen: boolean;
  branch_ids: string[] | string | boolean;
}

interface ProductFormProps {
  product: CatalogProductFieldsFragment;
  /** The brand's branches, for where the product is sold. */
  branches: StaffBranchFieldsFragment[];
  busy: boolean;
  onSave: (values: ProductForm) => Promise<unknown>;
}

const LANGUAGES = ['en', 'th', 'zh'] as const;

/** The product as the form's strings. */
function valuesOf(product: CatalogProductFieldsFragment): ProductFormValues {
  return {
    name: { ...product.name },
    description: { ...product.description },
    price: product.price.toFixed(2),
    duration: String(product.duration),
    tags: product.tags.join(', '),
    is_force_select: product.is_force_select,
    is_use_oil_material: product.is_use_oil_material,
    is_must_after_onsen: product.is_must_after_onsen,
    branch_ids: product.branch_ids,
  };
}

export function ProductEditForm({ product, branches, busy, onSave }: ProductFormProps) {
  const { t } = useLingui();
  const describe = useProductFormMessages();
  // A lone checkbox reads as true or false, a group as the checked values.
  const checkedBranches = (value: ProductFormValues['branch_ids']): string[] =>
    Array.isArray(value)
      ? value
      : typeof value === 'string'
        ? [value]
        : value
          ? branches.map((b) => b.id)
          : [];
  const form = useSchemaForm<ProductFormValues, ProductForm>({
    schema: productFormSchema,
    defaultValues: valuesOf(product),
    toInput: (values) => ({ ...values, branch_ids: checkedBranches(values.branch_ids) }),
  });
  return (
    <Form form={form} onSubmit={onSave} describe={describe} className={styles.form}>
      <TextFields />
      <fieldset className={styles.group}>
        <legend>{t`Price and time`}</legend>
        <FormField name="price" id="price" label={t`Price (THB)`}>
          {(control) => <input {...control} type="text" inputMode="decimal" autoComplete="off" />}
        </FormField>
        <FormField name="duration" id="duration" label={t`Duration (minutes)`}>
          {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField name="tags" id="tags" label={t`Tags, separated by commas`}>
          {(control) => <input {...control} type="text" autoComplete="off" />}
        </FormField>
      </fieldset>
      <RuleFields />
      <fieldset className={styles.group}>
        <legend>{t`Sold at`}</legend>
        {branches.map((branch) => (
          <label key={branch.id} className={styles.check}>
            <input type="checkbox" value={branch.id} {...form.register('branch_ids')} />
            {branch.name}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}

/** The names and descriptions, one row per language; each control says its language for screen readers. */
function TextFields() {
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
function RuleFields() {
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

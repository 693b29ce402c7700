// A product's form (docs/product-rules.md, The catalogue in admin): to change one, or to make one with its code and
// type. Names and descriptions in the three languages, price in baht as typed, duration (a package's is its
// items'), tags, the flags and the branches; a package's items in order. Checked by the server's own schema
// before it is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogProductFieldsFragment, StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import {
  productCreateFormSchema,
  productFormSchema,
  type ProductCreateForm,
  type ProductForm,
} from '@sabai/validation';
import { useWatch } from 'react-hook-form';
import { BundleItemsField } from './bundle-items-field';
import { PhotoField } from '../forms/photo-field';
import { BranchFields, PriceFields, RuleFields, TextFields } from './product-form-sections';
import { useProductFormMessages } from './product-form-messages';
import { toFormInput, valuesOf, type ProductFormValues } from './product-form-values';
import { useProductTypeLabel } from './product-labels';
import styles from './catalog.module.css';

interface SharedProps {
  /** The brand's products, for a package's items. */
  products: CatalogProductFieldsFragment[];
  /** The brand's branches, for where the product is sold. */
  branches: StaffBranchFieldsFragment[];
  busy: boolean;
}

/** The sections below the product's identity: a package gets its items instead of a duration and flags. */
function ProductSections({
  isPackage,
  self,
  products,
  branches,
}: Omit<SharedProps, 'busy'> & { isPackage: boolean; self?: CatalogProductFieldsFragment }) {
  const { t } = useLingui();
  const selfId = self?.id;
  return (
    <>
      <TextFields />
      <PhotoField<ProductFormValues>
        name="image_id"
        currentSrc={self?.image?.src ?? null}
        legend={t`Photo`}
        alt={t`The product's photo`}
        removable
      />
      <PriceFields withDuration={!isPackage} />
      {isPackage ? <BundleItemsField products={products} {...(selfId ? { selfId } : {})} /> : <RuleFields />}
      <BranchFields branches={branches} />
    </>
  );
}

export function ProductEditForm({
  product,
  products,
  branches,
  busy,
  onSave,
}: SharedProps & {
  product: CatalogProductFieldsFragment;
  onSave: (values: ProductForm) => Promise<unknown>;
}) {
  const describe = useProductFormMessages();
  const isPackage = product.type === 'package';
  const form = useSchemaForm<ProductFormValues, ProductForm>({
    schema: productFormSchema,
    defaultValues: valuesOf(product),
    toInput: (values) => toFormInput(values, isPackage, branches, products),
  });
  return (
    <Form form={form} onSubmit={onSave} describe={describe} className={styles.form}>
      <ProductSections isPackage={isPackage} self={product} products={products} branches={branches} />
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}

export function NewProductForm({
  products,
  branches,
  busy,
  onSave,
}: SharedProps & { onSave: (values: ProductCreateForm) => Promise<unknown> }) {
  const { t } = useLingui();
  const describe = useProductFormMessages();
  const form = useSchemaForm<ProductFormValues, ProductCreateForm>({
    schema: productCreateFormSchema,
    defaultValues: valuesOf(null),
    toInput: (values) => toFormInput(values, values.type === 'package', branches, products),
  });
  return (
    <Form form={form} onSubmit={onSave} describe={describe} className={styles.form}>
      <fieldset className={styles.group}>
        <legend>{t`Code and kind`}</legend>
        <FormField name="code" id="code" label={t`Code (printed on receipts, e.g. TR12)`}>
          {(control) => <input {...control} type="text" maxLength={16} autoComplete="off" />}
        </FormField>
        <TypeField />
      </fieldset>
      <NewProductSections products={products} branches={branches} />
      <SubmitButton busy={busy}>
        <Trans>Make the product</Trans>
      </SubmitButton>
    </Form>
  );
}

function TypeField() {
  const { t } = useLingui();
  const typeLabel = useProductTypeLabel();
  return (
    <FormField name="type" id="type" label={t`Kind`}>
      {(control) => (
        <select {...control}>
          {(['treatment', 'package', 'onsen_fee'] as const).map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function NewProductSections(props: Omit<SharedProps, 'busy'>) {
  const type = useWatch<ProductFormValues, 'type'>({ name: 'type' });
  return <ProductSections isPackage={type === 'package'} {...props} />;
}

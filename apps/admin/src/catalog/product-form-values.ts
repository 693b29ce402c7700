// A product's form as strings and checkboxes, and how it becomes the schema's input.
import type { CatalogProductFieldsFragment, NewProductType } from '@sabai/graphql/staff';
import { PRODUCT_DURATION_STEP_MIN } from '@sabai/validation';

export interface ProductFormValues {
  code: string;
  type: NewProductType;
  name: { en: string; th: string; zh: string };
  description: { en: string; th: string; zh: string };
  price: string;
  duration: string;
  tags: string;
  is_force_select: boolean;
  is_use_oil_material: boolean;
  is_must_after_onsen: boolean;
  branch_ids: string[] | string | boolean;
  /** A package's items, in order. */
  bundle_item_ids: string[];
  /** Its photo (an upload's id), or none. */
  image_id: string | null;
}

/** The product as the form's strings; a new product starts empty. */
export function valuesOf(product: CatalogProductFieldsFragment | null): ProductFormValues {
  if (!product)
    return {
      code: '',
      type: 'treatment',
      name: { en: '', th: '', zh: '' },
      description: { en: '', th: '', zh: '' },
      price: '',
      duration: '60',
      tags: '',
      is_force_select: false,
      is_use_oil_material: false,
      is_must_after_onsen: false,
      branch_ids: [],
      bundle_item_ids: [],
      image_id: null,
    };
  return {
    code: product.code,
    type: product.type === 'course_treatment' ? 'treatment' : product.type,
    name: { ...product.name },
    description: { ...product.description },
    price: product.price.toFixed(2),
    duration: String(product.duration),
    tags: product.tags.join(', '),
    is_force_select: product.is_force_select,
    is_use_oil_material: product.is_use_oil_material,
    is_must_after_onsen: product.is_must_after_onsen,
    branch_ids: product.branch_ids,
    bundle_item_ids: product.bundle_item_ids,
    image_id: product.image?.id ?? null,
  };
}

/**
 * The values the schema reads: the checked branches as a list (a lone checkbox reads as true or false, a group
 * as the checked values), and a package's duration as its items' (the server takes it from them all the same).
 */
export function toFormInput(
  values: ProductFormValues,
  isPackage: boolean,
  branches: readonly { id: string }[],
  products: readonly CatalogProductFieldsFragment[],
) {
  const value = values.branch_ids;
  const branchIds = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? [value]
      : value
        ? branches.map((b) => b.id)
        : [];
  const itemsMinutes = values.bundle_item_ids
    .map((id) => products.find((p) => p.id === id)?.duration ?? 0)
    .reduce((sum, minutes) => sum + minutes, 0);
  const { bundle_item_ids: items, ...rest } = values;
  return {
    ...rest,
    branch_ids: branchIds,
    duration: isPackage ? String(Math.max(itemsMinutes, PRODUCT_DURATION_STEP_MIN)) : values.duration,
    // Only a package has items; another product sends none, which keeps what it has (none).
    ...(isPackage ? { bundle_item_ids: items } : {}),
  };
}

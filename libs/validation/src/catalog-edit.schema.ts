// The catalogue as admin edits it (docs/product-rules.md, The catalogue in admin): a product's texts in the
// three languages, price, duration, tags and flags, the branches that sell it; a branch's closed dates. The
// server parses with the input schemas (money in satang, as the Money scalar hands it over); the admin's form
// with the form schema (baht as typed). Messages are codes.
import * as v from 'valibot';
import { calendarDateSchema } from './request-input.schema';

/** The most a product may cost, in satang (1,000,000 THB): a typo of zeros is refused, not sold. */
export const MAX_PRODUCT_PRICE_SATANG = 100_000_000;
/** Durations count in the capacity's 15-minute steps, up to a day's twelve hours. */
export const PRODUCT_DURATION_STEP_MIN = 15;
export const MAX_PRODUCT_DURATION_MIN = 720;
export const MAX_PRODUCT_TAGS = 12;

const nameSchema = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(120, `${field}.tooLong`));

const descriptionSchema = (field: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(2000, `${field}.tooLong`));

const translatedName = v.object({
  en: nameSchema('name_en'),
  th: nameSchema('name_th'),
  zh: nameSchema('name_zh'),
});
const translatedDescription = v.object({
  en: descriptionSchema('description_en'),
  th: descriptionSchema('description_th'),
  zh: descriptionSchema('description_zh'),
});

const durationSchema = v.pipe(
  v.number('duration.invalid'),
  v.integer('duration.invalid'),
  // The capacity counts whole 15-minute buckets, and a product takes at least one (products.duration_min > 0).
  v.minValue(PRODUCT_DURATION_STEP_MIN, 'duration.invalid'),
  v.maxValue(MAX_PRODUCT_DURATION_MIN, 'duration.tooLong'),
  v.check((minutes) => minutes % PRODUCT_DURATION_STEP_MIN === 0, 'duration.notOnStep'),
);

const tagSchema = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'tags.invalid'));

const tagsSchema = v.pipe(
  v.array(tagSchema, 'tags.invalid'),
  v.maxLength(MAX_PRODUCT_TAGS, 'tags.tooMany'),
  v.transform((tags) => [...new Set(tags)]),
);

const idSchema = (field: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${field}.required`), v.maxLength(64, `${field}.invalid`));

/** A package's items, in the package's order (docs/product-rules.md, The catalogue in admin). */
export const MAX_BUNDLE_ITEMS = 8;
const bundleItemIdsSchema = v.optional(
  v.pipe(
    v.array(idSchema('bundle_item_ids'), 'bundle_item_ids.invalid'),
    v.maxLength(MAX_BUNDLE_ITEMS, 'bundle_item_ids.tooMany'),
    v.check((ids) => new Set(ids).size === ids.length, 'bundle_item_ids.repeated'),
  ),
);

/** A product's code, as printed on receipts and typed at the desk: upper-case letters, digits and dashes. */
const codeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.minLength(1, 'code.required'),
  v.regex(/^[A-Z0-9][A-Z0-9-]{0,15}$/, 'code.invalid'),
);

/** What admin may make (a course's items are made with their course). */
export const NEW_PRODUCT_TYPES = ['treatment', 'package', 'onsen_fee'] as const;
const newTypeSchema = v.picklist(NEW_PRODUCT_TYPES, 'type.invalid');

const productFields = {
  name: translatedName,
  description: translatedDescription,
  duration: durationSchema,
  tags: tagsSchema,
  is_force_select: v.boolean(),
  is_use_oil_material: v.boolean(),
  is_must_after_onsen: v.boolean(),
  branch_ids: v.pipe(
    v.array(idSchema('branch_ids'), 'branch_ids.invalid'),
    v.maxLength(200, 'branch_ids.invalid'),
  ),
  bundle_item_ids: bundleItemIdsSchema,
  // A photo's id is its content's hash; null takes the photo away, absent keeps it.
  image_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'image_id.invalid')))),
};

const priceSatangSchema = v.pipe(
  v.number('price.invalid'),
  v.integer('price.invalid'),
  v.minValue(0, 'price.invalid'),
  v.maxValue(MAX_PRODUCT_PRICE_SATANG, 'price.tooLarge'),
);

/** `price` is integer satang, as the Money scalar hands it over. */
export const productUpdateInputSchema = v.object({
  id: idSchema('id'),
  ...productFields,
  price: priceSatangSchema,
});

/** A new product: its code and type besides what an edit changes. */
export const productCreateInputSchema = v.object({
  code: codeSchema,
  type: newTypeSchema,
  ...productFields,
  price: priceSatangSchema,
});

/** The admin's product form: the price in baht as typed ("1,250.50"), tags as one comma-separated line. */
export const productFormSchema = v.object({
  ...productFields,
  duration: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, 'duration.invalid'),
    v.transform(Number),
    durationSchema,
  ),
  tags: v.pipe(
    v.string(),
    v.transform((line) =>
      line
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
    tagsSchema,
  ),
  price: v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text.replaceAll(',', '')),
    v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'price.invalid'),
    v.transform((baht) => Math.round(Number(baht) * 100)),
    v.maxValue(MAX_PRODUCT_PRICE_SATANG, 'price.tooLarge'),
  ),
});

/** The admin's form for a new product. */
export const productCreateFormSchema = v.object({
  ...productFormSchema.entries,
  code: codeSchema,
  type: newTypeSchema,
});

export const closedDateInputSchema = v.object({
  branch_id: idSchema('branch_id'),
  date: calendarDateSchema,
  note: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(200, 'note.tooLong')), ''),
});

export type ProductUpdateInput = v.InferOutput<typeof productUpdateInputSchema>;
export type ProductForm = v.InferOutput<typeof productFormSchema>;
export type ProductCreateInput = v.InferOutput<typeof productCreateInputSchema>;
export type ProductCreateForm = v.InferOutput<typeof productCreateFormSchema>;
export type ProductFormInput = v.InferInput<typeof productFormSchema>;
export type ClosedDateInput = v.InferOutput<typeof closedDateInputSchema>;

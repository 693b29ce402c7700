import {
  findCourse,
  findProduct,
  type Catalog,
  type CourseItem,
  type Product,
  type ProductType,
} from './catalog.js';
import { isCourseItemId, parseCourseItemId } from './course-item-id.js';
import { problem, type Result } from './problems.js';

/** One entry of a guest's list, looked up and flattened for the rules. */
export interface ResolvedItem {
  /** The id as written in the guest's list ('P1' or 'R12:C7'). */
  readonly id: string;
  /** The product id, or the item id inside its course. */
  readonly productId: string;
  /** The course it comes from, or null for a product. */
  readonly courseId: string | null;
  readonly name: string;
  readonly type: ProductType;
  readonly tags: readonly string[];
  readonly durationMin: number;
  /** The part of `durationMin` spent in the onsen (all of an onsen fee, the onsen parts of a package). */
  readonly onsenDurationMin: number;
  /** What the guest pays for it: 0 for a course item, which the course already paid for. */
  readonly priceSatang: number;
  readonly listPriceSatang: number;
  readonly isForceSelect: boolean;
  /** An onsen fee, or a package with one inside. */
  readonly hasOnsenFee: boolean;
  /** Uses oil itself or in one of its parts. */
  readonly usesOil: boolean;
  readonly mustAfterOnsen: boolean;
  /** Must come after the onsen yet uses no oil, and brings no onsen of its own: onsen fee items are off. */
  readonly disablesOnsenFee: boolean;
}

/** The problems of looking an id up. */
export type ResolveCode =
  'product_not_found' | 'course_item_id_invalid' | 'course_not_found' | 'course_item_not_found';

function fromProduct(product: Product): ResolvedItem {
  const isOnsen = product.isOnsenFee || product.type === 'onsen_fee';
  const onsenParts = product.bundle.filter((part) => part.isOnsenFee || part.type === 'onsen_fee');
  const hasOnsenFee = isOnsen || onsenParts.length > 0;
  const usesOil = product.isUseOilMaterial || product.bundle.some((part) => part.isUseOilMaterial);
  const mustAfterOnsen = product.isMustAfterOnsen || product.bundle.some((part) => part.isMustAfterOnsen);
  const bundledOnsenMin = onsenParts.reduce((sum, part) => sum + part.durationMin, 0);
  return {
    id: product.id,
    productId: product.id,
    courseId: null,
    name: product.name,
    type: product.type,
    tags: product.tags,
    durationMin: product.durationMin,
    onsenDurationMin: isOnsen ? product.durationMin : Math.min(product.durationMin, bundledOnsenMin),
    priceSatang: product.priceSatang,
    listPriceSatang: product.priceSatang,
    isForceSelect: product.isForceSelect,
    hasOnsenFee,
    usesOil,
    mustAfterOnsen,
    disablesOnsenFee: mustAfterOnsen && !usesOil && !hasOnsenFee,
  };
}

function fromCourseItem(id: string, courseId: string, item: CourseItem): ResolvedItem {
  const isOnsen = item.type === 'onsen_fee';
  return {
    id,
    productId: item.id,
    courseId,
    name: item.name,
    type: item.type,
    tags: item.tags,
    durationMin: item.durationMin,
    onsenDurationMin: isOnsen ? item.durationMin : 0,
    priceSatang: 0,
    listPriceSatang: item.priceSatang,
    isForceSelect: false,
    hasOnsenFee: isOnsen,
    usesOil: false,
    mustAfterOnsen: false,
    disablesOnsenFee: false,
  };
}

/** Looks up one id of guest `guest`'s list: a product, or a course item 'R<item>:C<course>'. */
export function resolveItem(
  id: string,
  catalog: Catalog,
  guest: number,
): Result<{ item: ResolvedItem }, ResolveCode> {
  if (!isCourseItemId(id)) {
    const product = findProduct(catalog, id);
    if (product === undefined) return { ok: false, problems: [problem('product_not_found', { guest, id })] };
    return { ok: true, item: fromProduct(product) };
  }
  const ref = parseCourseItemId(id);
  if (!ref.ok) return ref;
  const course = findCourse(catalog, ref.courseId);
  if (course === undefined) {
    return { ok: false, problems: [problem('course_not_found', { guest, id, courseId: ref.courseId })] };
  }
  const item = course.items.find((candidate) => candidate.id === ref.itemId);
  if (item === undefined) {
    return { ok: false, problems: [problem('course_item_not_found', { guest, id, courseId: course.id })] };
  }
  return { ok: true, item: fromCourseItem(id, course.id, item) };
}

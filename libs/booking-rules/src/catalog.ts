import type { IsoDate } from './calendar.js';

/** What a product is (docs/api.md, Brand and catalogue). */
export type ProductType = 'treatment' | 'package' | 'course_treatment' | 'onsen_fee';

/** The onsen-related flags a product or a bundle item carries. */
export interface OnsenFlags {
  /** Entry to the onsen (hot-spring bath). */
  readonly isOnsenFee: boolean;
  /** Leaves oil on the skin, so it may not come before the onsen. */
  readonly isUseOilMaterial: boolean;
  /** Has to take place after the onsen. */
  readonly isMustAfterOnsen: boolean;
}

/** One part of a package. */
export interface BundleItem extends OnsenFlags {
  readonly id: string;
  readonly name: string;
  readonly durationMin: number;
  readonly type: ProductType;
}

/** A treatment, package or onsen fee a branch sells. Ids never contain ':' (course item ids do). */
export interface Product extends OnsenFlags {
  readonly id: string;
  readonly name: string;
  readonly description?: string | undefined;
  readonly code?: string | undefined;
  readonly type: ProductType;
  /** For a package, its whole duration (the parts are in `bundle`). */
  readonly durationMin: number;
  readonly priceSatang: number;
  readonly bundle: readonly BundleItem[];
  /** Free-form tags; the tag `akasuri` marks a scrub that needs the onsen. */
  readonly tags: readonly string[];
  /** Always part of every guest's list; it does not count as a chosen treatment. */
  readonly isForceSelect: boolean;
}

/** A treatment that a member's course covers. */
export interface CourseItem {
  readonly id: string;
  readonly name: string;
  readonly description?: string | undefined;
  readonly code?: string | undefined;
  readonly type: ProductType;
  readonly durationMin: number;
  /** The treatment's list price, shown for information: the course is already paid for. */
  readonly priceSatang: number;
  readonly tags: readonly string[];
}

/**
 * A prepaid course a member owns. One use of the course (one unit of volume) is one set of
 * `treatmentsPerSet` treatments chosen from its items.
 */
export interface Course {
  readonly id: string;
  readonly name: string;
  readonly code?: string | undefined;
  readonly type?: string | undefined;
  readonly volumeTotal?: number | undefined;
  readonly volumeUsed?: number | undefined;
  /** Sets still available. */
  readonly volumeAvailable: number;
  readonly treatmentsPerSet: number;
  /** The last day the course may be used on, or null when it does not expire. */
  readonly expiresOn: IsoDate | null;
  readonly items: readonly CourseItem[];
}

/** What the rules look ids up in: the branch's products and the member's courses. */
export interface Catalog {
  readonly products: readonly Product[];
  readonly courses: readonly Course[];
}

/** The product with this id, if the catalog has it. */
export function findProduct(catalog: Catalog, id: string): Product | undefined {
  return catalog.products.find((product) => product.id === id);
}

/** The course with this id, if the member has it. */
export function findCourse(catalog: Catalog, id: string): Course | undefined {
  return catalog.courses.find((course) => course.id === id);
}

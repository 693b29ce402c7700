// The API's branches and products in the shapes @sabai/booking-rules works with.
import {
  parseBranchHours,
  thbToSatang,
  type Branch,
  type Catalog,
  type Course,
  type Product,
  type Weekday,
} from '@sabai/booking-rules';
import type { BranchesQuery, BranchProductsQuery, CoursesQuery } from '@sabai/graphql';

export type ApiBranch = BranchesQuery['branches'][number];
export type ApiProduct = BranchProductsQuery['products'][number];
export type ApiCourse = CoursesQuery['courses'][number];

export function rulesBranch(branch: ApiBranch): Branch {
  // The database keeps these as SQL times, so unreadable hours are a server bug, not a customer's case.
  const hours = parseBranchHours(branch.open_time, branch.close_time);
  if (!hours.ok)
    throw new Error(`Malformed hours of branch ${branch.id}: ${branch.open_time}..${branch.close_time}`);
  return {
    id: branch.id,
    openTime: hours.openTime,
    closeTime: hours.closeTime,
    openDays: branch.open_days as Weekday[],
    openDate: branch.open_date,
    closeDate: branch.close_date ?? null,
    closedDates: branch.closed_dates,
  };
}

export function rulesProduct(product: ApiProduct): Product {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    code: product.code,
    type: product.type,
    durationMin: product.duration,
    priceSatang: thbToSatang(product.price),
    tags: product.tags,
    isForceSelect: product.is_force_select,
    isOnsenFee: product.is_onsen_fee,
    isUseOilMaterial: product.is_use_oil_material,
    isMustAfterOnsen: product.is_must_after_onsen,
    bundle: product.bundle.map((item) => ({
      id: item.id,
      name: item.name,
      durationMin: item.duration,
      type: item.type,
      isOnsenFee: item.is_onsen_fee,
      isUseOilMaterial: item.is_use_oil_material,
      isMustAfterOnsen: item.is_must_after_onsen,
    })),
  };
}

export function rulesCourse(course: ApiCourse): Course {
  return {
    id: course.id,
    name: course.name,
    code: course.code,
    type: course.type,
    volumeTotal: course.volume_total,
    volumeUsed: course.volume_used,
    volumeAvailable: course.volume_available,
    treatmentsPerSet: course.treatments_per_set,
    expiresOn: course.expired_at ?? null,
    items: course.bundle.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      code: item.code,
      type: item.type,
      durationMin: item.duration,
      priceSatang: thbToSatang(item.price),
      tags: item.tags,
    })),
  };
}

/** The branch's products and the member's courses as a rules catalog. */
export function rulesCatalog(products: readonly ApiProduct[], courses: readonly ApiCourse[] = []): Catalog {
  return { products: products.map(rulesProduct), courses: courses.map(rulesCourse) };
}

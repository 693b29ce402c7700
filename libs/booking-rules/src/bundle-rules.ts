// A package's items as admin puts them together (docs/product-rules.md, The catalogue in admin): the onsen rules a
// guest's list obeys hold inside a package too (no oil before the onsen, the onsen once), a package is made of
// at least two single products, and its duration and onsen flags are its items'.
import type { OnsenFlags, ProductType } from './catalog.js';
import { oilBeforeOnsen } from './onsen-order.js';
import { problem, resultOf, type Problem, type Result } from './problems.js';

/** The fewest items a package holds: one item is a treatment, not a package. */
export const MIN_BUNDLE_ITEMS = 2;

/** One item of a package being made, in the package's order. */
export interface BundlePart extends OnsenFlags {
  readonly code: string;
  readonly type: ProductType;
  readonly durationMin: number;
  readonly isForceSelect: boolean;
}

export type BundleCode =
  'bundle_too_small' | 'bundle_item_not_allowed' | 'bundle_oil_before_onsen' | 'bundle_onsen_repeated';

/** What a package takes from its items: their whole duration, and each onsen flag any of them carries. */
export interface PackageShape extends OnsenFlags {
  readonly durationMin: number;
}

const isOnsen = (part: BundlePart) => part.isOnsenFee || part.type === 'onsen_fee';

/**
 * The problems of a package's items: too few; an item that is itself a package, a course's item or always forced
 * on every guest; an oil item before the onsen (the same test as a guest's list); the onsen twice. On success,
 * the package's shape.
 */
export function bundleRules(
  packageCode: string,
  parts: readonly BundlePart[],
): Result<{ shape: PackageShape }, BundleCode> {
  const problems: Problem<BundleCode>[] = [];
  if (parts.length < MIN_BUNDLE_ITEMS)
    problems.push(problem('bundle_too_small', { packageCode, min: MIN_BUNDLE_ITEMS }));
  for (const part of parts)
    if (part.type === 'package' || part.type === 'course_treatment' || part.isForceSelect)
      problems.push(problem('bundle_item_not_allowed', { packageCode, code: part.code }));
  const order = parts.map((part) => ({
    part,
    hasOnsenFee: isOnsen(part),
    usesOil: part.isUseOilMaterial,
    disablesOnsenFee: false,
  }));
  const oil = oilBeforeOnsen(order);
  if (oil) problems.push(problem('bundle_oil_before_onsen', { packageCode, code: oil.part.code }));
  if (parts.filter(isOnsen).length > 1) problems.push(problem('bundle_onsen_repeated', { packageCode }));
  return resultOf(problems, {
    shape: {
      durationMin: parts.reduce((sum, part) => sum + part.durationMin, 0),
      isOnsenFee: parts.some(isOnsen),
      isUseOilMaterial: parts.some((part) => part.isUseOilMaterial),
      isMustAfterOnsen: parts.some((part) => part.isMustAfterOnsen),
    },
  });
}

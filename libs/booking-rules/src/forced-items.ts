import type { Catalog } from './catalog.js';

/** The ids of the products every guest must have (`isForceSelect`), in catalog order. */
export function forcedProductIds(catalog: Catalog): string[] {
  return catalog.products.filter((product) => product.isForceSelect).map((product) => product.id);
}

/**
 * A guest's list with every missing force-selected product put in front, in catalog order. Items already
 * there keep their place, so applying it twice changes nothing.
 */
export function includeForcedItems(treatments: readonly string[], catalog: Catalog): string[] {
  const missing = forcedProductIds(catalog).filter((id) => !treatments.includes(id));
  return [...missing, ...treatments];
}

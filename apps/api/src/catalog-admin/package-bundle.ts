// A package's items as admin sets them (docs/product-rules.md, The catalogue in admin): the booking rules'
// bundleRules decide, and a package's duration and onsen flags follow its items, also when an item changes.
import { bundleRules, type BundlePart, type PackageShape } from '@sabai/booking-rules';
import type { Transaction } from 'kysely';
import { AppError } from '../core/app-error';
import type { Database } from '../db/schema';

type Trx = Transaction<Database>;

/** The brand's products with these ids, as bundle parts in the given order; an id not found is product.notFound. */
async function partsOf(trx: Trx, brandId: string, itemIds: readonly string[]): Promise<BundlePart[]> {
  if (itemIds.length === 0) return [];
  const rows = await trx
    .selectFrom('products')
    .select([
      'id',
      'code',
      'type',
      'duration_min',
      'is_force_select',
      'is_onsen_fee',
      'is_use_oil_material',
      'is_must_after_onsen',
    ])
    .where('brand_id', '=', brandId)
    .where('id', 'in', itemIds)
    .execute();
  return itemIds.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError('product.notFound', { product: id });
    return {
      code: row.code,
      type: row.type,
      durationMin: row.duration_min,
      isForceSelect: row.is_force_select,
      isOnsenFee: row.is_onsen_fee,
      isUseOilMaterial: row.is_use_oil_material,
      isMustAfterOnsen: row.is_must_after_onsen,
    };
  });
}

/** The shape of a package with these items, or product.bundleInvalid with the rules' problems. */
export async function packageShape(
  trx: Trx,
  brandId: string,
  packageCode: string,
  itemIds: readonly string[],
): Promise<PackageShape> {
  const checked = bundleRules(packageCode, await partsOf(trx, brandId, itemIds));
  if (!checked.ok) throw new AppError('product.bundleInvalid', {}, { problems: checked.problems });
  return checked.shape;
}

/** Writes a package's items in order and the shape they give it. */
export async function writeBundle(
  trx: Trx,
  packageId: string,
  itemIds: readonly string[],
  shape: PackageShape,
) {
  await trx.deleteFrom('product_bundle_items').where('package_id', '=', packageId).execute();
  if (itemIds.length > 0)
    await trx
      .insertInto('product_bundle_items')
      .values(itemIds.map((item_id, position) => ({ package_id: packageId, item_id, position })))
      .execute();
  await trx
    .updateTable('products')
    .set({
      duration_min: shape.durationMin,
      is_onsen_fee: shape.isOnsenFee,
      is_use_oil_material: shape.isUseOilMaterial,
      is_must_after_onsen: shape.isMustAfterOnsen,
    })
    .where('id', '=', packageId)
    .execute();
}

/**
 * After an item changed, every package holding it is judged again with the item as it is now: one the change would
 * break refuses the change (the transaction rolls back), the others take their new duration and flags.
 */
export async function reshapePackagesHolding(trx: Trx, brandId: string, itemId: string): Promise<void> {
  const holders = await trx
    .selectFrom('product_bundle_items as b')
    .innerJoin('products as p', 'p.id', 'b.package_id')
    .select(['p.id', 'p.code'])
    .where('b.item_id', '=', itemId)
    .execute();
  for (const holder of holders) {
    const items = await trx
      .selectFrom('product_bundle_items')
      .select('item_id')
      .where('package_id', '=', holder.id)
      .orderBy('position')
      .execute();
    const ids = items.map((i) => i.item_id);
    await writeBundle(trx, holder.id, ids, await packageShape(trx, brandId, holder.code, ids));
  }
}

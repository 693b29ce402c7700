import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A brand's branches in display order, each with its photo's size and its closed dates from yesterday on (a day
 * earlier than any branch's today, whatever its time zone), as 'YYYY-MM-DD' in order.
 */
export async function listBranches(db: Kysely<Database>, brandId: string) {
  return db
    .selectFrom('branches')
    .leftJoin('images', 'images.id', 'branches.image_id')
    .selectAll('branches')
    .select(['images.width as image_width', 'images.height as image_height'])
    .select(
      sql<string[]>`coalesce((select array_agg(to_char(d.date, 'YYYY-MM-DD') order by d.date)
        from branch_closed_dates d where d.branch_id = branches.id and d.date >= current_date - 1), '{}')`.as(
        'closed_dates',
      ),
    )
    .where('branches.brand_id', '=', brandId)
    .orderBy('branches.position')
    .execute();
}

export async function listProductFilters(db: Kysely<Database>, branchIds: readonly string[]) {
  if (branchIds.length === 0) return [];
  return db
    .selectFrom('product_filters')
    .selectAll()
    .where('branch_id', 'in', branchIds)
    .orderBy('position')
    .execute();
}

/** Products sold at a branch, with the items of each package, in display order. */
export async function listBranchProducts(db: Kysely<Database>, branchId: string) {
  const products = await db
    .selectFrom('products')
    .innerJoin('branch_products', 'branch_products.product_id', 'products.id')
    .leftJoin('images', 'images.id', 'products.image_id')
    .selectAll('products')
    .select(['images.width as image_width', 'images.height as image_height'])
    .where('branch_products.branch_id', '=', branchId)
    .orderBy('products.position')
    .execute();
  const packageIds = products.filter((p) => p.type === 'package').map((p) => p.id);
  const bundleItems =
    packageIds.length === 0
      ? []
      : await db
          .selectFrom('product_bundle_items')
          .innerJoin('products', 'products.id', 'product_bundle_items.item_id')
          .select([
            'product_bundle_items.package_id',
            'products.id',
            'products.name',
            'products.duration_min',
            'products.type',
            'products.is_onsen_fee',
            'products.is_use_oil_material',
            'products.is_must_after_onsen',
          ])
          .where('product_bundle_items.package_id', 'in', packageIds)
          .orderBy('product_bundle_items.position')
          .execute();
  return products.map((product) => ({
    ...product,
    bundle: bundleItems.filter((item) => item.package_id === product.id),
  }));
}

// The brand's products with the branches that sell them and a package's items, as admin edits them.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ProductTable } from '../db/schema';

export type EditableProduct = Selectable<ProductTable> & {
  branch_ids: string[];
  bundle_item_ids: string[];
  image_width: number | null;
  image_height: number | null;
};

type Db = Kysely<Database> | Transaction<Database>;

/** The brand's products in display order, or the one with `id` when given. */
export async function brandProducts(db: Db, brandId: string, id?: string): Promise<EditableProduct[]> {
  let query = db
    .selectFrom('products')
    .leftJoin('images', 'images.id', 'products.image_id')
    .selectAll('products')
    .select(['images.width as image_width', 'images.height as image_height'])
    .where('products.brand_id', '=', brandId);
  if (id !== undefined) query = query.where('products.id', '=', id);
  const products = await query.orderBy('products.position').orderBy('products.id').execute();
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const [sold, bundles] = await Promise.all([
    db
      .selectFrom('branch_products')
      .select(['product_id', 'branch_id'])
      .where('product_id', 'in', ids)
      .orderBy('branch_id')
      .execute(),
    db
      .selectFrom('product_bundle_items')
      .select(['package_id', 'item_id'])
      .where('package_id', 'in', ids)
      .orderBy('position')
      .execute(),
  ]);
  return products.map((product) => ({
    ...product,
    branch_ids: sold.filter((s) => s.product_id === product.id).map((s) => s.branch_id),
    bundle_item_ids: bundles.filter((b) => b.package_id === product.id).map((b) => b.item_id),
  }));
}

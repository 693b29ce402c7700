// Products in admin (docs/product-rules.md, The catalogue in admin): the brand's list, and a change to one
// product's texts, price, duration, tags, flags and branches, in one transaction with its audit row and the
// catalogue's change announced (docs/architecture.md, Caching). Bookings keep the prices they were priced at
// (their priced summary), so nothing already booked changes.
import { parseInput, productUpdateInputSchema } from '@sabai/validation';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { catalogManager } from './catalog-manager';
import { appendAudit } from '../staff/audit.repository';
import { brandProducts, type EditableProduct } from './catalog-admin.repository';
import { packageShape, reshapePackagesHolding, writeBundle } from './package-bundle';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { brandImage } from './brand-image';

export async function catalogProducts(scope: Scope): Promise<EditableProduct[]> {
  await catalogManager(scope);
  return brandProducts(scope.db, scope.brand.id);
}

/** What an audit row keeps of a product: the fields an edit may change. */
export function editable(product: EditableProduct) {
  return {
    name: product.name,
    description: product.description,
    duration_min: product.duration_min,
    price_satang: product.price_satang,
    tags: product.tags,
    is_force_select: product.is_force_select,
    is_use_oil_material: product.is_use_oil_material,
    is_must_after_onsen: product.is_must_after_onsen,
    branch_ids: product.branch_ids,
    bundle_item_ids: product.bundle_item_ids,
    image_id: product.image_id,
  };
}

/** The brand's branch ids, after checking that every id asked for is one (branch.notFound otherwise). */
export async function assertBrandBranches(scope: Scope, asked: readonly string[]): Promise<string[]> {
  const branches = (await scope.catalog.branchesOf(scope.brand.id)).branches.map((b) => b.id);
  const stranger = asked.find((id) => !branches.includes(id));
  if (stranger !== undefined) throw new AppError('branch.notFound', { branch: stranger });
  return branches;
}

/** The product's row, locked: two editors of one product do not write over each other's audit "before". */
async function lockProduct(trx: Transaction<Database>, brandId: string, id: string) {
  const locked = await trx
    .selectFrom('products')
    .select(['id', 'type', 'code'])
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new AppError('product.notFound');
  return locked;
}

export async function updateProduct(scope: Scope, rawInput: unknown): Promise<EditableProduct> {
  const parsed = parseInput(productUpdateInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  const branches = await assertBrandBranches(scope, input.branch_ids);

  return editCatalog(scope, async (trx) => {
    const locked = await lockProduct(trx, brandId, input.id);
    const items = input.bundle_item_ids;
    if (locked.type !== 'package' && items !== undefined && items.length > 0)
      throw inputRefused([{ field: 'bundle_item_ids', message: 'bundle_item_ids.notPackage' }]);
    const [before] = await brandProducts(trx, brandId, input.id);
    await trx
      .updateTable('products')
      .set({
        name: JSON.stringify(input.name),
        description: JSON.stringify(input.description),
        duration_min: input.duration,
        price_satang: input.price,
        tags: input.tags,
        is_force_select: input.is_force_select,
        is_use_oil_material: input.is_use_oil_material,
        is_must_after_onsen: input.is_must_after_onsen,
        ...(input.image_id !== undefined ? { image_id: await brandImage(trx, brandId, input.image_id) } : {}),
      })
      .where('id', '=', input.id)
      .execute();
    await trx
      .deleteFrom('branch_products')
      .where('product_id', '=', input.id)
      .where('branch_id', 'in', branches)
      .execute();
    if (input.branch_ids.length > 0)
      await trx
        .insertInto('branch_products')
        .values([...new Set(input.branch_ids)].map((branch_id) => ({ branch_id, product_id: input.id })))
        .execute();
    if (locked.type === 'package') {
      // A package's duration and flags are its items' whatever was sent (docs/product-rules.md).
      const ids = items ?? before?.bundle_item_ids ?? [];
      await writeBundle(trx, input.id, ids, await packageShape(trx, brandId, locked.code, ids));
    } else await reshapePackagesHolding(trx, brandId, input.id);
    const [after] = await brandProducts(trx, brandId, input.id);
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'product_update',
      subjectType: 'product',
      subjectId: input.id,
      brandId,
      before: before && editable(before),
      after: after && editable(after),
    });
    return after as EditableProduct;
  });
}

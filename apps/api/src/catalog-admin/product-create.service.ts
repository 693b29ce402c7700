// A new product made in admin (docs/product-rules.md, The catalogue in admin): a treatment, an onsen fee or a
// package of the brand's products, with its texts, price, tags, flags and branches, in one transaction with its
// audit row and the catalogue's change announced. A package's items obey the onsen rules and give it its
// duration and flags.
import { parseInput, productCreateInputSchema } from '@sabai/validation';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { appendAudit } from '../staff/audit.repository';
import { brandProducts, type EditableProduct } from './catalog-admin.repository';
import { catalogManager } from './catalog-manager';
import { packageShape, writeBundle } from './package-bundle';
import { brandImage } from './brand-image';
import { assertBrandBranches, editable } from './product-edit.service';

/**
 * Makes sure the code and the id are free and answers the new product's place, last in the menu. One brand's
 * products are made one at a time, so the check and the place cannot race.
 */
async function claimCode(
  trx: Transaction<Database>,
  brandId: string,
  code: string,
  id: string,
): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext(${`products:${brandId}`}))`.execute(trx);
  const taken = await trx
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.or([eb.and([eb('brand_id', '=', brandId), eb('code', '=', code)]), eb('id', '=', id)]))
    .executeTakeFirst();
  if (taken) throw new AppError('product.codeTaken', { productCode: code });
  const last = await trx
    .selectFrom('products')
    .select(sql<number>`coalesce(max(position), 0)`.as('position'))
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  return Number(last.position) + 1;
}

export async function createProduct(scope: Scope, rawInput: unknown): Promise<EditableProduct> {
  const parsed = parseInput(productCreateInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const items = input.bundle_item_ids ?? [];
  if (input.type !== 'package' && items.length > 0)
    throw inputRefused([{ field: 'bundle_item_ids', message: 'bundle_item_ids.notPackage' }]);
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  await assertBrandBranches(scope, input.branch_ids);
  // Codes are the brand's; ids are the deployment's, so the brand's id keeps two brands' codes apart.
  const id = `${brandId}-${input.code.toLowerCase()}`;

  return editCatalog(scope, async (trx) => {
    const position = await claimCode(trx, brandId, input.code, id);
    const shape = input.type === 'package' ? await packageShape(trx, brandId, input.code, items) : null;
    await trx
      .insertInto('products')
      .values({
        id,
        brand_id: brandId,
        code: input.code,
        type: input.type,
        position,
        name: JSON.stringify(input.name),
        description: JSON.stringify(input.description),
        duration_min: input.duration,
        price_satang: input.price,
        tags: input.tags,
        is_force_select: input.is_force_select,
        is_onsen_fee: input.type === 'onsen_fee',
        is_use_oil_material: input.is_use_oil_material,
        is_must_after_onsen: input.is_must_after_onsen,
        image_id: await brandImage(trx, brandId, input.image_id ?? null),
      })
      .execute();
    if (shape) await writeBundle(trx, id, items, shape);
    if (input.branch_ids.length > 0)
      await trx
        .insertInto('branch_products')
        .values([...new Set(input.branch_ids)].map((branch_id) => ({ branch_id, product_id: id })))
        .execute();
    const [made] = await brandProducts(trx, brandId, id);
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'product_create',
      subjectType: 'product',
      subjectId: id,
      brandId,
      before: null,
      after: made && { code: made.code, type: made.type, ...editable(made) },
    });
    return made as EditableProduct;
  });
}

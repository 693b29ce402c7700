// A branch's names and place in admin (docs/product-rules.md, Brand and branch settings): names, address, province,
// pool, time zone and photo, changed in one transaction with its audit row and announced like every catalogue change, so
// the web and the kiosk read them at their next request. Bookings keep their own dates and times.
import { branchPlaceInputSchema, parseInput } from '@sabai/validation';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { appendAudit } from '../staff/audit.repository';
import { brandImage } from './brand-image';
import { catalogManager } from './catalog-manager';

const placeColumns = [
  'id',
  'name',
  'branch',
  'address',
  'friendly_address',
  'province',
  'province_code',
  'pool',
  'time_zone',
] as const;

async function placeRow(scope: Scope, branchId: string) {
  const row = await scope.db
    .selectFrom('branches')
    .leftJoin('images', 'images.id', 'branches.image_id')
    .select(placeColumns.map((c) => `branches.${c}` as const))
    .select(['branches.image_id', 'images.width as image_width', 'images.height as image_height'])
    .where('branches.id', '=', String(branchId))
    .where('branches.brand_id', '=', scope.brand.id)
    .executeTakeFirst();
  if (!row) throw new AppError('branch.notFound', { branch: String(branchId) });
  return row;
}

export type BranchPlaceRow = Awaited<ReturnType<typeof placeRow>>;

export async function branchPlace(scope: Scope, branchId: string): Promise<BranchPlaceRow> {
  const row = await placeRow(scope, branchId);
  await catalogManager(scope, row.id);
  return row;
}

export async function updateBranchPlace(scope: Scope, rawInput: unknown): Promise<BranchPlaceRow> {
  const parsed = parseInput(branchPlaceInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { branch_id: branchId, image_id: imageId, ...place } = parsed.value;
  const before = await placeRow(scope, branchId);
  const staffId = await catalogManager(scope, before.id);
  await editCatalog(scope, async (trx) => {
    await trx
      .updateTable('branches')
      .set({
        name: JSON.stringify(place.name),
        branch: JSON.stringify(place.branch),
        address: JSON.stringify(place.address),
        friendly_address: JSON.stringify(place.friendly_address),
        province: JSON.stringify(place.province),
        province_code: place.province_code,
        pool: place.pool,
        time_zone: place.time_zone,
        ...(imageId !== undefined ? { image_id: await brandImage(trx, scope.brand.id, imageId) } : {}),
      })
      .where('id', '=', before.id)
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'branch_place',
      subjectType: 'branch',
      subjectId: before.id,
      brandId: scope.brand.id,
      branchId: before.id,
      before,
      after: { ...place, ...(imageId !== undefined ? { image_id: imageId } : {}) },
    });
  });
  return placeRow(scope, before.id);
}

// A branch's menu filters in admin (docs/product-rules.md, Brand and branch settings): replaced whole and in order in
// one transaction with its audit row, announced like every catalogue change so the web's menu shows them next.
import { branchFiltersInputSchema, parseInput } from '@sabai/validation';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database, Translated } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { catalogManager } from './catalog-manager';

export interface BranchFilterRow {
  id: string;
  name: Translated;
  tags: string[];
}

const filtersOf = (db: Kysely<Database>, branchId: string): Promise<BranchFilterRow[]> =>
  db
    .selectFrom('product_filters')
    .select(['id', 'name', 'tags'])
    .where('branch_id', '=', branchId)
    .orderBy('position')
    .execute();

async function brandBranch(scope: Scope, branchId: string): Promise<string> {
  const row = await scope.db
    .selectFrom('branches')
    .select('id')
    .where('id', '=', String(branchId))
    .where('brand_id', '=', scope.brand.id)
    .executeTakeFirst();
  if (!row) throw new AppError('branch.notFound', { branch: String(branchId) });
  return row.id;
}

export async function branchFilters(scope: Scope, branchId: string): Promise<BranchFilterRow[]> {
  const id = await brandBranch(scope, branchId);
  await catalogManager(scope, id);
  return filtersOf(scope.db, id);
}

export async function updateBranchFilters(scope: Scope, rawInput: unknown): Promise<BranchFilterRow[]> {
  const parsed = parseInput(branchFiltersInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const branchId = await brandBranch(scope, parsed.value.branch_id);
  const staffId = await catalogManager(scope, branchId);
  await editCatalog(scope, async (trx) => {
    const before = await filtersOf(trx, branchId);
    const kept = new Set(before.map((f) => f.id));
    const stray = parsed.value.filters.findIndex((f) => f.id !== null && !kept.has(f.id));
    if (stray >= 0) throw inputRefused([{ field: `filters.${stray}.id`, message: 'id.invalid' }]);
    const rows = parsed.value.filters.map((f, position) => ({
      id: f.id ?? `${branchId}-${randomUUID().slice(0, 8)}`,
      branch_id: branchId,
      position,
      name: JSON.stringify(f.name),
      tags: [...new Set(f.tags)],
    }));
    await trx.deleteFrom('product_filters').where('branch_id', '=', branchId).execute();
    if (rows.length > 0) await trx.insertInto('product_filters').values(rows).execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'branch_filters',
      subjectType: 'branch',
      subjectId: branchId,
      brandId: scope.brand.id,
      branchId,
      before,
      after: parsed.value.filters,
    });
  });
  return filtersOf(scope.db, branchId);
}

// The branches a staff account may see (staffBranches): every branch with its brand, kept where the
// permission table lets the account read that branch's catalogue (docs/access.md, Reach): an owner every
// brand's, a brand admin its brands', branch staff their branches.
import { can, type Actor } from '@sabai/access';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function branchesInReach(db: Kysely<Database>, actor: Actor) {
  const rows = await db
    .selectFrom('branches')
    .innerJoin('brands', 'brands.id', 'branches.brand_id')
    .select([
      'branches.id',
      'branches.name',
      'branches.brand_id',
      'brands.name as brand_name',
      'branches.time_zone',
      'branches.open_time',
      'branches.close_time',
      'branches.spa_beds',
      'branches.onsen_places',
    ])
    .orderBy('brands.position')
    .orderBy('branches.position')
    .execute();
  return rows.filter((row) => can(actor, 'read', 'catalog', { brandId: row.brand_id, branchId: row.id }));
}

export type BranchWithBrand = Awaited<ReturnType<typeof branchesInReach>>[number];

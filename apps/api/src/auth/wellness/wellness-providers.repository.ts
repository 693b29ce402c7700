// Each brand's wellness provider (migration 0021): issuer, client and the name shown on the login page.
import type { Kysely, Selectable } from 'kysely';
import { SANDBOX_CLIENT } from '../../dev/wellness-sandbox/sandbox-client';
import type { WellnessDatabase, WellnessProviderTable } from './wellness.tables';

export type WellnessProvider = Selectable<WellnessProviderTable>;
export const SANDBOX_ISSUER = 'sandbox';

export async function findWellnessProvider(
  db: Kysely<WellnessDatabase>,
  brandId: string,
): Promise<WellnessProvider | undefined> {
  return db.selectFrom('wellness_providers').selectAll().where('brand_id', '=', brandId).executeTakeFirst();
}

/** Development: every brand without a provider gets the sandbox one (README, "Wellness login sandbox"). */
export async function ensureSandboxProviders(db: Kysely<WellnessDatabase & { brands: { id: string } }>) {
  const brands = await db.selectFrom('brands').select('id').execute();
  for (const { id } of brands) {
    await db
      .insertInto('wellness_providers')
      .values({
        brand_id: id,
        display_name: 'Wellness Club',
        issuer: SANDBOX_ISSUER,
        client_id: SANDBOX_CLIENT.id,
        client_secret: SANDBOX_CLIENT.secret,
      })
      .onConflict((oc) => oc.column('brand_id').doNothing())
      .execute();
  }
}

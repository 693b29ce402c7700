// Loads the demo data. Every row is an upsert keyed by its id, so the seed can run at every start.
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../db/schema';
import {
  seedMembers,
  seedPointsRates,
  seedTiers,
  seedTiersAndMembers,
  seedWalletsAndPoints,
  seedWalletsPointsAndRates,
} from './members.seed';
import { seedCourses, seedCoursesAndMemberCourses, seedMemberCourses } from './courses.seed';
import { seedPromotions } from './promotions.seed';
import { seedStaff, seedStaffAccounts } from './staff.seed';
import { seedBrands } from './seed-data';
import type { SeedBrand, SeedBranch } from './seed-types';

const json = (value: unknown) => JSON.stringify(value);

/**
 * Upserts the demo data, unless this very data (and these hosts) was loaded last time: the fingerprint
 * check keeps a restart fast. Pass `force` to write every row regardless.
 */
export async function seed(
  db: Kysely<Database>,
  hosts: readonly string[],
  { force = false } = {},
): Promise<void> {
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        seedBrands,
        seedPromotions,
        seedTiers,
        seedMembers,
        seedPointsRates,
        seedWalletsAndPoints,
        seedCourses,
        seedMemberCourses,
        seedStaff,
        hosts,
      }),
    )
    .digest('hex');
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seed_fingerprint')
      .forUpdate()
      .executeTakeFirst();
    if (!force && last?.value === fingerprint) return;
    for (const [position, brand] of seedBrands.entries()) {
      await upsertBrand(trx, brand, position, hosts[position]);
      await upsertProducts(trx, brand);
      for (const [index, branch] of brand.branches.entries())
        await upsertBranch(trx, brand.id, branch, index);
    }
    await upsertPromotions(trx);
    await seedTiersAndMembers(
      trx,
      seedBrands.map((brand) => brand.id),
    );
    await seedWalletsPointsAndRates(
      trx,
      seedBrands.map((brand) => brand.id),
    );
    await seedCoursesAndMemberCourses(trx);
    await seedStaffAccounts(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: 'seed_fingerprint', value: fingerprint })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: fingerprint }))
      .execute();
  });
}

async function upsertProducts(trx: Transaction<Database>, brand: SeedBrand): Promise<void> {
  for (const [index, product] of brand.products.entries()) {
    const row = {
      id: product.id,
      brand_id: brand.id,
      code: product.code,
      type: product.type,
      position: index,
      name: json(product.name),
      description: json(product.description),
      duration_min: product.durationMin,
      price_satang: product.priceSatang,
      tags: product.tags,
      is_force_select: product.isForceSelect ?? false,
      is_onsen_fee: product.isOnsenFee ?? false,
      is_use_oil_material: product.isUseOilMaterial ?? false,
      is_must_after_onsen: product.isMustAfterOnsen ?? false,
    };
    await trx
      .insertInto('products')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
  // Bundles after every product exists: a package names items that may come later in the list.
  for (const product of brand.products) {
    await trx.deleteFrom('product_bundle_items').where('package_id', '=', product.id).execute();
    for (const [index, itemId] of (product.bundle ?? []).entries()) {
      await trx
        .insertInto('product_bundle_items')
        .values({ package_id: product.id, item_id: itemId, position: index })
        .execute();
    }
  }
}

async function upsertPromotions(trx: Transaction<Database>): Promise<void> {
  for (const promotion of seedPromotions) {
    const row = {
      ...promotion,
      short_description: json(promotion.short_description),
      terms: json(promotion.terms),
    };
    await trx
      .insertInto('promotions')
      .values(row)
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
}

async function upsertBrand(
  trx: Transaction<Database>,
  brand: SeedBrand,
  position: number,
  host: string | undefined,
) {
  const row = {
    id: brand.id,
    code: brand.code,
    position,
    name: json(brand.name),
    logo_url: `/brand-assets/${brand.logoFile}`,
    color_primary: brand.colorPrimary,
    color_secondary: brand.colorSecondary,
    faq_url: brand.faqUrl,
    customer_url: null,
    staff_email: brand.staffEmail,
    deposit_percent: brand.depositPercent ?? 0,
    kiosk_idle: brand.kioskIdle ? json(brand.kioskIdle) : null,
    legal_name: brand.legal ? json(brand.legal.name) : null,
    legal_address: brand.legal ? json(brand.legal.address) : null,
    legal_tax_id: brand.legal?.taxId ?? null,
    legal_branch: brand.legal?.branch ?? '00000',
    ads: json(brand.ads),
  };
  await trx
    .insertInto('brands')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  if (host) {
    await trx
      .insertInto('brand_hosts')
      .values({ brand_id: brand.id, host })
      .onConflict((oc) => oc.column('host').doUpdateSet({ brand_id: brand.id }))
      .execute();
  }
}

async function upsertBranch(
  trx: Transaction<Database>,
  brandId: string,
  branch: SeedBranch,
  position: number,
) {
  const row = {
    id: branch.id,
    brand_id: brandId,
    position,
    name: json(branch.name),
    branch: json(branch.branch),
    address: json(branch.address),
    friendly_address: json(branch.friendlyAddress),
    province: json(branch.province),
    province_code: branch.provinceCode,
    pool: branch.pool,
    time_zone: 'Asia/Bangkok',
    open_time: branch.openTime,
    close_time: branch.closeTime,
    open_days: branch.openDays,
    open_date: branch.openDate,
    close_date: branch.closeDate,
    spa_beds: branch.spaBeds,
    onsen_places: branch.onsenPlaces,
  };
  await trx
    .insertInto('branches')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  await trx.deleteFrom('product_filters').where('branch_id', '=', branch.id).execute();
  for (const [index, filter] of branch.productFilters.entries()) {
    await trx
      .insertInto('product_filters')
      .values({
        id: filter.id,
        branch_id: branch.id,
        position: index,
        name: json(filter.name),
        tags: filter.tags,
      })
      .execute();
  }
  await trx.deleteFrom('branch_products').where('branch_id', '=', branch.id).execute();
  if (branch.products.length > 0) {
    await trx
      .insertInto('branch_products')
      .values(branch.products.map((productId) => ({ branch_id: branch.id, product_id: productId })))
      .execute();
  }
}

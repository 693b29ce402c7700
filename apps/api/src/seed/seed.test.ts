import { defaultTierPercents } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { engines, openTestDatabase, TEST_HOSTS } from '../../test/test-database';
import { seedTiers } from './members.seed';
import { seed } from './seed';

const TABLES = [
  'brands',
  'brand_hosts',
  'branches',
  'product_filters',
  'products',
  'product_bundle_items',
  'branch_products',
  'tiers',
  'tier_discounts',
  'users',
  'courses',
  'course_items',
  'member_courses',
] as const;

describe.each(engines)('seed on %s', (engine) => {
  it('is idempotent: a second run changes no row count', async () => {
    const database = await openTestDatabase(engine);
    try {
      const counts = async () =>
        Promise.all(
          TABLES.map(async (table) => {
            const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
              database.db,
            );
            return Number(result.rows[0]?.n);
          }),
        );
      const before = await counts();
      await seed(database.db, TEST_HOSTS, { force: true });
      expect(await counts()).toEqual(before);
      expect(before.every((n) => n > 0)).toBe(true);
    } finally {
      await database.close();
    }
  });
});

it('seeds the tier discounts (booking-rules defaultTierPercents)', () => {
  expect(Object.fromEntries(seedTiers.map((tier) => [tier.id, tier.percent]))).toEqual(defaultTierPercents);
});

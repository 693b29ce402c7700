// A brand's member rewards in admin (docs/product-rules.md, Tiers; Wallet and points): the percent each tier gets off
// at the brand, and the points rates its members pay with. Replaced whole in one transaction with its audit row; the
// next order summary reads them, and bookings already made keep their prices.
import { memberRewardsInputSchema, parseInput } from '@sabai/validation';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database, Translated } from '../db/schema';
import type { Kysely } from 'kysely';
import { appendAudit } from '../staff/audit.repository';
import { catalogManager } from './catalog-manager';

export interface MemberRewardsData {
  /** Every tier, lowest first; a tier without a row of this brand gets 0. */
  tiers: { tierId: string; title: Translated; percent: number }[];
  /** Fewest points first; value in satang. */
  pointsRates: { points: number; valueSatang: number }[];
}

async function current(db: Kysely<Database>, brandId: string): Promise<MemberRewardsData> {
  const [tiers, discounts, rates] = await Promise.all([
    db.selectFrom('tiers').select(['id', 'title']).orderBy('position').execute(),
    db.selectFrom('tier_discounts').select(['tier_id', 'percent']).where('brand_id', '=', brandId).execute(),
    db
      .selectFrom('points_rates')
      .select(['points', 'value_satang'])
      .where('brand_id', '=', brandId)
      .orderBy('points')
      .execute(),
  ]);
  const percentOf = new Map(discounts.map((d) => [d.tier_id, d.percent]));
  return {
    tiers: tiers.map((t) => ({ tierId: t.id, title: t.title, percent: percentOf.get(t.id) ?? 0 })),
    pointsRates: rates.map((r) => ({ points: r.points, valueSatang: r.value_satang })),
  };
}

export async function memberRewards(scope: Scope): Promise<MemberRewardsData> {
  await catalogManager(scope);
  return current(scope.db, scope.brand.id);
}

export async function updateMemberRewards(scope: Scope, rawInput: unknown): Promise<MemberRewardsData> {
  const parsed = parseInput(memberRewardsInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { tiers, points_rates: rates } = parsed.value;
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  await editCatalog(scope, async (trx) => {
    const known = new Set((await trx.selectFrom('tiers').select('id').execute()).map((t) => t.id));
    const unknown = tiers.find((t) => !known.has(t.tier_id));
    if (unknown) throw new AppError('tier.notFound', { tier: unknown.tier_id });
    const before = await current(trx, brandId);
    await trx.deleteFrom('tier_discounts').where('brand_id', '=', brandId).execute();
    if (tiers.length > 0)
      await trx
        .insertInto('tier_discounts')
        .values(tiers.map((t) => ({ tier_id: t.tier_id, brand_id: brandId, percent: t.percent })))
        .execute();
    await trx.deleteFrom('points_rates').where('brand_id', '=', brandId).execute();
    if (rates.length > 0)
      await trx
        .insertInto('points_rates')
        .values(rates.map((r) => ({ brand_id: brandId, points: r.points, value_satang: r.value })))
        .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'member_rewards',
      subjectType: 'brand',
      subjectId: brandId,
      brandId,
      before,
      after: parsed.value,
    });
  });
  return current(scope.db, brandId);
}

// Promotions in admin (docs/product-rules.md, Promotions and vouchers): the host brand's codes with their uses, and
// one made or changed. A code is the deployment's (customers type it on any brand's host), so a code another brand
// holds is promotion.codeTaken. Products name the brand's treatments and packages; the rest is what the server
// checks when a customer enters the code. One transaction with its audit row.
import { formatTimeOfDay } from '@sabai/booking-rules';
import { parseInput, promotionInputSchema, type PromotionInput } from '@sabai/validation';
import { sql, type Selectable } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { catalogManager } from './catalog-manager';
import type { PromotionTable } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';

export type StaffPromotionRow = Selectable<PromotionTable> & { uses: number };

/** A stored minute of the day as the contract's 'HH:mm'. */
export const hhmm = (minute: number | null) => (minute === null ? null : formatTimeOfDay(minute).slice(0, 5));

export async function promotionsOf(scope: Scope): Promise<StaffPromotionRow[]> {
  await catalogManager(scope);
  const rows = await scope.db
    .selectFrom('promotions')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('promotion_redemptions as r')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('r.code', '=', 'promotions.code')
        .as('uses'),
    )
    .where(sql<boolean>`${scope.brand.id} = any(brand_ids)`)
    .orderBy('code')
    .execute();
  return rows.map((row) => ({ ...row, uses: Number(row.uses ?? 0) }));
}

/** The row as stored: days of validity as branch-local moments, products split into treatments and packages. */
function rowOf(input: PromotionInput, brandId: string, packages: Set<string>) {
  return {
    code: input.code,
    campaign: input.campaign,
    brand_ids: [brandId],
    treatment_ids: input.product_ids.filter((id) => !packages.has(id)),
    package_ids: input.product_ids.filter((id) => packages.has(id)),
    valid_from: input.valid_from && `${input.valid_from} 00:00`,
    valid_until: input.valid_until && `${input.valid_until} 23:59`,
    days: input.days,
    time_from: input.time_from,
    time_until: input.time_until,
    expires_at: input.valid_until && `${input.valid_until} 23:59`,
    usage_limit: input.usage_limit,
    usage_per_customer: input.usage_per_customer,
    kind: input.kind,
    value: input.value,
    short_description: JSON.stringify(input.short_description),
    terms: JSON.stringify(input.terms),
  };
}

export async function savePromotion(scope: Scope, rawInput: unknown): Promise<StaffPromotionRow> {
  const parsed = parseInput(promotionInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  const products = await scope.db
    .selectFrom('products')
    .select(['id', 'type'])
    .where('brand_id', '=', brandId)
    .where('type', 'in', ['treatment', 'package'])
    .execute();
  const stranger = input.product_ids.find((id) => !products.some((p) => p.id === id));
  if (stranger !== undefined) throw new AppError('product.notFound');
  const packages = new Set(products.filter((p) => p.type === 'package').map((p) => p.id));
  await scope.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('code', '=', input.code)
      .forUpdate()
      .executeTakeFirst();
    if (before && !(before.brand_ids.length === 1 && before.brand_ids[0] === brandId))
      throw new AppError('promotion.codeTaken', { promo: input.code });
    const row = rowOf(input, brandId, packages);
    if (before) await trx.updateTable('promotions').set(row).where('code', '=', input.code).execute();
    else await trx.insertInto('promotions').values(row).execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: before ? 'promotion_update' : 'promotion_create',
      subjectType: 'promotion',
      subjectId: input.code,
      brandId,
      ...(before ? { before } : {}),
      after: { ...row, short_description: input.short_description, terms: input.terms },
    });
  });
  const saved = (await promotionsOf(scope)).find((p) => p.code === input.code);
  if (!saved) throw new AppError('promotion.codeTaken', { promo: input.code });
  return saved;
}

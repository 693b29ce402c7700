// A brand's host names in admin (docs/product-rules.md, Brands and hosts): the names its sites answer on. Adding one
// that another brand answers on is brandHost.taken; taking one away retires it (bookings made through it keep
// naming it) but never the last one, nor the one the admin is using (brandHost.inUse), which would lock them out.
// Each change is audited and announced like every catalogue change, so every process routes by it at once.
import { normalizeHost } from '@sabai/brand';
import { brandHostInputSchema, parseInput } from '@sabai/validation';
import { sql, type Transaction } from 'kysely';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { catalogManager } from './catalog-manager';

export interface BrandHostRow {
  id: number;
  host: string;
}

/** The brand's answering hosts, the first (its app URL's) first. */
async function activeHosts(
  db: Scope['db'] | Transaction<Database>,
  brandId: string,
): Promise<BrandHostRow[]> {
  return db
    .selectFrom('brand_hosts')
    .select(['id', 'host'])
    .where('brand_id', '=', brandId)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function brandHosts(scope: Scope): Promise<BrandHostRow[]> {
  await catalogManager(scope);
  return activeHosts(scope.db, scope.brand.id);
}

/** One brand's host changes at a time, so the last host cannot be taken away twice at once. */
const lockHosts = (trx: Transaction<Database>) =>
  sql`select pg_advisory_xact_lock(hashtext('brand_hosts'))`.execute(trx);

export async function addBrandHost(scope: Scope, rawInput: unknown): Promise<BrandHostRow[]> {
  const parsed = parseInput(brandHostInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { host } = parsed.value;
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  await editCatalog(scope, async (trx) => {
    await lockHosts(trx);
    const known = await trx
      .selectFrom('brand_hosts')
      .select(['id', 'brand_id', 'retired_at'])
      .where('host', '=', host)
      .executeTakeFirst();
    if (known && (known.brand_id !== brandId || known.retired_at === null))
      throw new AppError('brandHost.taken', { host });
    if (known)
      await trx.updateTable('brand_hosts').set({ retired_at: null }).where('id', '=', known.id).execute();
    else await trx.insertInto('brand_hosts').values({ brand_id: brandId, host }).execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'brand_host_add',
      subjectType: 'brand',
      subjectId: brandId,
      brandId,
      before: null,
      after: { host },
    });
  });
  return activeHosts(scope.db, brandId);
}

export async function removeBrandHost(
  scope: Scope,
  id: unknown,
  requestHost: string | undefined,
): Promise<BrandHostRow[]> {
  const staffId = await catalogManager(scope);
  const brandId = scope.brand.id;
  const hostId = Number(id);
  await editCatalog(scope, async (trx) => {
    await lockHosts(trx);
    const hosts = await activeHosts(trx, brandId);
    const target = hosts.find((h) => h.id === hostId);
    if (!target) throw new AppError('brandHost.notFound');
    if (hosts.length === 1) throw new AppError('brandHost.last');
    if (normalizeHost(requestHost ?? '') === target.host)
      throw new AppError('brandHost.inUse', { host: target.host });
    await trx
      .updateTable('brand_hosts')
      .set({ retired_at: new Date() })
      .where('id', '=', target.id)
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'brand_host_remove',
      subjectType: 'brand',
      subjectId: brandId,
      brandId,
      before: { host: target.host },
      after: null,
    });
  });
  return activeHosts(scope.db, brandId);
}

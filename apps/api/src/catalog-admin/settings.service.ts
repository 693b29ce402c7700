// The brand's and its branches' settings in admin (docs/product-rules.md, Brand and branch settings): read and
// changed by a brand admin, each change one transaction with its audit row that announces itself, so the web and
// the kiosk read it at their next request on every process (docs/architecture.md, Caching).
import { branchSettingsInputSchema, brandSettingsInputSchema, parseInput } from '@sabai/validation';
import { editCatalog } from '../catalog/catalog-changes';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { brandImageUrl } from './brand-image';
import { catalogManager } from './catalog-manager';
import { appendAudit } from '../staff/audit.repository';

const brandColumns = [
  'name',
  'faq_url',
  'customer_url',
  'color_primary',
  'color_secondary',
  'deposit_percent',
  'booking_horizon_days',
  'no_show_grace_min',
  'hold_seconds',
  'online_max_guests',
  'online_advance_min',
  'reminder_hours',
  'self_cancel_hours',
  'self_cancel_refund',
  'logo_url',
  'vat_registered',
  'legal_name',
  'legal_address',
  'legal_tax_id',
  'legal_branch',
] as const;

export async function brandSettings(scope: Scope) {
  await catalogManager(scope);
  return scope.db
    .selectFrom('brands')
    .select(brandColumns)
    .where('id', '=', scope.brand.id)
    .executeTakeFirstOrThrow();
}

export type BrandSettingsRow = Awaited<ReturnType<typeof brandSettings>>;

export async function updateBrandSettings(scope: Scope, rawInput: unknown): Promise<BrandSettingsRow> {
  const parsed = parseInput(brandSettingsInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const s = parsed.value;
  const staffId = await catalogManager(scope);
  const both = (th: string | null, en: string | null) =>
    th === null ? null : JSON.stringify({ th, en: en ?? th });
  await editCatalog(scope, async (trx) => {
    const before = await trx
      .selectFrom('brands')
      .select(brandColumns)
      .where('id', '=', scope.brand.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('brands')
      .set({
        name: JSON.stringify(s.name),
        faq_url: s.faq_url,
        customer_url: s.customer_url,
        color_primary: s.color_primary,
        color_secondary: s.color_secondary,
        deposit_percent: s.deposit_percent,
        booking_horizon_days: s.booking_horizon_days,
        no_show_grace_min: s.no_show_grace_min,
        hold_seconds: s.hold_seconds,
        online_max_guests: s.online_max_guests,
        online_advance_min: s.online_advance_min,
        ...(s.self_cancel_hours !== undefined ? { self_cancel_hours: s.self_cancel_hours } : {}),
        ...(s.self_cancel_refund !== undefined ? { self_cancel_refund: s.self_cancel_refund } : {}),
        ...(s.reminder_hours !== null ? { reminder_hours: [...s.reminder_hours].sort((a, b) => b - a) } : {}),
        ...(s.logo_image_id !== null
          ? { logo_url: await brandImageUrl(trx, scope.brand.id, s.logo_image_id) }
          : {}),
        vat_registered: s.vat_registered,
        legal_name: both(s.legal_name_th, s.legal_name_en),
        legal_address: both(s.legal_address_th, s.legal_address_en),
        legal_tax_id: s.legal_tax_id,
        legal_branch: s.legal_branch,
      })
      .where('id', '=', scope.brand.id)
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'brand_settings',
      subjectType: 'brand',
      subjectId: scope.brand.id,
      brandId: scope.brand.id,
      before,
      after: s,
    });
  });
  return scope.db
    .selectFrom('brands')
    .select(brandColumns)
    .where('id', '=', scope.brand.id)
    .executeTakeFirstOrThrow();
}

const branchColumns = [
  'id',
  'open_time',
  'close_time',
  'open_days',
  'open_date',
  'close_date',
  'spa_beds',
  'onsen_places',
] as const;

async function branchRow(scope: Scope, branchId: string) {
  const row = await scope.db
    .selectFrom('branches')
    .select(branchColumns)
    .where('id', '=', String(branchId))
    .where('brand_id', '=', scope.brand.id)
    .executeTakeFirst();
  if (!row) throw new AppError('branch.notFound', { branch: String(branchId) });
  return row;
}

export type BranchSettingsRow = Awaited<ReturnType<typeof branchRow>>;

export async function branchSettings(scope: Scope, branchId: string): Promise<BranchSettingsRow> {
  const row = await branchRow(scope, branchId);
  await catalogManager(scope, row.id);
  return row;
}

export async function updateBranchSettings(scope: Scope, rawInput: unknown): Promise<BranchSettingsRow> {
  const parsed = parseInput(branchSettingsInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const s = parsed.value;
  const before = await branchRow(scope, s.branch_id);
  const staffId = await catalogManager(scope, before.id);
  await editCatalog(scope, async (trx) => {
    await trx
      .updateTable('branches')
      .set({
        open_time: `${s.open_time}:00`,
        close_time: `${s.close_time}:00`,
        open_days: s.open_days,
        open_date: s.open_date,
        close_date: s.close_date,
        spa_beds: s.spa_beds,
        onsen_places: s.onsen_places,
      })
      .where('id', '=', before.id)
      .execute();
    await appendAudit(trx, {
      staffId,
      ip: scope.client.ip,
      action: 'branch_settings',
      subjectType: 'branch',
      subjectId: before.id,
      brandId: scope.brand.id,
      branchId: before.id,
      before,
      after: s,
    });
  });
  return branchRow(scope, before.id);
}
